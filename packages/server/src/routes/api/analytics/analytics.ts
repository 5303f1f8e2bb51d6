import { ErrorResponseSchema, GaConfigSchema, PageViewSchema } from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAnalyticsEvent } from '../../../analytics/analytics-events.js';

/** The analytics configuration (SPEC §7) and the browsers' first-party page views. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const domain = new URL(app.config.publicUrl).hostname;

  app.get(
    '/analytics/ga-config',
    {
      schema: {
        summary: "The third-party analytics tag's measurement id for this domain (null: none)",
        response: { 200: GaConfigSchema },
      },
    },
    async (_request, reply) => {
      const measurementId = app.platformSettings.analyticsMeasurementId();
      return reply.header('cache-control', 'public, max-age=300').send({
        success: true as const,
        data: {
          measurementId: measurementId ?? null,
          domain,
          description: measurementId
            ? 'Google Analytics 4, loaded only after the visitor consents'
            : 'No third-party analytics: page views are counted first-party only',
        },
      });
    },
  );

  app.post(
    '/analytics/page-views',
    {
      config: { routeLimit: 'beacon' },
      // Optional: a signed-in visitor's view is recorded with their user id, nothing else.
      preHandler: app.identifyUser,
      schema: {
        summary: 'Record a page view (path without query, language; the user id when signed in)',
        body: PageViewSchema,
        response: { 204: z.undefined(), 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await recordAnalyticsEvent(app.db, {
        name: 'page_view',
        userId: request.account?.user.id ?? null,
        path: request.body.path,
        language: request.body.lang,
      });
      return reply.code(204).send();
    },
  );
};
