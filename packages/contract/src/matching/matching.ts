import { KOOTA_IDS, MATCH_VERDICTS } from '@jyotish/engine/ids';
import { MangalDoshaSchema, NoteSchema } from '../doshas/doshas.js';
import { KundliRequestSchema } from '../kundli/kundli.js';
import { z } from '../zod.js';

/** `POST /api/matching`: each partner's birth as the kundli request shapes it. */
export const MatchingRequestSchema = z.object({
  boy: KundliRequestSchema,
  girl: KundliRequestSchema,
});
export type MatchingRequest = z.input<typeof MatchingRequestSchema>;

export const KootaSchema = z.object({
  id: z.enum(KOOTA_IDS),
  score: z.number().min(0).max(8),
  max: z.number().int().min(1).max(8),
  /** English; `reason` carries the code and parameters for the other languages. */
  description: z.string(),
  /** Each partner's attribute for this koota (e.g. varna `brahmin`, nadi `adi`, a sign number). */
  boy: z.union([z.string(), z.number()]),
  girl: z.union([z.string(), z.number()]),
  reason: NoteSchema,
  /** The exception that cancelled this koota's dosha (bhakoot, nadi), with the score restored. */
  exception: NoteSchema.nullable(),
});
export type Koota = z.infer<typeof KootaSchema>;

const PartnerSummarySchema = z.object({
  name: z.string().optional(),
  moonSign: z.number().int().min(1).max(12),
  nakshatra: z.number().int().min(1).max(27),
  pada: z.number().int().min(1).max(4),
  ascendantSign: z.number().int().min(1).max(12),
  timezone: z.string(),
  utc: z.string(),
});

export const MatchingResponseSchema = z.object({
  kootas: z.array(KootaSchema),
  total: z.number(),
  max: z.literal(36),
  manglik: z.object({
    boy: MangalDoshaSchema,
    girl: MangalDoshaSchema,
    /** Both manglik (they cancel each other), or neither's dosha effective. */
    cancelled: z.boolean(),
    notes: z.array(NoteSchema),
  }),
  verdict: z.object({ code: z.enum(MATCH_VERDICTS), description: z.string() }),
  partners: z.object({ boy: PartnerSummarySchema, girl: PartnerSummarySchema }),
});
export type MatchingResponse = z.infer<typeof MatchingResponseSchema>;
