import {
  BabyNamesQuerySchema,
  BabyNamesResponseSchema,
  ErrorResponseSchema,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchBabyNames } from '../../../baby-names/baby-names-search.js';

/** `GET /api/baby-names`: names by a nakshatra pada's syllable, gender and first letter. */
export const babyNameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/baby-names',
    {
      schema: {
        summary: 'Baby names starting with a nakshatra pada’s syllable, with their meanings',
        querystring: BabyNamesQuerySchema,
        response: { 200: BabyNamesResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => ({ data: await searchBabyNames(request.query) }),
  );
};
