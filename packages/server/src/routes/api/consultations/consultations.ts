import {
  ChatTicketSchema,
  CONSULTATION_MESSAGES,
  ConsultationCreateSchema,
  ConsultationListSchema,
  ConsultationParamsSchema,
  ConsultationSchema,
  ErrorResponseSchema,
  MessagesQuerySchema,
  MessagesSchema,
  ReviewCreateSchema,
} from '@jyotish/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { unreachable } from '../../../accounts/http-replies.js';
import type { UserRow } from '../../../accounts/users.js';
import { recordAuditEvent } from '../../../audit/audit-log.js';
import { messagesAfter } from '../../../consultations/chat-messages.js';
import { issueChatTicket } from '../../../consultations/chat-tickets.js';
import {
  acceptConsultation,
  type ConsultationRow,
  declineConsultation,
  endConsultation,
  requestConsultation,
  settleConsultation,
  type Transition,
} from '../../../consultations/consultation-lifecycle.js';
import {
  findConsultation,
  listConsultations,
} from '../../../consultations/consultation-presenter.js';
import { consultationRefusal } from '../../../consultations/consultation-refusals.js';
import { moneyRefusal } from '../../../payments/refusals.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** Who a signed-in account is to a consultation; strangers get `undefined` (answered 404). */
export type ConsultationSide = 'user' | 'astrologer' | 'admin';

export function sideOf(row: ConsultationRow, user: UserRow): ConsultationSide | undefined {
  if (row.user_id === user.id) return 'user';
  if (row.astrologer_id === user.id) return 'astrologer';
  if (user.role === 'admin') return 'admin';
  return undefined;
}

const notFound = {
  message: CONSULTATION_MESSAGES.consultationNotFound,
  code: 'not_found' as const,
  reason: 'consultation_not_found' as const,
};

/**
 * Consultations: request (money set aside), accept or decline (the astrologer, within 60 s),
 * end (either side), the transcript, a socket ticket and the review. Only the two participants
 * see a consultation (an admin reads it too); anyone else is told it does not exist.
 */
