import { type Kysely, sql } from 'kysely';

/**
 * The administrators' desk for free questions (issue 20, `/admin/responses`): a question may
 * be routed to one astrologer (only their desk lists it then), and an administrator may keep
 * a draft answer before publishing it to the asker as the Jyotish team's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table free_question
      add column assigned_to uuid references astrologer (user_id),
      add column assigned_at timestamptz,
      add column draft_answer text,
      add column draft_updated_at timestamptz,
      add check ((assigned_to is null) = (assigned_at is null)),
      add check ((draft_answer is null) = (draft_updated_at is null))`.execute(db);
  await sql`create index free_question_answered_idx on free_question (answered_at desc)
    where answered_at is not null`.execute(db);
}
