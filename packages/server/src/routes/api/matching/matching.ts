import {
  ErrorResponseSchema,
  MatchingRequestSchema,
  MatchingResponseSchema,
} from '@jyotish/contract';
import { ashtakoota } from '@jyotish/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type BirthChart, computeBirthChart } from '../kundli/birth-chart.js';
import { mangalOf } from '../kundli/doshas-presenter.js';
import { presentMatching } from './matching-presenter.js';

function moonOf(chart: BirthChart) {
  const moon = chart.kundli.planets.find((planet) => planet.id === 'moon');
  return {
    nakshatra: moon?.nakshatra ?? 1,
    pada: moon?.pada ?? 1,
    longitude: moon?.longitude ?? 0,
  };
}

/**
 * `POST /api/matching`: Ashtakoota (guna milan) of two births read exactly as the kundli
 * reads one, with both partners' Mangal dosha compared.
 */
export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/matching',
    {
      config: { routeLimit: 'chart' },
      schema: {
        summary: 'Kundli matching: the eight kootas out of 36, Mangal dosha of both partners',
        body: MatchingRequestSchema,
        response: {
          200: MatchingResponseSchema,
          400: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const boy = computeBirthChart(request.body.boy);
      const girl = computeBirthChart(request.body.girl);
      return presentMatching(
        ashtakoota(moonOf(boy), moonOf(girl)),
        { boy: mangalOf(boy.kundli), girl: mangalOf(girl.kundli) },
        { boy, girl },
        { boy: request.body.boy.name, girl: request.body.girl.name },
      );
    },
  );
};