export const consultationRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The consultation and who the caller is to it; undefined for a stranger or no such id. */
  async function load(id: string, user: UserRow) {
    const row = await app.db
      .selectFrom('consultation')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    const side = row ? sideOf(row, user) : undefined;
    return row && side ? { row, side } : undefined;
  }

  function refuse(reply: FastifyReply, error: unknown) {
    const refusal = consultationRefusal(error) ?? moneyRefusal(error);
    if (!refusal) throw error;
    return reply.code(refusal.status).send(refusal.body);
  }

  async function answer(reply: FastifyReply, transition: Transition, status = 200) {
    await app.chatHub.publish(transition.events);
    const consultation = await findConsultation(app.db, transition.row.id);
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .send(consultation ?? unreachable());
  }

  app.post(
    '/consultations',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Ask an astrologer for a chat (per minute or the 20-minute package)',
        body: ConsultationCreateSchema,
        response: { 201: ConsultationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      try {
        const row = await requestConsultation(app.db, {
          userId: user.id,
          astrologer: request.body.astrologerId,
          mode: request.body.mode,
          now: app.clock.now(),
        });
        return await answer(reply, { row, events: [] }, 201);
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );

  app.get(
    '/consultations',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'My consultations, newest first (as user, or as astrologer)',
        response: { 200: ConsultationListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const data = await listConsultations(
        app.db,
        user.role === 'astrologer' ? { astrologerId: user.id } : { userId: user.id },
      );
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  app.get(
    '/consultations/:id',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'One consultation, brought up to date',
        params: ConsultationParamsSchema,
        response: { 200: ConsultationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const found = await load(request.params.id, user);
      if (!found) return reply.code(404).send(notFound);
      const { row } = found;
      const settled = await settleConsultation(app.db, row.id, app.clock.now());
      return answer(reply, settled ?? { row, events: [] });
    },
  );

  for (const action of ['accept', 'decline'] as const) {
    app.post(
      `/consultations/:id/${action}`,
      {
        preHandler: app.requireUser,
        schema: {
          summary:
            action === 'accept'
              ? 'The astrologer accepts a request: the chat starts'
              : 'The astrologer declines a request: the money set aside goes back',
          params: ConsultationParamsSchema,
          response: { 200: ConsultationSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { user } = request.account ?? unreachable();
        const found = await load(request.params.id, user);
        if (!found) return reply.code(404).send(notFound);
        const { row, side } = found;
        if (side !== 'astrologer') {
          return reply.code(403).send({
            message: 'Only the astrologer asked may answer this request',
            code: 'forbidden',
            reason: 'forbidden',
          });
        }
        const input = { id: row.id, astrologerId: user.id, now: app.clock.now() };
        try {
          return await answer(
            reply,
            action === 'accept'
              ? await acceptConsultation(app.db, input)
              : await declineConsultation(app.db, input),
          );
        } catch (error) {
          return refuse(reply, error);
        }
      },
    );
  }

  app.post(
    '/consultations/:id/end',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'End the chat (either side); a request not yet accepted is withdrawn',
        params: ConsultationParamsSchema,
        response: { 200: ConsultationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const found = await load(request.params.id, user);
      if (!found || found.side === 'admin') return reply.code(404).send(notFound);
      const { row, side } = found;
      try {
        return await answer(
          reply,
          await endConsultation(app.db, { id: row.id, by: side, now: app.clock.now() }),
        );
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );

  app.post(
    '/consultations/:id/ticket',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'A single-use ticket (30 s) to open the chat socket',
        params: ConsultationParamsSchema,
        response: { 200: ChatTicketSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const found = await load(request.params.id, user);
      if (!found || found.side === 'admin') return reply.code(404).send(notFound);
      const { row } = found;
      const ticket = await issueChatTicket(app.db, {
        consultationId: row.id,
        userId: user.id,
        now: app.clock.now(),
      });
      return reply
        .header('cache-control', 'no-store')
        .send({ ticket: ticket.ticket, expiresAt: ticket.expiresAt.toISOString() });
    },
  );

  app.get(
    '/consultations/:id/messages',
    {
      preHandler: app.requireUser,
      schema: {
        summary:
          'The transcript after a sequence number (participants; admins with a reason, audited)',
        params: ConsultationParamsSchema,
        querystring: MessagesQuerySchema,
        response: { 200: MessagesSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const found = await load(request.params.id, user);
      if (!found) return reply.code(404).send(notFound);
      // Someone else's conversation: an administrator reads it only for a stated reason, which
      // goes to the audit log with their name before a line is shown.
      if (found.side === 'admin') {
        const { reason } = request.query;
        if (!reason) {
          return reply.code(400).send({
            message: CONSULTATION_MESSAGES.transcriptReasonRequired,
            code: 'validation_failed',
            reason: 'validation_failed',
            field: 'reason',
          });
        }
        await recordAuditEvent(app.db, {
          actorId: user.id,
          action: 'consultation.transcript_read',
          target: found.row.id,
          details: { reason },
        });
      }
      const data = await messagesAfter(app.db, found.row.id, request.query.after);
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  app.post(
    '/consultations/:id/review',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Rate and review an ended consultation (its user, once)',
        params: ConsultationParamsSchema,
        body: ReviewCreateSchema,
        response: { 201: ConsultationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const found = await load(request.params.id, user);
      if (found?.side !== 'user') return reply.code(404).send(notFound);
      const { row } = found;
      if (row.status !== 'ended') {
        return reply.code(409).send({
          message: CONSULTATION_MESSAGES.consultationNotEnded,
          code: 'conflict',
          reason: 'consultation_not_ended',
        });
      }
      const { rating, text } = request.body;
      const stored = await app.db.transaction().execute(async (trx) => {
        const review = await trx
          .insertInto('consultation_review')
          .values({
            consultation_id: row.id,
            user_id: user.id,
            astrologer_id: row.astrologer_id,
            rating,
            text,
          })
          .onConflict((conflict) => conflict.column('consultation_id').doNothing())
          .returning('consultation_id')
          .executeTakeFirst();
        if (!review) return false;
        await trx
          .updateTable('astrologer')
          .set({
            rating_sum: sql`rating_sum + ${rating}`,
            review_count: sql`review_count + 1`,
          })
          .where('user_id', '=', row.astrologer_id)
          .execute();
        return true;
      });
      if (!stored) {
        return reply.code(409).send({
          message: CONSULTATION_MESSAGES.alreadyReviewed,
          code: 'conflict',
          reason: 'already_reviewed',
        });
      }
      const consultation = await findConsultation(app.db, row.id);
      return reply.code(201).send(consultation ?? unreachable());
    },
  );
};
