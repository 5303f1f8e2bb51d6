import {
  ErrorResponseSchema,
  FestivalsQuerySchema,
  FestivalsResponseSchema,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentFestivals } from './festivals-presenter.js';

/** `GET /api/festivals`: a Gregorian year's festivals at a place, named in `lang`. */
export const festivalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/festivals',
    {
      config: { routeLimit: 'chart' },
      schema: {
        summary: 'Festivals of a year at a place, each with the rule that dates it',
        querystring: FestivalsQuerySchema,
        response: {
          200: FestivalsResponseSchema,
          400: ErrorResponseSchema,
          422: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({
      data: presentFestivals(await app.charts.festivalYear(request.query), request.query.lang),
    }),
  );
};
