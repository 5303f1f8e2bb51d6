import { SADE_SATI_PHASES, SATURN_TRANSIT_KINDS } from '@jyotish/engine/ids';
import { InstantSchema } from '../kundli/common.js';
import { KundliRequestSchema } from '../kundli/kundli.js';
import { z } from '../zod.js';

/** `POST /api/sade-sati`: the birth as the kundli request shapes it. */
export const SadeSatiRequestSchema = z.object({ birth: KundliRequestSchema });
export type SadeSatiRequest = z.input<typeof SadeSatiRequestSchema>;

/**
 * `sade_sati`: Saturn in the 12th, 1st or 2nd sign from the natal Moon (phases `rising`,
 * `peak`, `setting`); `kantaka`: the 4th (small dhaiya); `ashtama`: the 8th (ashtama dhaiya).
 */

export const SaturnTransitSchema = z.object({
  kind: z.enum(SATURN_TRANSIT_KINDS),
  /** Only for `sade_sati`. */
  phase: z.enum(SADE_SATI_PHASES).nullable(),
  /** Saturn's sidereal sign, 1 = Aries … 12 = Pisces. */
  saturnSign: z.number().int().min(1).max(12),
  start: InstantSchema,
  end: InstantSchema,
  /** Whether Saturn entered this sign by retrograde motion (a re-entry). */
  retrogradeEntry: z.boolean(),
});
export type SaturnTransit = z.infer<typeof SaturnTransitSchema>;

export const SadeSatiResponseSchema = z.object({
  moonSign: z.number().int().min(1).max(12),
  timezone: z.string(),
  /** The span searched: birth to birth + 100 years (capped at the ephemeris's end). */
  span: z.object({ start: InstantSchema, end: InstantSchema }),
  /** Every stay of Saturn in a sign that matters, in order, retrograde re-entries as their own rows. */
  transits: z.array(SaturnTransitSchema),
  /** The whole sade sati and dhaiya periods: consecutive stays merged, start of the first to end of the last. */
  periods: z.array(
    z.object({
      kind: z.enum(SATURN_TRANSIT_KINDS),
      start: InstantSchema,
      end: InstantSchema,
    }),
  ),
  /** Kinds in force at the moment of the request. */
  current: z.array(z.enum(SATURN_TRANSIT_KINDS)),
  notes: z.array(z.string()),
});
export type SadeSatiResponse = z.infer<typeof SadeSatiResponseSchema>;
