import { type Kysely, sql } from 'kysely';

/**
 * Site search (`GET /api/search`) by PostgreSQL full-text search, the same on PGlite: each
 * article version keeps its document (title, then excerpt, then body, weighted so), and
 * `search_page` holds the site's own pages (their heading, keywords and description in each
 * language), written at start from the page catalog. The `simple` configuration: Hindi, Tamil
 * and Telugu have no stemmer, and one configuration for all lets an English word typed on a
 * Hindi page find an English article; queries match word prefixes instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table article_version add column search tsvector generated always as (
      setweight(to_tsvector('simple', title), 'A') ||
      setweight(to_tsvector('simple', excerpt), 'B') ||
      setweight(to_tsvector('simple', body), 'C')
    ) stored`.execute(db);
  await sql`create index article_version_search_idx on article_version using gin (search)`.execute(
    db,
  );
  await sql`
    create table search_page (
      key text not null,
      lang text not null,
      path text not null,
      title text not null,
      description text not null,
      keywords text not null,
      search tsvector generated always as (
        setweight(to_tsvector('simple', title), 'A') ||
        setweight(to_tsvector('simple', keywords), 'B') ||
        setweight(to_tsvector('simple', description), 'C')
      ) stored,
      primary key (key, lang)
    )`.execute(db);
  await sql`create index search_page_search_idx on search_page using gin (search)`.execute(db);
}
