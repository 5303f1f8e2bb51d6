import {
  type AdminArticle,
  ARTICLE_GRADIENTS,
  ARTICLES_PER_PAGE,
  type Article,
  type ArticleCategory,
  type ArticleGradient,
  type ArticleInput,
  type ArticleList,
  type ArticlePatch,
  type ArticleStatus,
  type ArticleSummary,
  articleSlugOf,
  categoryOfSlug,
  type Language,
  readMinutesOf,
} from '@jyotish/contract';
import { type Selectable, sql } from 'kysely';
import { recordAuditEvent } from '../audit/audit-log.js';
import type { AppDatabase, ArticleTable, ArticleVersionTable } from '../db/schema.js';
import { renderArticleMarkdown } from './article-markdown.js';

type VersionRow = Selectable<ArticleTable> &
  Omit<Selectable<ArticleVersionTable>, 'article_id' | 'search'>;

/** A version's columns as readers get them (not its search document). */
const PUBLIC_VERSION_COLUMNS = [
  'v.lang',
  'v.title',
  'v.excerpt',
  'v.body',
  'v.body_html',
  'v.read_minutes',
  'v.status',
  'v.published_at',
  'v.updated_at',
] as const;

/**
 * The published version of each article a reader of `lang` sees: their language's where it
 * is published, else the English one (an article not yet translated still shows, in English).
 */
function readableVersions(db: AppDatabase, lang: Language) {
  return db
    .selectFrom('article_version as v')
    .innerJoin('article as a', 'a.id', 'v.article_id')
    .where('v.status', '=', 'published')
    .where('v.lang', 'in', [...new Set<string>([lang, 'en'])])
    .distinctOn('a.id')
    .select([
      'a.id',
      'a.slug',
      'a.category',
      'a.gradient',
      'a.cover_image',
      'a.author',
      'a.created_at',
      ...PUBLIC_VERSION_COLUMNS,
    ])
    .orderBy('a.id')
    .orderBy(sql`v.lang = ${lang}`, 'desc');
}

function presentSummary(row: VersionRow): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    lang: row.lang as Language,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category as ArticleCategory,
    readMinutes: row.read_minutes,
    gradient: row.gradient as ArticleGradient,
    coverImage: row.cover_image,
    author: row.author,
    publishedAt: (row.published_at ?? row.updated_at).toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** One page of the listing, newest first, optionally of one category (by its slug). */
