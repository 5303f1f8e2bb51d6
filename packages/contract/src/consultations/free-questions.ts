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
} as const;
