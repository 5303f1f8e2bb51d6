import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `GET /api/docs`: the OpenAPI document of every API route, generated from their zod schemas. */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/docs', { schema: { hide: true } }, async () => app.swagger());
};
