import {
  ErrorResponseSchema,
  MatchingRequestSchema,
  MatchingResponseSchema,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentMatching } from './matching-presenter.js';

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
      const match = await app.charts.matching(request.body.boy, request.body.girl);
      return presentMatching(match.ashtakoota, match.mangal, match.charts, {
        boy: request.body.boy.name,
        girl: request.body.girl.name,
      });
    },
  );
};
