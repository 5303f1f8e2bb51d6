import { queryNumber } from '../api/query-number.js';
import { z } from '../zod.js';

/** Limits of `GET /api/locations/search` (SPEC §5, §9; issue 4). */
export const LOCATION_SEARCH = {
  /** Shorter queries answer an empty list, and the web app does not send them. */
  minQueryLength: 2,
  maxQueryLength: 100,
  defaultLimit: 10,
  maxLimit: 50,
} as const;

// C0 and C1 control characters (tabs and newlines included): never part of a place name.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

export const LocationSearchQuerySchema = z.object({
  query: z
    .string()
    .max(LOCATION_SEARCH.maxQueryLength, {
      error: `must be at most ${LOCATION_SEARCH.maxQueryLength} characters`,
    })
    .refine((value) => !CONTROL_CHARACTERS.test(value), {
      error: 'must not contain control characters',
    }),
  limit: queryNumber({
    min: 1,
    max: LOCATION_SEARCH.maxLimit,
    integer: true,
    default: LOCATION_SEARCH.defaultLimit,
  }),
});
export type LocationSearchQuery = z.infer<typeof LocationSearchQuerySchema>;

/**
 * One place of the gazetteer. `name` is today's name even when a former one matched;
 * `display` is the text to show and put in the field (`Varanasi, Uttar Pradesh, India`).
 * Coordinates are degrees (north and east positive, WGS 84); `timezone` is the IANA zone in
 * force there; `country` the ISO 3166-1 alpha-2 code; `region` the first-level division's
 * name, empty where the data has none.
 */
export const LocationSchema = z.object({
  name: z.string(),
  display: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  timezone: z.string(),
  country: z.string().length(2),
  region: z.string(),
  population: z.number().int().nonnegative(),
});
export type Location = z.infer<typeof LocationSchema>;

/** Answer of `GET /api/locations/search` (SPEC §7, with the extra fields of issue 4). */
export const LocationSearchResponseSchema = z.object({
  success: z.literal(true),
  locations: z.array(LocationSchema),
});
export type LocationSearchResponse = z.infer<typeof LocationSearchResponseSchema>;

/** Degrees, north and east positive. */
export const TimezoneQuerySchema = z.object({
  latitude: queryNumber({ min: -90, max: 90 }),
  longitude: queryNumber({ min: -180, max: 180 }),
});
export type TimezoneQuery = z.infer<typeof TimezoneQuerySchema>;

/** Answer of `GET /api/locations/timezone`: the IANA zone at the coordinates. */
export const TimezoneResponseSchema = z.object({ timezone: z.string() });
export type TimezoneResponse = z.infer<typeof TimezoneResponseSchema>;
