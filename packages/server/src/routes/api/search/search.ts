import { ErrorResponseSchema, SearchQuerySchema, SearchResponseSchema } from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchSite, syncSearchPages } from '../../../search/site-search.js';

/**
 * `GET /api/search?q=&lang=` (the page `/search?q=`, the site's JSON-LD search action): the
 * published articles, the site's pages and the astrologers by full-text search, best first,
 * matches marked. The pages' index is rewritten from the page catalog when the server starts.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = await syncSearchPages(app.db);
  app.log.debug({ pages }, 'search pages indexed');

  app.get(
    '/search',
    {
      schema: {
        summary: 'Search articles, pages and astrologers',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-cache').send({
        query: request.query.q,
        results: await searchSite(app.db, request.query.q, request.query.lang),
      }),
  );
};
