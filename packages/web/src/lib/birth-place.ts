import type { z } from '@jyotish/contract';

/**
 * A birth place as a form holds it. `latitude`/`longitude` (degrees, north and east
 * positive) and `timezone` (IANA) are null until the user picks a suggestion or types
 * coordinates, so "not picked" is never confused with the equator or the prime meridian (0);
 * `mode` says which of the two the user is doing.
 */
export interface PlaceValue {
  readonly text: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly timezone: string | null;
  readonly mode: 'search' | 'coordinates';
}

export const EMPTY_PLACE: PlaceValue = {
  text: '',
  latitude: null,
  longitude: null,
  timezone: null,
  mode: 'search',
};

/** A place known by its name and coordinates (a link's query, a saved profile), zone unknown. */
export function placeOf(text: string, latitude: number | null, longitude: number | null) {
  return { ...EMPTY_PLACE, text, latitude, longitude } satisfies PlaceValue;
}

/**
 * A coordinate from a link's query: null when absent or not a number within `rule` (the
 * contract's latitude or longitude); 0 is a coordinate like any other.
 */
export function coordinateFromQuery(value: string | null, rule: z.ZodType<number>): number | null {
  if (value === null || value.trim() === '') return null;
  const parsed = rule.safeParse(Number(value));
  return parsed.success ? parsed.data : null;
}
