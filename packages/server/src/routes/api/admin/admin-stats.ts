import { AdminStatsSchema, ErrorResponseSchema, StatsQuerySchema } from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessStats } from '../../../stats/business-stats.js';

const guardResponses = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** The dashboard's business figures, for administrators. */
export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/stats',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        summary: 'Business figures of a range of IST days, beside the range before it, by day',
        querystring: StatsQuerySchema,
        response: { 200: AdminStatsSchema, 400: ErrorResponseSchema, ...guardResponses },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await businessStats(app.db, request.query)),
  );
};
