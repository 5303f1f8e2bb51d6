import { LOVE_BANDS, MATCH_VERDICTS } from '@jyotish/engine/ids';
import { KootaSchema } from '../matching/matching.js';
import { z } from '../zod.js';

const sign = () =>
  z
    .number({ error: 'must be a sign 1–12' })
    .int()
    .min(1, { error: 'must be a sign 1–12' })
    .max(12, {
      error: 'must be a sign 1–12',
    });

/** A partner by Moon sign, or by birth nakshatra and pada (which fix the Moon sign too). */
const PartnerSchema = z.union(
  [
    z.object({
      nakshatra: z.number().int().min(1).max(27, { error: 'nakshatra must be 1–27' }),
      pada: z.number().int().min(1).max(4, { error: 'pada must be 1–4' }),
    }),
    z.object({ moonSign: sign() }),
  ],
  { error: 'give a moonSign 1–12, or a nakshatra 1–27 with its pada 1–4' },
);

/**
 * `POST /api/love-compatibility`: two partners by Moon sign, or by nakshatra and pada. With
 * both nakshatras the full ashtakoota is added, the first partner counted as the groom.
 */
export const LoveCompatibilityRequestSchema = z.object({
  first: PartnerSchema,
  second: PartnerSchema,
});
export type LoveCompatibilityRequest = z.input<typeof LoveCompatibilityRequestSchema>;

export const LoveCompatibilityResponseSchema = z.object({
  data: z.object({
    /** The two Moon signs, 1 = Aries … 12 = Pisces. */
    signs: z.tuple([z.number().int(), z.number().int()]),
    /** Graha maitri (5) and bhakoot (7): the kootas the signs alone decide, out of 12. */
    kootas: z.array(KootaSchema),
    score: z.number(),
    max: z.literal(12),
    band: z.enum(LOVE_BANDS),
    /** The whole 12 × 12 table of Moon-sign scores, Aries first in rows and columns. */
    table: z.array(z.array(z.number())),
    /** With both nakshatras: the eight kootas out of 36. */
    ashtakoota: z
      .object({
        kootas: z.array(KootaSchema),
        total: z.number(),
        max: z.literal(36),
        verdict: z.enum(MATCH_VERDICTS),
      })
      .nullable(),
  }),
});
export type LoveCompatibility = z.infer<typeof LoveCompatibilityResponseSchema>['data'];
