import {
  ErrorResponseSchema,
  NAKSHATRA_DEITIES,
  NAKSHATRA_NAMES,
  NAKSHATRA_SLUGS,
  NAKSHATRA_SYLLABLES,
  NAKSHATRA_TEXTS,
  NATURE_OF_NAKSHATRA,
  NakshatraPageResponseSchema,
  NakshatraParamsSchema,
  NakshatraQuerySchema,
  nakshatraLord,
  nakshatraOfSlug,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const SPAN = 360 / 27;

/**
 * `GET /api/nakshatras/{slug}`: one nakshatra's facts (span, lord, deity, nature, padas with
 * their syllables and navamsa signs) and its traditional portrait, for `/nakshatras/{slug}`.
 */
export const nakshatraRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/nakshatras/:slug',
    {
      schema: {
        summary: 'One nakshatra: lord, deity, nature, padas and its traditional portrait',
        params: NakshatraParamsSchema,
        querystring: NakshatraQuerySchema,
        response: {
          200: NakshatraPageResponseSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const number = nakshatraOfSlug(request.params.slug);
      const { lang } = request.query;
      const text = number ? NAKSHATRA_TEXTS[lang][number - 1] : undefined;
      if (!number || !text) {
        return reply
          .code(404)
          .send({ message: 'No such nakshatra', code: 'not_found', reason: 'not_found' });
      }
      return {
        data: {
          number,
          slug: NAKSHATRA_SLUGS[number - 1] ?? '',
          name: NAKSHATRA_NAMES[lang][number - 1] ?? '',
          deity: NAKSHATRA_DEITIES[lang][number - 1] ?? '',
          lord: nakshatraLord(number),
          nature: NATURE_OF_NAKSHATRA[number - 1] ?? 'mishra',
          start: (number - 1) * SPAN,
          end: number * SPAN,
          // Each pada is one navamsa: the 108 padas run through the signs from Aries nine times.
          padas: [1, 2, 3, 4].map((pada) => ({
            pada,
            syllable: NAKSHATRA_SYLLABLES[lang][number - 1]?.[pada - 1] ?? '',
            latin: NAKSHATRA_SYLLABLES.en[number - 1]?.[pada - 1] ?? '',
            navamsaSign: (((number - 1) * 4 + pada - 1) % 12) + 1,
          })),
          ...text,
        },
      };
    },
  );
};
