import {
  ARTICLE_CATEGORY_NAMES,
  type ArticleCategory,
  type HighlightedText,
  isPageIndexable,
  LANGUAGES,
  type Language,
  localizePath,
  METADATA,
  PAGES,
  type PageDefinition,
  type PageKey,
  SEARCH_RESULT_LIMIT,
  type SearchResult,
} from '@jyotish/contract';
import { sql } from 'kysely';
import type { AppDatabase } from '../db/schema.js';

/** Around a match in the text; chosen as characters no article or page text uses. */
const MARK_START = '⟦';
const MARK_END = '⟧';
const HEADLINE_TITLE = `StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true`;
const HEADLINE_SNIPPET = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=32, MinWords=16, ShortWord=1, MaxFragments=2, FragmentDelimiter=" … "`;
/** Most words of a query used; a longer one is a sentence, not a search. */
const MAX_TERMS = 8;

/** The pages the search lists: public, indexable, landed, with no path parameters. */
function searchablePages(): (PageDefinition & { key: PageKey })[] {
  return (PAGES as readonly (PageDefinition & { key: PageKey })[]).filter(
    (page) => isPageIndexable(page) && !(page.paths[0] ?? ':').includes(':'),
  );
}

/**
 * Writes the site's pages into `search_page`, each in its languages, from the page catalog and
 * its metadata: run at start, so a page that lands or changes its texts is found after the
 * next deploy. Serialised by an advisory lock, so instances starting together do not collide.
 */
export async function syncSearchPages(db: AppDatabase): Promise<number> {
  const rows = searchablePages().flatMap((page) => {
    const path = page.paths[0] ?? '/';
    const languages = page.language ? [page.language] : LANGUAGES;
    return languages.map((lang) => {
      const meta = METADATA[lang].pages[page.key];
      return {
        key: page.key,
        lang,
        path: page.language ? path : localizePath(path, lang),
        title: meta.heading,
        description: meta.description,
        keywords: meta.keywords.join(' · '),
      };
    });
  });
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('search_page'))`.execute(trx);
    await trx.deleteFrom('search_page').execute();
    await trx.insertInto('search_page').values(rows).execute();
  });
  return rows.length;
}

/**
 * The query as `to_tsquery` text: each word of letters, marks and digits as a prefix, all
 * required (`mangal:* & dosh:*`). Null when nothing searchable is left.
 */
export function tsQueryOf(text: string): string | null {
  const terms = text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((term) => term.length > 0)
    .slice(0, MAX_TERMS);
  return terms.length === 0 ? null : terms.map((term) => `${term}:*`).join(' & ');
}

/** `ts_headline`'s marked text cut into plain and matching pieces. */
export function highlighted(marked: string): HighlightedText {
  const pieces: HighlightedText = [];
  for (const [index, part] of marked.split(new RegExp(`${MARK_START}|${MARK_END}`)).entries()) {
    if (part !== '') pieces.push({ text: part, hit: index % 2 === 1 });
  }
  return pieces;
}

interface Found {
  readonly kind: SearchResult['kind'];
  readonly path: string;
  readonly lang: Language;
  readonly title: string;
  readonly snippet: string;
  readonly rank: number;
}

/** Markdown's marks and link targets out of a body, so a snippet reads as text. */
const plainBody = sql`regexp_replace(regexp_replace(v.body, '\\]\\([^)]*\\)', '', 'g'), '[#*_>\`\\[\\]]', '', 'g')`;

/**
 * Searches the published articles (in `lang`, else English), the site's pages in `lang` and
 * the astrologers, best match first, each with its title and a snippet, matches marked.
 * Articles weigh a little more than pages at equal rank: they say more about a topic.
 */
export async function searchSite(
  db: AppDatabase,
  text: string,
  lang: Language,
): Promise<SearchResult[]> {
  const tsQuery = tsQueryOf(text);
  if (tsQuery === null) return [];
  const query = sql`to_tsquery('simple', ${tsQuery})`;
  const [articles, pages, astrologers] = await Promise.all([
    sql<{
      slug: string;
      lang: string;
      category: string;
      title: string;
      snippet: string;
      rank: number;
    }>`
      select distinct on (a.id) a.slug, v.lang, a.category,
        ts_headline('simple', v.title, ${query}, ${HEADLINE_TITLE}) as title,
        ts_headline('simple', v.excerpt || ' ' || ${plainBody}, ${query}, ${HEADLINE_SNIPPET}) as snippet,
        ts_rank(v.search, ${query}) * 1.2 as rank
      from article_version v join article a on a.id = v.article_id
      where v.status = 'published' and v.lang in (${lang}, 'en') and v.search @@ ${query}
      order by a.id, (v.lang = ${lang}) desc
      limit ${SEARCH_RESULT_LIMIT}`.execute(db),
    sql<{ path: string; title: string; snippet: string; rank: number }>`
      select p.path,
        ts_headline('simple', p.title, ${query}, ${HEADLINE_TITLE}) as title,
        ts_headline('simple', p.description, ${query}, ${HEADLINE_SNIPPET}) as snippet,
        ts_rank(p.search, ${query}) as rank
      from search_page p
      where p.lang = ${lang} and p.search @@ ${query}
      order by rank desc
      limit ${SEARCH_RESULT_LIMIT}`.execute(db),
    sql<{ slug: string; title: string; snippet: string; rank: number }>`
      select a.slug,
        ts_headline('simple', a.name, ${query}, ${HEADLINE_TITLE}) as title,
        ts_headline('simple', a.bio, ${query}, ${HEADLINE_SNIPPET}) as snippet,
        ts_rank(d.document, ${query}) as rank
      from astrologer a,
        lateral (select setweight(to_tsvector('simple', a.name), 'A') ||
          to_tsvector('simple', a.bio || ' ' || a.specialties::text) as document) d
      where a.listed and d.document @@ ${query}
      limit ${SEARCH_RESULT_LIMIT}`.execute(db),
  ]);
  const found: Found[] = [
    ...articles.rows.map((row) => ({
      kind: 'article' as const,
      path: localizePath(`/blog/${encodeURIComponent(row.slug)}`, lang),
      lang: row.lang as Language,
      title: row.title,
      snippet: `${ARTICLE_CATEGORY_NAMES[lang][row.category as ArticleCategory]} · ${row.snippet}`,
      rank: Number(row.rank),
    })),
    ...pages.rows.map((row) => ({
      kind: 'page' as const,
      path: row.path,
      lang,
      title: row.title,
      snippet: row.snippet,
      rank: Number(row.rank),
    })),
    ...astrologers.rows.map((row) => ({
      kind: 'astrologer' as const,
      path: localizePath(`/astrologer/${row.slug}`, lang),
      lang: 'en' as const,
      title: row.title,
      snippet: row.snippet,
      rank: Number(row.rank),
    })),
  ];
  return found
    .sort((a, b) => b.rank - a.rank || a.title.localeCompare(b.title))
    .slice(0, SEARCH_RESULT_LIMIT)
    .map(({ rank: _, title, snippet, ...rest }) => ({
      ...rest,
      title: highlighted(title),
      snippet: highlighted(snippet),
    }));
}
