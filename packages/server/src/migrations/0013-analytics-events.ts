import { type Kysely, sql } from 'kysely';

/**
 * First-party analytics (issue 20): one row per event, with no personal data beyond the user
 * id of a signed-in visitor (set to null when the account is deleted). Page views keep the
 * path without its query and the page language; no address, agent or visitor id is stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table analytics_event (
      id bigint generated always as identity primary key,
      name text not null,
      stage text not null,
      user_id uuid references app_user (id),
      path text,
      language text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index analytics_event_created_idx on analytics_event (created_at, name)`.execute(
    db,
  );
  await sql`create index analytics_event_user_idx on analytics_event (user_id, created_at)
    where user_id is not null`.execute(db);
}
