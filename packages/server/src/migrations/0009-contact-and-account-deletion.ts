import { type Kysely, sql } from 'kysely';

/**
 * Messages sent from `/contact`, kept for administrators (the sender's address is kept only
 * to answer them), and `app_user.deleted_at`: an account deleted by its owner keeps its row,
 * emptied of personal data, because the ledger, payments and receipts refer to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table contact_message (
      id uuid primary key,
      user_id uuid references app_user (id),
      name text not null,
      email text not null,
      message text not null,
      language text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index contact_message_created_idx on contact_message (created_at desc)`.execute(
    db,
  );
  await sql`alter table app_user add column deleted_at timestamptz`.execute(db);
}
