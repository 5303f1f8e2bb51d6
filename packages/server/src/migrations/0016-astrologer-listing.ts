import { type Kysely, sql } from 'kysely';

/**
 * Whether an astrologer is listed on the site (issue 20: administrators approve or suspend a
 * profile). An unlisted astrologer keeps their account, history and earnings, but the public
 * list, profile, search and chat requests no longer find them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table astrologer add column listed boolean not null default true`.execute(db);
}
