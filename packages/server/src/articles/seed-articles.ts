import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type ArticleCategory,
  type ArticleGradient,
  EDITORIAL_AUTHOR,
  type Language,
  readMinutesOf,
} from '@jyotish/contract';
import { type Kysely, sql } from 'kysely';
import { REPO_ROOT } from '../repo-paths.js';
import { renderArticleMarkdown } from './article-markdown.js';

/** The seeded articles' Markdown: `NN-<slug>.<lang>.md`, each with a title and an excerpt. */
export const SEED_ARTICLES_DIR = path.join(REPO_ROOT, 'packages/server/content/articles');

interface SeedArticleMeta {
  readonly id: number;
  readonly category: ArticleCategory;
  readonly gradient: ArticleGradient;
  /** Published at 06:00 IST on this date, a few days before the event it is about. */
  readonly published: string;
}

/**
 * The twenty articles of SPEC §3 (ids 1–20; the first three the earlier list's Transit,
 * Conjunction and Aspect), about the sky of July to November 2025 as our engine computes it.
 */
export const SEED_ARTICLE_META: readonly SeedArticleMeta[] = [
  { id: 1, category: 'Transit', gradient: 'amber-orange', published: '2025-10-12' },
  { id: 2, category: 'Conjunction', gradient: 'violet-fuchsia', published: '2025-08-05' },
  { id: 3, category: 'Aspect', gradient: 'slate-indigo', published: '2025-07-25' },
  { id: 4, category: 'Retrograde', gradient: 'indigo-sky', published: '2025-07-12' },
  { id: 5, category: 'Lunar', gradient: 'indigo-sky', published: '2025-09-02' },
  { id: 6, category: 'Lunar', gradient: 'slate-indigo', published: '2025-08-19' },
  { id: 7, category: 'Transit', gradient: 'rose-red', published: '2025-09-09' },
  { id: 8, category: 'Direct Motion', gradient: 'amber-orange', published: '2025-11-06' },
  { id: 9, category: 'Retrograde', gradient: 'slate-indigo', published: '2025-07-08' },
  { id: 10, category: 'Nodes', gradient: 'violet-fuchsia', published: '2025-08-12' },
  { id: 11, category: 'Festival', gradient: 'amber-orange', published: '2025-08-20' },
  { id: 12, category: 'Festival', gradient: 'emerald-teal', published: '2025-09-01' },
  { id: 13, category: 'Festival', gradient: 'rose-red', published: '2025-09-15' },
  { id: 14, category: 'Eclipse', gradient: 'indigo-sky', published: '2025-08-30' },
  { id: 15, category: 'Eclipse', gradient: 'slate-indigo', published: '2025-09-14' },
  { id: 16, category: 'Combust', gradient: 'rose-red', published: '2025-11-20' },
  { id: 17, category: 'Seasonal', gradient: 'amber-orange', published: '2025-09-12' },
  { id: 18, category: 'Transit', gradient: 'emerald-teal', published: '2025-09-28' },
  { id: 19, category: 'Seasonal', gradient: 'emerald-teal', published: '2025-09-18' },
  { id: 20, category: 'Festival', gradient: 'violet-fuchsia', published: '2025-09-25' },
];

export interface SeedArticleVersion {
  readonly lang: Language;
  readonly title: string;
  readonly excerpt: string;
  readonly body: string;
}

export interface SeedArticle extends SeedArticleMeta {
  /** From the file name (the English title's slug by SPEC §2's rule; a test holds them equal). */
  readonly slug: string;
  readonly publishedAt: Date;
  readonly versions: readonly SeedArticleVersion[];
}

const FILE_NAME = /^(\d\d)-([a-z0-9-]+)\.(en|hi|ta|te)\.md$/;
const FRONT_MATTER = /^---\ntitle: (.+)\nexcerpt: (.+)\n---\n([\s\S]+)$/;

/** Reads the seeded articles from their files; throws on a file that does not parse. */
export function loadSeedArticles(directory: string = SEED_ARTICLES_DIR): SeedArticle[] {
  const files = readdirSync(directory).filter((name) => name.endsWith('.md'));
  return SEED_ARTICLE_META.map((meta) => {
    const own = files.filter((name) => Number(name.slice(0, 2)) === meta.id);
    const versions = own.map((name): SeedArticleVersion => {
      const fileName = FILE_NAME.exec(name);
      const parts = FRONT_MATTER.exec(readFileSync(path.join(directory, name), 'utf8'));
      if (!fileName || !parts) throw new Error(`Unreadable seeded article ${name}`);
      return {
        lang: fileName[3] as Language,
        title: (parts[1] ?? '').trim(),
        excerpt: (parts[2] ?? '').trim(),
        body: (parts[3] ?? '').trim(),
      };
    });
    const slug = FILE_NAME.exec(own[0] ?? '')?.[2];
    if (slug === undefined) throw new Error(`Seeded article ${meta.id} has no file`);
    return {
      ...meta,
      slug,
      publishedAt: new Date(`${meta.published}T06:00:00+05:30`),
      versions,
    };
  });
}

/**
 * Writes the seeded articles into a new database (migration 0011), each version published,
 * with its first revision. Later edits are the administrators', in the CMS.
 */
export async function insertSeedArticles(db: Kysely<unknown>): Promise<void> {
  for (const article of loadSeedArticles()) {
    await sql`
      insert into article (id, slug, category, gradient, author, created_at)
      values (${article.id}, ${article.slug}, ${article.category}, ${article.gradient},
        ${EDITORIAL_AUTHOR}, ${article.publishedAt})`.execute(db);
    for (const version of article.versions) {
      await sql`
        insert into article_version (article_id, lang, title, excerpt, body, body_html,
          read_minutes, status, published_at, updated_at)
        values (${article.id}, ${version.lang}, ${version.title}, ${version.excerpt},
          ${version.body}, ${renderArticleMarkdown(version.body)}, ${readMinutesOf(version.body)},
          'published', ${article.publishedAt}, ${article.publishedAt})`.execute(db);
      await sql`
        insert into article_revision (article_id, lang, title, excerpt, body, category, status,
          created_at)
        values (${article.id}, ${version.lang}, ${version.title}, ${version.excerpt},
          ${version.body}, ${article.category}, 'published', ${article.publishedAt})`.execute(db);
    }
  }
  // Articles made in the CMS number on from the seeded ones.
  await sql`select setval(pg_get_serial_sequence('article', 'id'), (select max(id) from article))`.execute(
    db,
  );
}
