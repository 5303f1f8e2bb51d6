import { ErrorResponseSchema, MuhuratQuerySchema, MuhuratResponseSchema } from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentMuhurat } from './muhurat-presenter.js';

/** `GET /api/muhurat`: the windows fit for a purpose between two dates at a place. */
export const muhuratRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/muhurat',
    {
      config: { routeLimit: 'chart' },
      schema: {
        summary: 'Muhurat windows for a purpose between two dates (at most 366 days) at a place',
        querystring: MuhuratQuerySchema,
        response: {
          200: MuhuratResponseSchema,
          400: ErrorResponseSchema,
          422: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({
      data: presentMuhurat(request.query, await app.charts.muhurat(request.query)),
    }),
  );
};
