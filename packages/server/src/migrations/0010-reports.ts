import { type Kysely, sql } from 'kysely';

/**
 * Premium reports (SPEC §1): a bought report keeps what it was made from (the birth and, for
 * matching, the partner; the language; the instant it reads "now" from; the engine's version)
 * and, once built, its content and PDF, so a download months later is the same document.
 * `purchase_key` is the wallet purchase's idempotency key: one report per key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table report (
      id uuid primary key,
      user_id uuid not null references app_user (id),
      type text not null,
      language text not null,
      inputs jsonb not null,
      as_of timestamptz not null,
      engine_version text not null,
      price_paise bigint not null check (price_paise > 0),
      purchase_key text not null unique,
      status text not null default 'queued'
        check (status in ('queued', 'running', 'ready', 'failed')),
      progress integer not null default 0 check (progress between 0 and 100),
      content jsonb,
      pdf bytea,
      page_count integer,
      error text,
      refunded_at timestamptz,
      created_at timestamptz not null default now(),
      ready_at timestamptz,
      check ((status = 'ready') = (pdf is not null))
    )`.execute(db);
  await sql`create index report_user_idx on report (user_id, created_at desc)`.execute(db);
}
