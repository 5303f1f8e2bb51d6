import {
  ADMIN_FREE_QUESTIONS_PAGE_SIZE,
  type AdminFreeQuestion,
  type AdminFreeQuestionsPage,
  type FREE_QUESTION_STATES,
  type FreeQuestion,
  type FreeQuestionCreate,
} from '@jyotish/contract';
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

/**
 * The questions still waiting for an answer, oldest first: what an astrologer's desk lists —
 * those routed to no one and those an administrator routed to this astrologer.
 */
export async function waitingQuestions(
  db: AppDatabase,
  astrologerId: string,
): Promise<FreeQuestion[]> {
  const rows = await selectQuestions(db)
    .where('q.answered_at', 'is', null)
    .where((eb) => eb.or([eb('q.assigned_to', 'is', null), eb('q.assigned_to', '=', astrologerId)]))
    .orderBy('q.asked_at')
    .limit(50)
    .execute();
  return rows.map(present);
}

/**
 * Publishes the answer of a waiting question, once: the first answer is kept, a second is
 * refused (`undefined`), and so is an astrologer's answer to a question routed to another.
 * `astrologerId` null: the Jyotish team's answer, published by an administrator. The draft is
 * cleared. Returns the asker's e-mail and language for the mail.
 */
export async function answerFreeQuestion(
  db: AppDatabase,
  input: {
    readonly id: string;
    readonly astrologerId: string | null;
    readonly answer: string;
    readonly now: Date;
  },
) {
  let update = db
    .updateTable('free_question as q')
    .from('app_user as u')
    .set({
      answer: input.answer,
      answered_at: input.now,
      astrologer_id: input.astrologerId,
      draft_answer: null,
      draft_updated_at: null,
    })
    .whereRef('u.id', '=', 'q.user_id')
    .where('q.id', '=', input.id)
    .where('q.answered_at', 'is', null);
  const astrologerId = input.astrologerId;
  if (astrologerId !== null) {
    update = update.where((eb) =>
      eb.or([eb('q.assigned_to', 'is', null), eb('q.assigned_to', '=', astrologerId)]),
    );
  }
  return update.returning(['u.email', 'u.name', 'q.language']).executeTakeFirst();
}

/** Why an answer was refused: answered already, or routed to another astrologer. */
export async function refusedAnswerReason(
  db: AppDatabase,
  id: string,
): Promise<'answered' | 'assigned'> {
  const row = await db
    .selectFrom('free_question')
    .select('answered_at')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.answered_at ? 'answered' : 'assigned';
}

function selectAdminQuestions(db: AppDatabase) {
  return db
    .selectFrom('free_question as q')
    .innerJoin('app_user as u', 'u.id', 'q.user_id')
    .leftJoin('astrologer as a', 'a.user_id', 'q.astrologer_id')
    .leftJoin('astrologer as d', 'd.user_id', 'q.assigned_to')
    .selectAll('q')
    .select(['a.name as astrologer_name', 'u.email as asker_email', 'd.name as assigned_name']);
}

type AdminQuestionRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof selectAdminQuestions>['executeTakeFirst']>>
>;

function presentAdmin(row: AdminQuestionRow): AdminFreeQuestion {
  return {
    ...present(row),
    askerEmail: row.asker_email,
    language: row.language,
    assignedTo:
      row.assigned_to && row.assigned_name
        ? { id: row.assigned_to, name: row.assigned_name }
        : null,
    assignedAt: row.assigned_at?.toISOString() ?? null,
    draftAnswer: row.draft_answer,
    draftUpdatedAt: row.draft_updated_at?.toISOString() ?? null,
  };
}

export async function findAdminQuestion(
  db: AppDatabase,
  id: string,
): Promise<AdminFreeQuestion | undefined> {
  const row = await selectAdminQuestions(db).where('q.id', '=', id).executeTakeFirst();
  return row ? presentAdmin(row) : undefined;
}

/** `/admin/responses`: waiting questions oldest first, answered ones newest first, paged. */
export async function listAdminQuestions(
  db: AppDatabase,
  query: { readonly status: (typeof FREE_QUESTION_STATES)[number]; readonly page: number },
): Promise<AdminFreeQuestionsPage> {
  const waiting = query.status === 'waiting';
  const filtered = <T extends ReturnType<typeof selectAdminQuestions>>(select: T) =>
    select.where('q.answered_at', waiting ? 'is' : 'is not', null) as T;
  const [rows, counted] = await Promise.all([
    filtered(selectAdminQuestions(db))
      .orderBy(waiting ? 'q.asked_at' : 'q.answered_at', waiting ? 'asc' : 'desc')
      .orderBy('q.id')
      .limit(ADMIN_FREE_QUESTIONS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_FREE_QUESTIONS_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('free_question as q')
      .where('q.answered_at', waiting ? 'is' : 'is not', null)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.n);
  return {
    questions: rows.map(presentAdmin),
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_FREE_QUESTIONS_PAGE_SIZE)),
    total,
  };
}
