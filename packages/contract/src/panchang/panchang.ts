import {
  CHOGHADIYA_IDS,
  CHOGHADIYA_QUALITY_IDS,
  EPHEMERIS_IDS,
  PLANET_IDS,
  RISE_CONVENTIONS,
} from '@jyotish/engine/ids';
import { queryNumber } from '../api/query-number.js';
import {
  AyanamsaIdSchema,
  CalendarDateSchema,
  InstantSchema,
  PeriodSchema,
  TimeZoneSchema,
} from '../kundli/common.js';
import { z } from '../zod.js';

/**
 * `GET /api/panchang`: a civil date at a place (degrees, north and east positive); the zone
 * is found from the coordinates when absent.
 */
export const PanchangQuerySchema = z.object({
  date: CalendarDateSchema,
  latitude: queryNumber({ min: -90, max: 90 }),
  longitude: queryNumber({ min: -180, max: 180 }),
  timezone: TimeZoneSchema.optional(),
  ayanamsa: AyanamsaIdSchema.default('lahiri'),
  sunriseConvention: z.enum(RISE_CONVENTIONS).default('upper-limb'),
});
export type PanchangQuery = z.input<typeof PanchangQuerySchema>;

const PlanetIdSchema = z.enum(PLANET_IDS);
const NamedNumberSchema = z.object({ number: z.number().int(), name: z.string() });

/**
 * An element in force at sunrise. `percentage`: the share of it still to run at sunrise
 * (by angle, 0–100); `end_time`: when it ends.
 */
const ElementAtSunriseSchema = NamedNumberSchema.extend({
  percentage: z.number().min(0).max(100),
  start_time: InstantSchema,
  end_time: InstantSchema,
});

/** An element of the day, from its start to its end (the first began before sunrise). */
const ElementSpanSchema = NamedNumberSchema.extend({ start: InstantSchema, end: InstantSchema });

const ChoghadiyaSchema = PeriodSchema.extend({
  id: z.enum(CHOGHADIYA_IDS),
  name: z.string(),
  quality: z.enum(CHOGHADIYA_QUALITY_IDS),
});

export const PanchangDataSchema = z.object({
  date: z.string(),
  location: z.object({
    latitude: z.number(),
    longitude: z.number(),
    timezone: z.string(),
    /** The offset at sunrise (or local midnight), `+05:30`. */
    utc_offset: z.string(),
  }),
  /** `normal`, or a day the Sun never rises (`polar-night`) or never sets (`polar-day`). */
  day_kind: z.enum(['normal', 'polar-day', 'polar-night']),
  /** A clear sentence for days without sunrise or sunset; absent on normal days. */
  day_note: z.string().optional(),
  sunrise: InstantSchema.nullable(),
  sunset: InstantSchema.nullable(),
  next_sunrise: InstantSchema.nullable(),
  /** The Moon's first rise and set on the civil date; `null` when it has none that day. */
  moonrise: InstantSchema.nullable(),
  moonset: InstantSchema.nullable(),
  tithi: ElementAtSunriseSchema.extend({ paksha: z.enum(['shukla', 'krishna']) }),
  nakshatra: ElementAtSunriseSchema.extend({ lord: PlanetIdSchema }),
  yoga: ElementAtSunriseSchema,
  karana: ElementAtSunriseSchema,
  tithis: z.array(ElementSpanSchema),
  nakshatras: z.array(ElementSpanSchema),
  yogas: z.array(ElementSpanSchema),
  karanas: z.array(ElementSpanSchema),
  /** The weekday, Sunday = 0, with its Sanskrit and English names and its lord. */
  vara: z.object({
    number: z.number().int().min(0).max(6),
    name: z.string(),
    english: z.string(),
    planet_lord: PlanetIdSchema,
  }),
  paksha: z.enum(['shukla', 'krishna']),
  lunar_month: z.object({
    amanta: NamedNumberSchema,
    purnimanta: NamedNumberSchema,
    adhika: z.boolean(),
  }),
  samvat: z.object({ vikram: z.number().int(), shaka: z.number().int() }),
  ritu: NamedNumberSchema,
  ayana: z.enum(['uttarayana', 'dakshinayana']),
  sun_sign: NamedNumberSchema,
  moon_sign: NamedNumberSchema,
  /** `null` on polar days and nights, which have no sunrise to divide. */
  inauspicious_timings: z
    .object({
      rahu_kaal: PeriodSchema,
      yamaganda: PeriodSchema,
      gulika: PeriodSchema,
      dur_muhurta: z.array(PeriodSchema),
    })
    .nullable(),
  auspicious_timings: z
    .object({ abhijit_muhurta: PeriodSchema, brahma_muhurta: PeriodSchema })
    .nullable(),
  choghadiya: z
    .object({ day: z.array(ChoghadiyaSchema), night: z.array(ChoghadiyaSchema) })
    .nullable(),
  hora: z
    .array(PeriodSchema.extend({ lord: PlanetIdSchema, part: z.enum(['day', 'night']) }))
    .nullable(),
  computation: z.object({
    ephemeris: z.enum(EPHEMERIS_IDS),
    version: z.string(),
    ayanamsa: AyanamsaIdSchema,
    ayanamsaDegrees: z.number(),
    sunriseConvention: z.enum(RISE_CONVENTIONS),
    timezone: z.string(),
    utcOffset: z.string(),
    notes: z.array(z.string()),
  }),
});
export type PanchangData = z.infer<typeof PanchangDataSchema>;

export const PanchangResponseSchema = z.object({ data: PanchangDataSchema });
export type PanchangResponse = z.infer<typeof PanchangResponseSchema>;

/** The place `GET /api/panchang/today` answers for (SPEC §3 "Panchang today"). */
export const PANCHANG_TODAY_PLACE = {
  name: 'New Delhi',
  latitude: 28.6139,
  longitude: 77.209,
  timezone: 'Asia/Kolkata',
} as const;
