import { AYANAMSA_IDS } from '@jyotish/engine/ids';
import { z } from '../zod.js';

export const AyanamsaIdSchema = z.enum(AYANAMSA_IDS);

function isIanaZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time-zone name the runtime knows, e.g. `Asia/Kolkata`. */
export const TimeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(isIanaZone, { error: 'must be an IANA time zone such as Asia/Kolkata' });

/** Whether `YYYY-MM-DD` names a day of the Gregorian calendar (no 30 February, no 31 April). */
export function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date `YYYY-MM-DD` that exists (no 31 April), years 1800–2399 (the ephemeris's span). */
export const CalendarDateSchema = z
  .string()
  .regex(/^(1[89]|2[0-3])\d{2}-\d{2}-\d{2}$/, {
    error: 'must be a date YYYY-MM-DD between 1800 and 2399',
  })
  .refine(isCalendarDate, { error: 'is not a calendar date' });

/** An ISO 8601 instant with the place's UTC offset, e.g. `2024-01-15T07:14:59+05:30`. */
export const InstantSchema = z.string();

/** A period of time, both ends ISO 8601 with the place's offset. */
export const PeriodSchema = z.object({ start: InstantSchema, end: InstantSchema });
export type Period = z.infer<typeof PeriodSchema>;

export const LatitudeSchema = z.number().min(-90).max(90);
export const LongitudeSchema = z.number().min(-180).max(180);