export async function listPublishedArticles(
  db: AppDatabase,
  query: { readonly page: number; readonly category?: string; readonly lang: Language },
): Promise<ArticleList> {
  const category = query.category === undefined ? null : categoryOfSlug(query.category);
  const readable = db
    .selectFrom(readableVersions(db, query.lang).as('t'))
    .$if(category !== null, (q) => q.where('t.category', '=', category ?? ''));
  const [rows, counted] = await Promise.all([
    readable
      .selectAll()
      .orderBy('t.published_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(ARTICLES_PER_PAGE)
      .offset((query.page - 1) * ARTICLES_PER_PAGE)
      .execute(),
    readable.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.total);
  return {
    articles: rows.map(presentSummary),
    page: query.page,
    pageCount: Math.ceil(total / ARTICLES_PER_PAGE),
    total,
  };
}

/** Every published article for `lang` (with the English fallback), newest first: the feed. */
export async function listAllPublishedArticles(
  db: AppDatabase,
  lang: Language,
): Promise<(ArticleSummary & { readonly html: string })[]> {
  const rows = await db
    .selectFrom(readableVersions(db, lang).as('t'))
    .selectAll()
    .orderBy('t.published_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
  return rows.map((row) => ({ ...presentSummary(row), html: row.body_html }));
}

const RELATED_COUNT = 3;

/**
 * A published article by its slug or its number (`/article/{id}`), in `lang` where it is
 * published in it, else English, else any published language; null when there is none.
 */
export async function findPublishedArticle(
  db: AppDatabase,
  slugOrId: string,
  lang: Language,
): Promise<Article | null> {
  const id = /^\d{1,9}$/.test(slugOrId) ? Number(slugOrId) : null;
  const versions = await db
    .selectFrom('article_version as v')
    .innerJoin('article as a', 'a.id', 'v.article_id')
    .where('v.status', '=', 'published')
    .where(id === null ? 'a.slug' : 'a.id', '=', id ?? slugOrId)
    .selectAll('a')
    .select(PUBLIC_VERSION_COLUMNS)
    .execute();
  const rank = (row: { lang: string }) => (row.lang === lang ? 0 : row.lang === 'en' ? 1 : 2);
  const row = versions.sort((a, b) => rank(a) - rank(b))[0];
  if (row === undefined) return null;
  const related = await db
    .selectFrom(readableVersions(db, lang).as('t'))
    .selectAll()
    .where('t.id', '!=', row.id)
    .orderBy(sql`t.category = ${row.category}`, 'desc')
    .orderBy('t.published_at', 'desc')
    .limit(RELATED_COUNT)
    .execute();
  return {
    ...presentSummary(row),
    html: row.body_html,
    languages: versions.map((version) => version.lang as Language).sort(),
    related: related.map(presentSummary),
  };
}

// The CMS.

export class ArticleSlugTakenError extends Error {
  constructor() {
    super('Article slug taken');
  }
}

/** A version as the CMS reads it: not its rendered HTML nor its search document. */
const VERSION_COLUMNS = [
  'article_id',
  'lang',
  'title',
  'excerpt',
  'body',
  'read_minutes',
  'status',
  'published_at',
  'updated_at',
] as const;

export async function listAdminArticles(db: AppDatabase): Promise<AdminArticle[]> {
  const [articles, versions] = await Promise.all([
    db.selectFrom('article').selectAll().orderBy('id', 'desc').execute(),
    db.selectFrom('article_version').select(VERSION_COLUMNS).orderBy('lang').execute(),
  ]);
  return articles.map((article) =>
    presentAdminArticle(
      article,
      versions.filter((version) => version.article_id === article.id),
    ),
  );
}

export async function findAdminArticle(db: AppDatabase, id: number): Promise<AdminArticle | null> {
  const article = await db
    .selectFrom('article')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (article === undefined) return null;
  const versions = await db
    .selectFrom('article_version')
    .select(VERSION_COLUMNS)
    .where('article_id', '=', id)
    .orderBy('lang')
    .execute();
  return presentAdminArticle(article, versions);
}

function presentAdminArticle(
  article: Selectable<ArticleTable>,
  versions: readonly Omit<Selectable<ArticleVersionTable>, 'search' | 'body_html'>[],
): AdminArticle {
  return {
    id: article.id,
    slug: article.slug,
    category: article.category as ArticleCategory,
    gradient: article.gradient as ArticleGradient,
    coverImage: article.cover_image,
    author: article.author,
    versions: versions.map((version) => ({
      lang: version.lang as Language,
      title: version.title,
      excerpt: version.excerpt,
      body: version.body,
      status: version.status,
      readMinutes: version.read_minutes,
      publishedAt: version.published_at?.toISOString() ?? null,
      updatedAt: version.updated_at.toISOString(),
    })),
  };
}

interface Editor {
  readonly id: string;
  readonly name: string;
}

/** A new article's card colour: one per category, so a category's cards look alike. */
function gradientOf(category: ArticleCategory): ArticleGradient {
  const index = [...category].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  return ARTICLE_GRADIENTS[index % ARTICLE_GRADIENTS.length] ?? 'violet-fuchsia';
}

interface VersionFields {
  readonly title: string;
  readonly excerpt: string;
  readonly body: string;
  readonly category: string;
  readonly status: ArticleStatus;
}

/** Writes one language's version (new or changed) and appends its revision. */
async function saveVersion(
  trx: AppDatabase,
  articleId: number,
  lang: Language,
  fields: VersionFields,
  editor: Editor,
  wasPublishedAt: Date | null,
): Promise<void> {
  const now = new Date();
  const values = {
    title: fields.title,
    excerpt: fields.excerpt,
    body: fields.body,
    body_html: renderArticleMarkdown(fields.body),
    read_minutes: readMinutesOf(fields.body),
    status: fields.status,
    // The first publication dates the article; unpublishing and publishing again keeps it.
    published_at: fields.status === 'published' ? (wasPublishedAt ?? now) : wasPublishedAt,
    updated_at: now,
  };
  await trx
    .insertInto('article_version')
    .values({ article_id: articleId, lang, ...values })
    .onConflict((oc) => oc.columns(['article_id', 'lang']).doUpdateSet(values))
    .execute();
  await trx
    .insertInto('article_revision')
    .values({
      article_id: articleId,
      lang,
      title: fields.title,
      excerpt: fields.excerpt,
      body: fields.body,
      category: fields.category,
      status: fields.status,
      editor_id: editor.id,
    })
    .execute();
}

/** Creates an article with its first language version; the slug must be free. */
export async function createArticle(
  db: AppDatabase,
  input: ArticleInput & { readonly status: ArticleStatus },
  editor: Editor,
): Promise<AdminArticle> {
  const slug = input.slug ?? articleSlugOf(input.title);
  const id = await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('article')
      .values({
        slug,
        category: input.category,
        gradient: gradientOf(input.category),
        author: editor.name,
      })
      .onConflict((oc) => oc.column('slug').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (created === undefined) throw new ArticleSlugTakenError();
    await saveVersion(trx, created.id, input.lang, { ...input }, editor, null);
    await recordAuditEvent(trx, {
      actorId: editor.id,
      action: 'article.create',
      target: String(created.id),
      details: { slug, lang: input.lang, title: input.title, status: input.status },
    });
    return created.id;
  });
  return (await findAdminArticle(db, id)) as AdminArticle;
}

/**
 * Changes an article's slug or category and one language's version, creating that version
 * when it is new (then title, excerpt and body are required). Null when there is no article.
 */
export async function updateArticle(
  db: AppDatabase,
  id: number,
  patch: ArticlePatch,
  editor: Editor,
): Promise<AdminArticle | null | 'incomplete'> {
  const outcome = await db
    .transaction()
    .execute(async (trx) => {
      const article = await trx
        .selectFrom('article')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (article === undefined) return null;
      const before = await trx
        .selectFrom('article_version')
        .selectAll()
        .where('article_id', '=', id)
        .where('lang', '=', patch.lang)
        .forUpdate()
        .executeTakeFirst();
      const title = patch.title ?? before?.title;
      const excerpt = patch.excerpt ?? before?.excerpt;
      const body = patch.body ?? before?.body;
      if (title === undefined || excerpt === undefined || body === undefined) return 'incomplete';
      const category = patch.category ?? article.category;
      const slug = patch.slug ?? article.slug;
      if (slug !== article.slug || category !== article.category) {
        const taken = await trx
          .selectFrom('article')
          .select('id')
          .where('slug', '=', slug)
          .where('id', '!=', id)
          .executeTakeFirst();
        if (taken !== undefined) throw new ArticleSlugTakenError();
        await trx.updateTable('article').set({ slug, category }).where('id', '=', id).execute();
      }
      const status = patch.status ?? before?.status ?? 'draft';
      await saveVersion(
        trx,
        id,
        patch.lang,
        { title, excerpt, body, category, status },
        editor,
        before?.published_at ?? null,
      );
      await recordAuditEvent(trx, {
        actorId: editor.id,
        action: 'article.update',
        target: String(id),
        details: {
          lang: patch.lang,
          before: before
            ? {
                slug: article.slug,
                category: article.category,
                title: before.title,
                status: before.status,
              }
            : null,
          after: { slug, category, title, status },
        },
      });
      return 'saved' as const;
    })
    .catch((error: unknown) => {
      // Two edits giving two articles one slug at once: the unique index refuses the second.
      if ((error as { code?: string } | null)?.code === '23505') throw new ArticleSlugTakenError();
      throw error;
    });
  if (outcome !== 'saved') return outcome;
  return findAdminArticle(db, id);
}

/** Deletes an article with all its versions and revisions; false when there was none. */
export async function deleteArticle(db: AppDatabase, id: number, editor: Editor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('article')
      .where('id', '=', id)
      .returning(['slug', 'category'])
      .executeTakeFirst();
    if (deleted === undefined) return false;
    await recordAuditEvent(trx, {
      actorId: editor.id,
      action: 'article.delete',
      target: String(id),
      details: { slug: deleted.slug, category: deleted.category },
    });
    return true;
  });
}

