import {
  ErrorResponseSchema,
  LoveCompatibilityRequestSchema,
  LoveCompatibilityResponseSchema,
} from '@jyotish/contract';
import { matchVerdict, moonAtPada, nakshatraLove, signLove, signLoveTable } from '@jyotish/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentKoota } from '../matching/matching-presenter.js';

type Partner = { moonSign: number } | { nakshatra: number; pada: number };

const signOf = (partner: Partner) =>
  'moonSign' in partner
    ? partner.moonSign
    : Math.floor(moonAtPada(partner.nakshatra, partner.pada).longitude / 30) + 1;

const TABLE = signLoveTable();

/**
 * `POST /api/love-compatibility`: two Moon signs' graha maitri and bhakoot out of 12, the
 * 12 × 12 table of Moon signs, and with both nakshatras the ashtakoota out of 36.
 */
export const loveCompatibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/love-compatibility',
    {
      schema: {
        summary: 'Love compatibility by Moon signs, and by nakshatras through the ashtakoota',
        body: LoveCompatibilityRequestSchema,
        response: { 200: LoveCompatibilityResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { first, second } = request.body;
      const signs = [signOf(first), signOf(second)] as [number, number];
      const love = signLove(...signs);
      const full =
        'nakshatra' in first && 'nakshatra' in second ? nakshatraLove(first, second) : null;
      return {
        data: {
          signs,
          kootas: love.kootas.map(presentKoota),
          score: love.total,
          max: 12 as const,
          band: love.band,
          table: TABLE,
          ashtakoota: full
            ? {
                kootas: full.kootas.map(presentKoota),
                total: full.total,
                max: 36 as const,
                verdict: matchVerdict(full.total),
              }
            : null,
        },
      };
    },
  );
};
