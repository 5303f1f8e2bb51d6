import { type Kysely, sql } from 'kysely';
import { insertSeedArticles } from '../articles/seed-articles.js';

/**
 * Blog articles (SPEC §2, §3): an article (its number, slug, category, look) has one version per
 * language, each a draft or published on its own; `body_html` is the body rendered and
 * sanitised when it was saved. Every save also appends a revision, the CMS's history. The
 * twenty articles of SPEC §3 are written in, in English and Hindi.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table article (
      id serial primary key,
      slug text not null unique,
      category text not null,
      gradient text not null,
      cover_image text,
      author text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table article_version (
      article_id integer not null references article (id) on delete cascade,
      lang text not null,
      title text not null,
      excerpt text not null,
      body text not null,
      body_html text not null,
      read_minutes integer not null check (read_minutes > 0),
      status text not null check (status in ('draft', 'published')),
      published_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (article_id, lang),
      check ((status = 'published') <= (published_at is not null))
    )`.execute(db);
  await sql`
    create index article_version_listing_idx on article_version (lang, status, published_at desc)`.execute(
    db,
  );
  await sql`
    create table article_revision (
      id serial primary key,
      article_id integer not null references article (id) on delete cascade,
      lang text not null,
      title text not null,
      excerpt text not null,
      body text not null,
      category text not null,
      status text not null,
      editor_id uuid references app_user (id),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index article_revision_idx on article_revision (article_id, created_at desc)`.execute(
    db,
  );
  await insertSeedArticles(db);
}
