import { type Kysely, sql } from 'kysely';

/**
 * The free question (SPEC §1): one per account, with the asker's birth details, answered by an
 * astrologer from their desk (`src/consultations/free-questions.ts`). The unique user id is
 * the "one per account" rule itself, so two parallel submissions cannot both be kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table free_question (
      id uuid primary key,
      user_id uuid not null unique references app_user (id),
      question text not null,
      name text not null,
      birth_date text not null,
      birth_time text not null,
      birth_place text not null,
      latitude double precision not null,
      longitude double precision not null,
      language text not null,
      asked_at timestamptz not null default now(),
      astrologer_id uuid references astrologer (user_id),
      answer text,
      answered_at timestamptz,
      check ((answer is null) = (answered_at is null))
    )`.execute(db);
  await sql`create index free_question_waiting_idx on free_question (asked_at)
    where answered_at is null`.execute(db);
}
