import {
  ECLIPSE_CONTACT_IDS,
  ECLIPSE_KINDS,
  ECLIPSE_TYPES,
  FESTIVAL_IDS,
} from '@jyotish/engine/ids';
import { queryNumber } from '../api/query-number.js';
import { LANGUAGES } from '../i18n/languages.js';
import { InstantSchema, TimeZoneSchema } from '../kundli/common.js';
import { z } from '../zod.js';

/** A year the ephemeris files cover. */
export const FestivalYearSchema = queryNumber({ min: 1800, max: 2399, integer: true });

/**
 * `GET /api/festivals` (and `/api/festivals.ics`): a year at a place (degrees, north and east
 * positive); the zone is found from the coordinates when absent. `lang` names the festivals.
 */
export const FestivalsQuerySchema = z.object({
  year: FestivalYearSchema,
  latitude: queryNumber({ min: -90, max: 90 }),
  longitude: queryNumber({ min: -180, max: 180 }),
  timezone: TimeZoneSchema.optional(),
  lang: z.enum(LANGUAGES).default('en'),
});
export type FestivalsQuery = z.input<typeof FestivalsQuerySchema>;

export const FestivalIdSchema = z.enum(FESTIVAL_IDS);

export const FestivalSchema = z.object({
  /** Stable across languages and years; `ekadashi`, `purnima` and `amavasya` recur. */
  id: FestivalIdSchema,
  /** In the request's language, e.g. `Nirjala Ekadashi`, `Kartika Purnima`. */
  name: z.string(),
  /** The local civil date at the place, `YYYY-MM-DD`. */
  date: z.string(),
  /** The deciding element's span (the tithi, or the muhurat of a night puja), with the place's offset. */
  start: InstantSchema.optional(),
  end: InstantSchema.optional(),
  /** How the date was decided, in the request's language. */
  rule: z.string(),
});
export type Festival = z.infer<typeof FestivalSchema>;

export const EclipseSchema = z.object({
  kind: z.enum(ECLIPSE_KINDS),
  /** The eclipse's global type (NASA's classification). */
  type: z.enum(ECLIPSE_TYPES),
  /** The local civil date of greatest eclipse at the place. */
  date: z.string(),
  /** Greatest eclipse (global), with the place's offset. */
  greatest: InstantSchema,
  /** Whether any phase is above the horizon at the place. */
  visible: z.boolean(),
  /** The contacts seen at the place, in order; empty when not visible. */
  contacts: z.array(z.object({ id: z.enum(ECLIPSE_CONTACT_IDS), time: InstantSchema })),
});
export type Eclipse = z.infer<typeof EclipseSchema>;

export const FestivalsDataSchema = z.object({
  year: z.number().int(),
  location: z.object({ latitude: z.number(), longitude: z.number(), timezone: z.string() }),
  festivals: z.array(FestivalSchema),
  eclipses: z.array(EclipseSchema),
});
export type FestivalsData = z.infer<typeof FestivalsDataSchema>;

export const FestivalsResponseSchema = z.object({ data: FestivalsDataSchema });
export type FestivalsResponse = z.infer<typeof FestivalsResponseSchema>;
