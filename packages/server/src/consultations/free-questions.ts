import type { FreeQuestion, FreeQuestionCreate } from '@jyotish/contract';
import type { AppDatabase } from '../db/schema.js';

function selectQuestions(db: AppDatabase) {
  return db
    .selectFrom('free_question as q')
    .leftJoin('astrologer as a', 'a.user_id', 'q.astrologer_id')
    .selectAll('q')
    .select('a.name as astrologer_name');
}

type QuestionRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof selectQuestions>['executeTakeFirst']>>
>;

function present(row: QuestionRow): FreeQuestion {
  return {
    id: row.id,
    question: row.question,
    name: row.name,
    birthDate: row.birth_date,
    birthTime: row.birth_time,
    birthPlace: row.birth_place,
    latitude: row.latitude,
    longitude: row.longitude,
    askedAt: row.asked_at.toISOString(),
    answer: row.answer,
    answeredAt: row.answered_at?.toISOString() ?? null,
    astrologerName: row.astrologer_name,
  };
}

export async function findOwnQuestion(
  db: AppDatabase,
  userId: string,
): Promise<FreeQuestion | null> {
  const row = await selectQuestions(db).where('q.user_id', '=', userId).executeTakeFirst();
  return row ? present(row) : null;
}

/** Keeps a user's free question; undefined when they have asked theirs already. */
export async function askFreeQuestion(
  db: AppDatabase,
  input: FreeQuestionCreate & { readonly userId: string; readonly language: string },
): Promise<FreeQuestion | undefined> {
  const inserted = await db
    .insertInto('free_question')
    .values({
      id: crypto.randomUUID(),
      user_id: input.userId,
      question: input.question,
      name: input.name,
      birth_date: input.birthDate,
      birth_time: input.birthTime,
      birth_place: input.birthPlace,
      latitude: input.latitude,
      longitude: input.longitude,
      language: input.language,
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? ((await findOwnQuestion(db, input.userId)) ?? undefined) : undefined;
}

/** The questions still waiting for an answer, oldest first: what an astrologer's desk lists. */
export async function waitingQuestions(db: AppDatabase): Promise<FreeQuestion[]> {
  const rows = await selectQuestions(db)
    .where('q.answered_at', 'is', null)
    .orderBy('q.asked_at')
    .limit(50)
    .execute();
  return rows.map(present);
}

/**
 * An astrologer answers a waiting question, once: the first answer is kept, a second is
 * refused (`undefined`). Returns the asker's e-mail and language for the mail.
 */
export async function answerFreeQuestion(
  db: AppDatabase,
  input: {
    readonly id: string;
    readonly astrologerId: string;
    readonly answer: string;
    readonly now: Date;
  },
) {
  return db
    .updateTable('free_question as q')
    .from('app_user as u')
    .set({ answer: input.answer, answered_at: input.now, astrologer_id: input.astrologerId })
    .whereRef('u.id', '=', 'q.user_id')
    .where('q.id', '=', input.id)
    .where('q.answered_at', 'is', null)
    .returning(['u.email', 'u.name', 'q.language'])
    .executeTakeFirst();
}
