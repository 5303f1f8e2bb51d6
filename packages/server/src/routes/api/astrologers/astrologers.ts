import {
  AstrologerDetailSchema,
  AstrologerListQuerySchema,
  AstrologerListSchema,
  AstrologerParamsSchema,
  CHAT_PACKAGE_MINUTES,
  CONSULTATION_MESSAGES,
  ErrorResponseSchema,
  OffersSchema,
  TestimonialListSchema,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAnalyticsEventQuietly } from '../../../analytics/analytics-events.js';
import {
  astrologerDetail,
  findAstrologer,
  latestTestimonials,
  listAstrologers,
} from '../../../consultations/astrologer-profiles.js';

/**
 * The public marketplace: the astrologers (SPEC §7, a bare list) with filters and sort, and one
 * profile with its reviews. Online state changes by the minute, so answers are not cached.
 */
export const astrologersRoutes: FastifyPluginAsyncZod = async (app) => {
  const packageDiscount = () =>
    app.platformSettings.current().consultations.chatPackageDiscountPercent;

  app.get(
    '/astrologers',
    {
      schema: {
        summary: 'The astrologers, online first, filtered and sorted',
        querystring: AstrologerListQuerySchema,
        response: { 200: AstrologerListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .send(await listAstrologers(app.db, request.query, packageDiscount())),
  );

  app.get(
    '/testimonials',
    {
      schema: {
        summary: "The home page's testimonials: the three newest good reviews",
        response: { 200: TestimonialListSchema },
      },
    },
    // A minute's cache: a new review may wait that long to reach the home page.
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=60').send(await latestTestimonials(app.db)),
  );

  app.get(
    '/astrologers/:idOrSlug',
    {
      // Optional: a signed-in visitor's view is recorded with their user id.
      preHandler: app.identifyUser,
      schema: {
        summary: 'One astrologer by id or slug, with reviews',
        params: AstrologerParamsSchema,
        response: { 200: AstrologerDetailSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const row = await findAstrologer(app.db, request.params.idOrSlug);
      if (!row) {
        return reply.code(404).send({
          message: CONSULTATION_MESSAGES.astrologerNotFound,
          code: 'not_found',
          reason: 'astrologer_not_found',
        });
      }
      const detail = await astrologerDetail(app.db, row, packageDiscount());
      await recordAnalyticsEventQuietly(app.db, request.log, {
        name: 'astrologer_profile_viewed',
        userId: request.account?.user.id ?? null,
      });
      return reply.header('cache-control', 'no-cache').send(detail);
    },
  );

  app.get(
    '/offers',
    {
      schema: {
        summary: "The consultation offer now: a first chat's free minutes, the package discount",
        response: { 200: OffersSchema },
      },
    },
    async (_request, reply) => {
      const { freeFirstMinutes, chatPackageDiscountPercent } =
        app.platformSettings.current().consultations;
      return reply.header('cache-control', 'no-cache').send({
        freeFirstMinutes,
        chatPackageMinutes: CHAT_PACKAGE_MINUTES,
        chatPackageDiscountPercent,
      });
    },
  );
};
