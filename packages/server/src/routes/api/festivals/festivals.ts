import {
  ErrorResponseSchema,
  FestivalMuhuratsQuerySchema,
  FestivalMuhuratsResponseSchema,
  FestivalsQuerySchema,
  FestivalsResponseSchema,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentFestivalMuhurats, presentFestivals } from './festivals-presenter.js';

/**
 * `GET /api/festivals`: a Gregorian year's festivals at a place, named in `lang`; and
 * `GET /api/festival-muhurats`: the muhurats of the four festivals almanacs time to the minute.
 */
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

  app.get(
    '/festival-muhurats',
    {
      config: { routeLimit: 'chart' },
      schema: {
        summary: 'Lakshmi Puja, Holika Dahan, Ghatasthapana and Karva Chauth muhurats of a year',
        querystring: FestivalMuhuratsQuerySchema,
        response: {
          200: FestivalMuhuratsResponseSchema,
          400: ErrorResponseSchema,
          422: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({
      data: presentFestivalMuhurats(await app.charts.festivalMuhurats(request.query)),
    }),
  );
};
