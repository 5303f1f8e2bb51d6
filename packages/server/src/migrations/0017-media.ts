import { type Kysely, sql } from 'kysely';

/**
 * Uploaded images (articles' covers), named by their content's hash. They were files under
 * `<DATA_DIR>/media/`; in the database every instance behind a proxy serves the same ones
 * and a database backup holds them with the articles that point to them (as report PDFs).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table media (
      name text primary key,
      content_type text not null,
      bytes bytea not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
}
