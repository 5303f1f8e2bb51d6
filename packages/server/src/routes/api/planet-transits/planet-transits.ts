import {
  ErrorResponseSchema,
  PlanetTransitsQuerySchema,
  PlanetTransitsResponseSchema,
} from '@jyotish/contract';
import { instantFormatter } from '@jyotish/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `GET /api/planet-transits`: sign changes, stations and combustions of a year. */
export const planetTransitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/planet-transits',
    {
      config: { routeLimit: 'chart' },
      schema: {
        summary: 'A year’s sidereal sign changes, retrograde and direct stations and combustions',
        querystring: PlanetTransitsQuerySchema,
        response: {
          200: PlanetTransitsResponseSchema,
          400: ErrorResponseSchema,
          422: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { year, timezone } = request.query;
      const instant = instantFormatter(timezone);
      const transits = await app.charts.planetTransits(year);
      return {
        data: {
          year,
          timezone,
          transits: transits.map((transit) => ({
            planet: transit.planet,
            kind: transit.kind,
            time: instant(transit.ms),
            sign: transit.sign,
          })),
        },
      };
    },
  );
};
