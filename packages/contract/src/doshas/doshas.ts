import { KAAL_SARP_TYPES, MANGAL_REFERENCES, MANGAL_STRENGTHS } from '@jyotish/engine/ids';
import { z } from '../zod.js';

/**
 * A reason, rule or cancellation as a stable code with its parameters, so the web can show it
 * in the page's language (`DOSHA_TEXTS`, `MATCHING_TEXTS`); `description` is the English text.
 */
export const NoteSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  description: z.string(),
});
export type Note = z.infer<typeof NoteSchema>;

export const MangalDoshaSchema = z.object({
  /** Mars in house 1, 2, 4, 7, 8 or 12 from at least one reference, before cancellations. */
  present: z.boolean(),
  strength: z.enum(MANGAL_STRENGTHS),
  /** Mars's house (1–12) counted from each reference's sign. */
  marsHouse: z.object({
    lagna: z.number().int().min(1).max(12),
    moon: z.number().int().min(1).max(12),
    venus: z.number().int().min(1).max(12),
  }),
  /** The references from which Mars is in a dosha house. */
  from: z.array(z.enum(MANGAL_REFERENCES)),
  /** Classical cancellations that apply to this chart alone. */
  cancellations: z.array(NoteSchema),
  /** Present and not cancelled by the chart's own cancellations. */
  effective: z.boolean(),
  description: z.string(),
});
export type MangalDosha = z.infer<typeof MangalDoshaSchema>;

export const KaalSarpDoshaSchema = z.object({
  present: z.boolean(),
  /** Named by Rahu's house from the lagna; null when absent. */
  type: z.enum(KAAL_SARP_TYPES).nullable(),
  /** `full`: all seven strictly inside the arc; `partial`: one planet conjunct a node's sign. */
  extent: z.enum(['none', 'full', 'partial']),
  /** `kaal_sarp`: planets on the arc from Rahu forward to Ketu; `kaal_amrit`: from Ketu to Rahu. */
  direction: z.enum(['kaal_sarp', 'kaal_amrit']).nullable(),
  rahuHouse: z.number().int().min(1).max(12),
  ketuHouse: z.number().int().min(1).max(12),
  description: z.string(),
});
export type KaalSarpDosha = z.infer<typeof KaalSarpDoshaSchema>;

export const PitraDoshaSchema = z.object({
  present: z.boolean(),
  /** Each rule that fired (see `engine/doshas.ts`). */
  reasons: z.array(NoteSchema),
  description: z.string(),
});
export type PitraDosha = z.infer<typeof PitraDoshaSchema>;

/** The `doshas` block of the kundli answer. */
export const DoshasSchema = z.object({
  mangal: MangalDoshaSchema,
  kaalSarp: KaalSarpDoshaSchema,
  pitra: PitraDoshaSchema,
});
export type Doshas = z.infer<typeof DoshasSchema>;
