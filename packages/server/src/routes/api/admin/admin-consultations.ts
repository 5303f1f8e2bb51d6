import {
  ADMIN_CONSULTATIONS_PAGE_SIZE,
  AdminConsultationsPageSchema,
  AdminConsultationsQuerySchema,
  ErrorResponseSchema,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAdminConsultations } from '../../../consultations/consultation-presenter.js';
import { csvDocument, sendCsv } from '../../../csv/csv.js';

const guardResponses = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** The most rows one CSV export holds. */
const CSV_LIMIT = 10_000;

/**
 * Every consultation for administrators: status, money and time, never the messages (those
 * open one at a time, with a reason: `GET /api/consultations/{id}/messages`).
 */
export const adminConsultationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireAdmin = app.requireRole('admin');

  app.get(
    '/admin/consultations',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Consultations by status, newest first, fifty a page',
        querystring: AdminConsultationsQuerySchema,
        response: {
          200: AdminConsultationsPageSchema,
          400: ErrorResponseSchema,
          ...guardResponses,
        },
      },
    },
    async (request, reply) => {
      const { consultations, total } = await listAdminConsultations(app.db, request.query);
      return reply.header('cache-control', 'no-store').send({
        consultations,
        total,
        page: request.query.page,
        pageSize: ADMIN_CONSULTATIONS_PAGE_SIZE,
      });
    },
  );

  app.get(
    '/admin/consultations.csv',
    {
      preHandler: requireAdmin,
      schema: {
        summary: `Consultations by status as CSV (at most ${CSV_LIMIT.toLocaleString('en')} rows, newest first)`,
        querystring: AdminConsultationsQuerySchema.omit({ page: true }),
        response: {
          200: z.string().describe('text/csv'),
          400: ErrorResponseSchema,
          ...guardResponses,
        },
      },
    },
    async (request, reply) => {
      const { consultations } = await listAdminConsultations(
        app.db,
        { ...request.query, page: 1 },
        CSV_LIMIT,
      );
      const csv = csvDocument(
        [
          'id',
          'requested_at',
          'started_at',
          'ended_at',
          'status',
          'mode',
          'user_email',
          'astrologer',
          'rate_per_minute_paise',
          'free_minutes',
          'minutes_charged',
          'charged_paise',
          'end_reason',
        ],
        consultations.map((c) => [
          c.id,
          c.requestedAt,
          c.startedAt ?? '',
          c.endedAt ?? '',
          c.status,
          c.mode,
          c.userEmail,
          c.astrologer.name,
          c.ratePerMinute,
          c.freeMinutes,
          c.minutesCharged,
          c.charged,
          c.endReason ?? '',
        ]),
      );
      return sendCsv(reply, 'consultations.csv', csv);
    },
  );
};
