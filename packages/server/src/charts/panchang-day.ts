import type { PanchangQuerySchema } from '@jyotish/contract';
import type { Panchang } from '@jyotish/engine';
import type { z } from 'zod';
import { timezoneAt } from '../places/timezone-at.js';
import type { EnginePool } from './engine-pool.js';

export type PanchangDayRequest = z.output<typeof PanchangQuerySchema>;

export interface PanchangDay {
  /** The civil date, `YYYY-MM-DD`. */
  readonly date: string;
  /** The place the day was computed for: the request's, rounded to 0.01°, and its zone. */
  readonly place: {
    readonly latitude: number;
    readonly longitude: number;
    readonly timeZone: string;
  };
  readonly panchang: Panchang;
}

/**
 * Degrees to the nearest 0.01° (about 1.1 km; sunrise moves by at most a second or two), so
 * nearby requests share one cached day. `+ 0` turns -0 into 0.
 */
function roundToHundredth(degrees: number): number {
  return Math.round(degrees * 100) / 100 + 0;
}

/** The place of a request as the day is computed: rounded coordinates, the zone resolved. */
export function panchangPlaceOf(
  request: Pick<PanchangDayRequest, 'latitude' | 'longitude' | 'timezone'>,
): PanchangDay['place'] {
  return {
    latitude: roundToHundredth(request.latitude),
    longitude: roundToHundredth(request.longitude),
    // The zone of the place asked for, not of the rounded point (they differ only on a border).
    timeZone: request.timezone ?? timezoneAt(request.latitude, request.longitude),
  };
}

/** Everything a day's panchang depends on: the cache key. */
export function panchangDayKey(request: PanchangDayRequest, place: PanchangDay['place']): string {
  return [
    request.date,
    place.latitude.toFixed(2),
    place.longitude.toFixed(2),
    place.timeZone,
    request.ayanamsa,
    request.sunriseConvention,
  ].join('|');
}

/**
 * The panchang of a civil date at a place already rounded by {@link panchangPlaceOf}, on the
 * pool: its millisecond of engine time is worth moving off the event loop (the result is
 * small to copy between threads).
 */
export async function computePanchangDay(
  request: PanchangDayRequest,
  place: PanchangDay['place'],
  pool: EnginePool,
): Promise<PanchangDay> {
  const [year = 0, month = 0, day = 0] = request.date.split('-').map(Number);
  const panchang = await pool.run(
    'computePanchang',
    { date: { year, month, day }, ...place },
    { ayanamsa: request.ayanamsa, sunriseConvention: request.sunriseConvention },
  );
  return { date: request.date, place, panchang };
}
