import { BirthProfileInputSchema } from '../auth/birth-profiles.js';
import { z } from '../zod.js';

export const FREE_QUESTION_MIN_LENGTH = 10;
export const FREE_QUESTION_MAX_LENGTH = 1000;
export const FREE_ANSWER_MIN_LENGTH = 20;
export const FREE_ANSWER_MAX_LENGTH = 4000;

/** `POST /api/free-question`: the question and the birth it is about (SPEC §1). */
export const FreeQuestionCreateSchema = BirthProfileInputSchema.pick({
  name: true,
  birthDate: true,
  birthTime: true,
  birthPlace: true,
  latitude: true,
  longitude: true,
}).extend({
  question: z
    .string()
    .trim()
    .min(FREE_QUESTION_MIN_LENGTH, {
      error: `question must be at least ${FREE_QUESTION_MIN_LENGTH} characters`,
    })
    .max(FREE_QUESTION_MAX_LENGTH),
});
export type FreeQuestionCreate = z.infer<typeof FreeQuestionCreateSchema>;

export const FreeQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  name: z.string(),
  birthDate: z.string(),
  birthTime: z.string(),
  birthPlace: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  askedAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** Who answered; null until then. */
  astrologerName: z.string().nullable(),
});
export type FreeQuestion = z.infer<typeof FreeQuestionSchema>;

/** `GET /api/free-question`: the signed-in user's question, or null before they ask. */
export const MyFreeQuestionSchema = z.object({ question: FreeQuestionSchema.nullable() });

/** `GET /api/astrologer/free-questions`: the questions waiting for an answer, oldest first. */
export const FreeQuestionListSchema = z.object({ data: z.array(FreeQuestionSchema) });

export const FreeAnswerSchema = z.object({
  answer: z
    .string()
    .trim()
    .min(FREE_ANSWER_MIN_LENGTH, {
      error: `answer must be at least ${FREE_ANSWER_MIN_LENGTH} characters`,
    })
    .max(FREE_ANSWER_MAX_LENGTH),
});

export const FreeQuestionParamsSchema = z.object({ id: z.uuid({ error: 'id must be a UUID' }) });

export const FREE_QUESTION_MESSAGES = {
  used: 'You have already asked your free question',
  notFound: 'Question not found',
  answered: 'This question has already been answered',
  assigned: 'This question is assigned to another astrologer',
  astrologerNotFound: 'Astrologer not found',
} as const;

/** What the administrators' desk (`/admin/responses`) lists: questions waiting, or answered. */
export const FREE_QUESTION_STATES = ['waiting', 'answered'] as const;
export const ADMIN_FREE_QUESTIONS_PAGE_SIZE = 20;

/** `GET /api/admin/free-questions?status=&page=` */
export const AdminFreeQuestionsQuerySchema = z.object({
  status: z
    .enum(FREE_QUESTION_STATES, {
      error: `status must be one of ${FREE_QUESTION_STATES.join(', ')}`,
    })
    .default('waiting'),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be at least 1' })
    .max(100_000, { error: 'page must be at most 100000' })
    .default(1),
});

/** A question as administrators see it: the asker, the assignment and a draft answer. */
export const AdminFreeQuestionSchema = FreeQuestionSchema.extend({
  askerEmail: z.string(),
  /** The page language the question was asked in. */
  language: z.string(),
  /** The astrologer whose desk it is routed to; null: every astrologer's. */
  assignedTo: z.object({ id: z.string(), name: z.string() }).nullable(),
  assignedAt: z.string().nullable(),
  /** An administrator's answer not yet published to the asker. */
  draftAnswer: z.string().nullable(),
  draftUpdatedAt: z.string().nullable(),
});
export type AdminFreeQuestion = z.infer<typeof AdminFreeQuestionSchema>;

export const AdminFreeQuestionsPageSchema = z.object({
  questions: z.array(AdminFreeQuestionSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type AdminFreeQuestionsPage = z.infer<typeof AdminFreeQuestionsPageSchema>;

/** `PUT /api/admin/free-questions/{id}/assignment`: an astrologer's id, or null for everyone. */
export const FreeQuestionAssignmentSchema = z.object({
  astrologerId: z.uuid({ error: 'astrologerId must be a UUID' }).nullable(),
});
