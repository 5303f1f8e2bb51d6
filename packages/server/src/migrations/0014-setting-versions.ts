import { type Kysely, sql } from 'kysely';

/**
 * Versioned settings (issue 20): every save of `/admin/settings` is a numbered version with
 * the whole settings document as it became, who saved it and which sections changed. The
 * primary key on the number is what refuses a second save made on top of the same version.
 * `app_setting` keeps holding the current value of each section, which the money paths read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table setting_version (
      version integer primary key check (version > 0),
      sections text[] not null,
      settings jsonb not null,
      created_by uuid references app_user (id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
}