/** An article's saved states, newest first. */
export async function listArticleRevisions(db: AppDatabase, id: number) {
  const rows = await db
    .selectFrom('article_revision as r')
    .leftJoin('app_user as u', 'u.id', 'r.editor_id')
    .selectAll('r')
    .select('u.name as editor')
    .where('r.article_id', '=', id)
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    lang: row.lang as Language,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    category: row.category as ArticleCategory,
    status: row.status,
    editor: row.editor,
    createdAt: row.created_at.toISOString(),
  }));
}

/** Every article with a published version: its slug, languages and last change (sitemap). */
export async function listSitemapArticles(db: AppDatabase) {
  const rows = await db
    .selectFrom('article_version as v')
    .innerJoin('article as a', 'a.id', 'v.article_id')
    .where('v.status', '=', 'published')
    .select(['a.slug', 'v.lang', 'v.updated_at'])
    .orderBy('a.id')
    .orderBy('v.lang')
    .execute();
  const bySlug = new Map<string, { slug: string; languages: Language[]; updatedAt: Date }>();
  for (const row of rows) {
    const entry = bySlug.get(row.slug) ?? {
      slug: row.slug,
      languages: [],
      updatedAt: row.updated_at,
    };
    entry.languages.push(row.lang as Language);
    if (row.updated_at > entry.updatedAt) entry.updatedAt = row.updated_at;
    bySlug.set(row.slug, entry);
  }
  return [...bySlug.values()];
}

/** Sets an article's cover image (a stored path); false when there is no article. */
export async function setArticleCover(
  db: AppDatabase,
  id: number,
  cover: string,
  editor: Editor,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('article')
      .select('cover_image')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (before === undefined) return false;
    await trx.updateTable('article').set({ cover_image: cover }).where('id', '=', id).execute();
    await recordAuditEvent(trx, {
      actorId: editor.id,
      action: 'article.update',
      target: String(id),
      details: { before: { cover: before.cover_image }, after: { cover } },
    });
    return true;
  });
}
