import { queryNumber } from '../api/query-number.js';
import { AyanamsaIdSchema, InstantSchema, TimeZoneSchema } from '../kundli/common.js';
import { z } from '../zod.js';

/**
 * `GET /api/panchang/month`: every civil day of a Gregorian month at a place, each read at its
 * sunrise, for the month grid; the zone is found from the coordinates when absent.
 */
export const PanchangMonthQuerySchema = z.object({
  year: queryNumber({ min: 1800, max: 2399, integer: true }),
  month: queryNumber({ min: 1, max: 12, integer: true }),
  latitude: queryNumber({ min: -90, max: 90 }),
  longitude: queryNumber({ min: -180, max: 180 }),
  timezone: TimeZoneSchema.optional(),
  ayanamsa: AyanamsaIdSchema.default('lahiri'),
});
export type PanchangMonthQuery = z.input<typeof PanchangMonthQuerySchema>;

/** An element in force at sunrise, with when it ends (English name; the web names it by number). */
const ElementAtSunriseSchema = z.object({
  number: z.number().int(),
  name: z.string(),
  end_time: InstantSchema,
});

export const PanchangMonthDaySchema = z.object({
  date: z.string(),
  weekday: z.number().int().min(0).max(6),
  /** `null` on polar days and nights. */
  sunrise: InstantSchema.nullable(),
  sunset: InstantSchema.nullable(),
  tithi: ElementAtSunriseSchema.extend({ paksha: z.enum(['shukla', 'krishna']) }),
  /** Tithis that begin and end between this sunrise and the next (a kshaya tithi), if any. */
  skipped_tithis: z.array(z.number().int()),
  nakshatra: ElementAtSunriseSchema,
  yoga: ElementAtSunriseSchema,
  lunar_month: z.object({
    amanta: z.number().int(),
    purnimanta: z.number().int(),
    adhika: z.boolean(),
  }),
});
export type PanchangMonthDay = z.infer<typeof PanchangMonthDaySchema>;

export const PanchangMonthDataSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  location: z.object({ latitude: z.number(), longitude: z.number(), timezone: z.string() }),
  days: z.array(PanchangMonthDaySchema),
});
export type PanchangMonthData = z.infer<typeof PanchangMonthDataSchema>;

export const PanchangMonthResponseSchema = z.object({ data: PanchangMonthDataSchema });
export type PanchangMonthResponse = z.infer<typeof PanchangMonthResponseSchema>;
