import {
  AdminFreeQuestionSchema,
  AdminFreeQuestionsPageSchema,
  AdminFreeQuestionsQuerySchema,
  ErrorResponseSchema,
  FREE_QUESTION_MESSAGES,
  FreeAnswerSchema,
  FreeQuestionAssignmentSchema,
  FreeQuestionParamsSchema,
  isLanguage,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unreachable } from '../../../accounts/http-replies.js';
import { MAIL_JOB } from '../../../accounts/mail-job.js';
import { recordAuditEvent } from '../../../audit/audit-log.js';
import {
  answerFreeQuestion,
  findAdminQuestion,
  listAdminQuestions,
} from '../../../consultations/free-questions.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** How the asker's mail names an answer published by an administrator. */
const TEAM_NAME = 'Jyotish';

const notFound = {
  message: FREE_QUESTION_MESSAGES.notFound,
  code: 'not_found' as const,
  reason: 'free_question_not_found' as const,
};
const answered = {
  message: FREE_QUESTION_MESSAGES.answered,
  code: 'conflict' as const,
  reason: 'free_question_answered' as const,
};

/**
 * `/admin/responses`: the free questions for administrators — route one to an astrologer's
 * desk, keep a draft answer, publish it to the asker as the team's. Each action is audited.
 */
export const adminFreeQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireAdmin = app.requireRole('admin');

  app.get(
    '/admin/free-questions',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Free questions waiting (oldest first) or answered (newest first), paged',
        querystring: AdminFreeQuestionsQuerySchema,
        response: { 200: AdminFreeQuestionsPageSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await listAdminQuestions(app.db, request.query)),
  );

  app.put(
    '/admin/free-questions/:id/assignment',
    {
      preHandler: requireAdmin,
      schema: {
        summary: "Route a waiting question to one astrologer's desk, or back to everyone's",
        params: FreeQuestionParamsSchema,
        body: FreeQuestionAssignmentSchema,
        response: { 200: AdminFreeQuestionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user: admin } = request.account ?? unreachable();
      const { astrologerId } = request.body;
      const outcome = await app.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('free_question')
          .select(['assigned_to', 'answered_at'])
          .where('id', '=', request.params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) return 'not_found';
        if (before.answered_at) return 'answered';
        if (astrologerId !== null) {
          const astrologer = await trx
            .selectFrom('astrologer')
            .select('user_id')
            .where('user_id', '=', astrologerId)
            .executeTakeFirst();
          if (!astrologer) return 'no_astrologer';
        }
        await trx
          .updateTable('free_question')
          .set({
            assigned_to: astrologerId,
            assigned_at: astrologerId === null ? null : app.clock.now(),
          })
          .where('id', '=', request.params.id)
          .execute();
        await recordAuditEvent(trx, {
          actorId: admin.id,
          action: 'free_question.assign',
          target: request.params.id,
          details: { before: before.assigned_to, after: astrologerId },
        });
        return 'assigned';
      });
      if (outcome === 'not_found') return reply.code(404).send(notFound);
      if (outcome === 'answered') return reply.code(409).send(answered);
      if (outcome === 'no_astrologer') {
        return reply.code(404).send({
          message: FREE_QUESTION_MESSAGES.astrologerNotFound,
          code: 'not_found',
          reason: 'astrologer_not_found',
          field: 'astrologerId',
        });
      }
      return (await findAdminQuestion(app.db, request.params.id)) ?? unreachable();
    },
  );

  app.put(
    '/admin/free-questions/:id/draft',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Keep a draft answer to a waiting question (the asker does not see it)',
        params: FreeQuestionParamsSchema,
        body: FreeAnswerSchema,
        response: { 200: AdminFreeQuestionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user: admin } = request.account ?? unreachable();
      const outcome = await app.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('free_question')
          .select(['draft_answer', 'answered_at'])
          .where('id', '=', request.params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) return 'not_found';
        if (before.answered_at) return 'answered';
        await trx
          .updateTable('free_question')
          .set({ draft_answer: request.body.answer, draft_updated_at: app.clock.now() })
          .where('id', '=', request.params.id)
          .execute();
        await recordAuditEvent(trx, {
          actorId: admin.id,
          action: 'free_question.draft',
          target: request.params.id,
          details: { before: before.draft_answer, after: request.body.answer },
        });
        return 'saved';
      });
      if (outcome === 'not_found') return reply.code(404).send(notFound);
      if (outcome === 'answered') return reply.code(409).send(answered);
      return (await findAdminQuestion(app.db, request.params.id)) ?? unreachable();
    },
  );

  app.post(
    '/admin/free-questions/:id/publish',
    {
      preHandler: requireAdmin,
      schema: {
        summary: "Publish an answer to the asker as the Jyotish team's (once); the asker is mailed",
        params: FreeQuestionParamsSchema,
        body: FreeAnswerSchema,
        response: { 200: AdminFreeQuestionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user: admin } = request.account ?? unreachable();
      const exists = await app.db
        .selectFrom('free_question')
        .select('id')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!exists) return reply.code(404).send(notFound);
      const published = await app.db.transaction().execute(async (trx) => {
        const asker = await answerFreeQuestion(trx, {
          id: request.params.id,
          astrologerId: null,
          answer: request.body.answer,
          now: app.clock.now(),
        });
        if (!asker) return false;
        await recordAuditEvent(trx, {
          actorId: admin.id,
          action: 'free_question.publish',
          target: request.params.id,
          details: { answer: request.body.answer },
        });
        await app.jobs.enqueue(
          MAIL_JOB,
          {
            kind: 'free-answer',
            to: asker.email,
            language: isLanguage(asker.language) ? asker.language : 'en',
            variables: { name: asker.name, astrologer: TEAM_NAME, answer: request.body.answer },
          },
          { db: trx },
        );
        return true;
      });
      if (!published) return reply.code(409).send(answered);
      app.jobs.wake();
      return (await findAdminQuestion(app.db, request.params.id)) ?? unreachable();
    },
  );
};
