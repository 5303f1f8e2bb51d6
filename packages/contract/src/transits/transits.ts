import { PLANET_IDS, TRANSIT_KINDS } from '@jyotish/engine/ids';
import { queryNumber } from '../api/query-number.js';
import { InstantSchema, TimeZoneSchema } from '../kundli/common.js';
import { z } from '../zod.js';

/** `GET /api/planet-transits`: a year's transits, instants shown in `timezone`'s offset. */
export const PlanetTransitsQuerySchema = z.object({
  year: queryNumber({ min: 1800, max: 2399, integer: true }),
  timezone: TimeZoneSchema.default('Asia/Kolkata'),
});
export type PlanetTransitsQuery = z.input<typeof PlanetTransitsQuerySchema>;

export const PlanetTransitSchema = z.object({
  planet: z.enum(PLANET_IDS),
  kind: z.enum(TRANSIT_KINDS),
  time: InstantSchema,
  /** The sidereal sign entered (an ingress) or occupied, 1 = Aries. */
  sign: z.number().int().min(1).max(12),
});
export type PlanetTransit = z.infer<typeof PlanetTransitSchema>;

export const PlanetTransitsResponseSchema = z.object({
  data: z.object({
    year: z.number().int(),
    timezone: z.string(),
    transits: z.array(PlanetTransitSchema),
  }),
});
export type PlanetTransitsResponse = z.infer<typeof PlanetTransitsResponseSchema>;
