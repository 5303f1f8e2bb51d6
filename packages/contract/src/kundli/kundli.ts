import {
  DASHA_YEAR_DAYS,
  DIGNITIES,
  EPHEMERIS_IDS,
  HOUSE_SYSTEMS,
  NODE_TYPES,
  PLANET_IDS,
  VARGA_IDS,
} from '@jyotish/engine/ids';
import { DoshasSchema } from '../doshas/doshas.js';
import { z } from '../zod.js';
import {
  AyanamsaIdSchema,
  CalendarDateSchema,
  InstantSchema,
  LatitudeSchema,
  LongitudeSchema,
  TimeZoneSchema,
} from './common.js';

export const PlanetIdSchema = z.enum(PLANET_IDS);

/**
 * `POST /api/kundli`. Birth date and wall-clock time are local to the place; `timezone` (IANA)
 * is found from the coordinates when absent. A local time that happened twice (clocks turned
 * back) is read as the earlier instant unless `ambiguousTime` is `later`; either way the
 * answer reports it.
 */
export const KundliRequestSchema = z.object({
  name: z.string().trim().max(100).optional(),
  gender: z.enum(['male', 'female', 'other']).optional(),
  birthDate: CalendarDateSchema,
  birthTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, {
    error: 'must be a time HH:mm or HH:mm:ss (24-hour)',
  }),
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  timezone: TimeZoneSchema.optional(),
  ayanamsa: AyanamsaIdSchema.default('lahiri'),
  nodeType: z.enum(NODE_TYPES).default('mean'),
  houseSystem: z.enum(HOUSE_SYSTEMS).default('whole-sign'),
  dashaYearDays: z.literal(DASHA_YEAR_DAYS).default(365.25),
  ambiguousTime: z.enum(['earlier', 'later']).default('earlier'),
  /**
   * Levels of the dasha tree: 2 (default) = mahadashas with their antardashas, whose `periods`
   * are empty; 3 = with all 729 pratyantardashas (about 70 kB more). One antardasha's
   * pratyantardashas come from `POST /api/kundli/pratyantar-dasha`.
   */
  dashaLevels: z.union([z.literal(2), z.literal(3)]).default(2),
});
export type KundliRequest = z.input<typeof KundliRequestSchema>;

/** 1 = Aries … 12 = Pisces. */
export const SignSchema = z.number().int().min(1).max(12);

const PlanetPlacementSchema = z.object({
  id: PlanetIdSchema,
  /** Degrees [0, 360) in the chart's frame (sidereal unless the ayanamsa is `tropical`). */
  longitude: z.number(),
  latitude: z.number(),
  /** Degrees per day. */
  speed: z.number(),
  retrograde: z.boolean(),
  combust: z.boolean(),
  sign: SignSchema,
  signDegree: z.number(),
  nakshatra: z.number().int().min(1).max(27),
  nakshatraLord: PlanetIdSchema,
  pada: z.number().int().min(1).max(4),
  house: z.number().int().min(1).max(12),
  dignity: z.enum(DIGNITIES),
});

const VargaChartSchema = z.object({
  ascendant: SignSchema,
  planets: z.record(PlanetIdSchema, SignSchema),
});

interface DashaPeriodShape {
  lord: z.infer<typeof PlanetIdSchema>;
  start: string;
  end: string;
  periods: DashaPeriodShape[];
}
const DashaPeriodSchema: z.ZodType<DashaPeriodShape> = z.object({
  lord: PlanetIdSchema,
  start: InstantSchema,
  end: InstantSchema,
  get periods() {
    return z.array(DashaPeriodSchema);
  },
});

/**
 * `POST /api/kundli/pratyantar-dasha`: the pratyantardashas of one antardasha of a birth,
 * named by its mahadasha's and its own lord (each lord rules one mahadasha of the nine, and
 * one antardasha within each).
 */
export const PratyantarDashaRequestSchema = z.object({
  birth: KundliRequestSchema,
  mahaLord: PlanetIdSchema,
  antarLord: PlanetIdSchema,
});
export type PratyantarDashaRequest = z.input<typeof PratyantarDashaRequestSchema>;

export const PratyantarDashaResponseSchema = z.object({
  mahaLord: PlanetIdSchema,
  antarLord: PlanetIdSchema,
  /** The place's IANA zone, whose offsets the instants carry. */
  timezone: z.string(),
  /** The nine pratyantardashas, their `periods` empty. */
  periods: z.array(DashaPeriodSchema),
});
export type PratyantarDashaResponse = z.infer<typeof PratyantarDashaResponseSchema>;

export const KundliResponseSchema = z.object({
  input: z.object({
    name: z.string().optional(),
    gender: z.string().optional(),
    birthDate: z.string(),
    birthTime: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    timezone: z.string(),
    /** Whether the zone came with the request or was found from the coordinates. */
    timezoneSource: z.enum(['request', 'coordinates']),
    utcOffsetMinutes: z.number(),
    /** The birth instant in UTC, ISO 8601 with `Z`. */
    utc: z.string(),
    /** `gap`: the clocks skipped this local time; `ambiguous`: it happened twice. */
    localTimeStatus: z.enum(['ok', 'gap', 'ambiguous']),
    /** The other reading(s) of the local time when it was not `ok`. */
    alternatives: z.array(z.object({ utc: z.string(), utcOffsetMinutes: z.number() })),
  }),
  ayanamsa: z.object({ id: AyanamsaIdSchema, degrees: z.number() }),
  ascendant: z.object({
    longitude: z.number(),
    sign: SignSchema,
    signDegree: z.number(),
    nakshatra: z.number().int().min(1).max(27),
    pada: z.number().int().min(1).max(4),
  }),
  planets: z.array(PlanetPlacementSchema),
  houses: z.array(
    z.object({
      number: z.number().int().min(1).max(12),
      sign: SignSchema,
      /** Degrees of longitude where the house starts and ends. */
      start: z.number(),
      end: z.number(),
    }),
  ),
  vargas: z.record(z.enum(VARGA_IDS), VargaChartSchema),
  dasha: z.object({
    system: z.literal('vimshottari'),
    yearDays: z.number(),
    balance: z.object({ lord: PlanetIdSchema, years: z.number() }),
    periods: z.array(DashaPeriodSchema),
  }),
  /** Mangal, Kaal sarp and Pitra dosha of this chart (always in the lagna's whole-sign houses). */
  doshas: DoshasSchema,
  computation: z.object({
    ephemeris: z.enum(EPHEMERIS_IDS),
    version: z.string(),
    ayanamsa: AyanamsaIdSchema,
    ayanamsaDegrees: z.number(),
    nodeType: z.enum(NODE_TYPES),
    houseSystem: z.enum(HOUSE_SYSTEMS),
    zodiac: z.enum(['sidereal', 'tropical']),
    timezone: z.string(),
    utcOffset: z.string(),
    dashaYearDays: z.number(),
    /** The platform's sunrise convention (a birth chart itself depends on no sunrise). */
    sunriseConvention: z.literal('upper-limb'),
    notes: z.array(z.string()),
  }),
});
export type KundliResponse = z.infer<typeof KundliResponseSchema>;
