import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { docsRoutes } from './docs/docs.js';
import { healthRoutes } from './health/health.js';

/** Every route under `/api`; each area's folder holds its routes, schemas and tests. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  await app.register(docsRoutes);
};
