import { queryNumber } from '../api/query-number.js';
import { LANGUAGES } from '../i18n/languages.js';
import { CalendarDateSchema, TimeZoneSchema } from '../kundli/common.js';
import { z } from '../zod.js';

/** The most days one Rahu kaal feed covers. */
export const RAHU_KAAL_FEED_MAX_DAYS = 366;

/**
 * `GET /api/rahu-kaal.ics`: a person's daily Rahu kaal at a place, `days` days from `from`
 * (default: today at the place, so a subscribed calendar keeps moving forward).
 */
export const RahuKaalFeedQuerySchema = z.object({
  latitude: queryNumber({ min: -90, max: 90 }),
  longitude: queryNumber({ min: -180, max: 180 }),
  timezone: TimeZoneSchema.optional(),
  days: queryNumber({ min: 1, max: RAHU_KAAL_FEED_MAX_DAYS, integer: true, default: 30 }),
  from: CalendarDateSchema.optional(),
  lang: z.enum(LANGUAGES).default('en'),
});
export type RahuKaalFeedQuery = z.input<typeof RahuKaalFeedQuerySchema>;

/** The content type every calendar feed answers with (RFC 5545). */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
