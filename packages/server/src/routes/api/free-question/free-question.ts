import {
  ErrorResponseSchema,
  FREE_QUESTION_MESSAGES,
  FreeAnswerSchema,
  FreeQuestionCreateSchema,
  FreeQuestionListSchema,
  FreeQuestionParamsSchema,
  FreeQuestionSchema,
  isLanguage,
  MyFreeQuestionSchema,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unreachable } from '../../../accounts/http-replies.js';
import { MAIL_JOB } from '../../../accounts/mail-job.js';
import {
  answerFreeQuestion,
  askFreeQuestion,
  findOwnQuestion,
  refusedAnswerReason,
  waitingQuestions,
} from '../../../consultations/free-questions.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/**
 * The free question (SPEC §1): a signed-in user asks one, with their birth details; an
 * astrologer answers it from the desk; the answer shows under "Your Answers" and is mailed.
 */
export const freeQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/free-question',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'My free question and its answer, or null before I ask',
        response: { 200: MyFreeQuestionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      return reply
        .header('cache-control', 'no-store')
        .send({ question: await findOwnQuestion(app.db, user.id) });
    },
  );

  app.post(
    '/free-question',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Ask my one free question',
        body: FreeQuestionCreateSchema,
        response: { 201: FreeQuestionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const question = await askFreeQuestion(app.db, {
        ...request.body,
        userId: user.id,
        language: user.language,
      });
      if (!question) {
        return reply.code(409).send({
          message: FREE_QUESTION_MESSAGES.used,
          code: 'conflict',
          reason: 'free_question_used',
        });
      }
      return reply.code(201).send(question);
    },
  );

  const requireAstrologer = app.requireRole('astrologer');

  app.get(
    '/astrologer/free-questions',
    {
      preHandler: requireAstrologer,
      schema: {
        summary: 'Free questions waiting for an answer, oldest first',
        response: { 200: FreeQuestionListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      return reply
        .header('cache-control', 'no-store')
        .send({ data: await waitingQuestions(app.db, user.id) });
    },
  );

  app.post(
    '/astrologer/free-questions/:id/answer',
    {
      preHandler: requireAstrologer,
      schema: {
        summary: 'Answer a free question (once); the asker is mailed',
        params: FreeQuestionParamsSchema,
        body: FreeAnswerSchema,
        response: { 200: FreeQuestionListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const astrologer = await app.db
        .selectFrom('astrologer')
        .select('name')
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      const exists = await app.db
        .selectFrom('free_question')
        .select('id')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!astrologer || !exists) {
        return reply.code(404).send({
          message: FREE_QUESTION_MESSAGES.notFound,
          code: 'not_found',
          reason: 'free_question_not_found',
        });
      }
      const answered = await app.db.transaction().execute(async (trx) => {
        const asker = await answerFreeQuestion(trx, {
          id: request.params.id,
          astrologerId: user.id,
          answer: request.body.answer,
          now: app.clock.now(),
        });
        if (!asker) return false;
        await app.jobs.enqueue(
          MAIL_JOB,
          {
            kind: 'free-answer',
            to: asker.email,
            language: isLanguage(asker.language) ? asker.language : 'en',
            variables: {
              name: asker.name,
              astrologer: astrologer.name,
              answer: request.body.answer,
            },
          },
          { db: trx },
        );
        return true;
      });
      if (!answered) {
        const why = await refusedAnswerReason(app.db, request.params.id);
        return reply.code(409).send({
          message: FREE_QUESTION_MESSAGES[why],
          code: 'conflict',
          reason: why === 'answered' ? 'free_question_answered' : 'free_question_assigned',
        });
      }
      return reply.send({ data: await waitingQuestions(app.db, user.id) });
    },
  );
};
