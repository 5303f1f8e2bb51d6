import { HealthResponseSchema } from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { APP_VERSION } from '../../../version.js';

/**
 * `GET /api/health`: for load balancers and uptime checks. 200 when the database answers,
 * 503 with status `degraded` when it does not, so traffic moves away from a broken instance.
 * Also reports the engine pool's threads and queue and the caches' hit rates.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Service health',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return reply.code(200).send({
          status: 'ok',
          version: APP_VERSION,
          database: 'up',
          paymentGateway: app.paymentGateway.name,
          ...app.charts.health(),
        });
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        return reply.code(503).send({
          status: 'degraded',
          version: APP_VERSION,
          database: 'down',
          paymentGateway: app.paymentGateway.name,
          ...app.charts.health(),
        });
      }
    },
  );
};
