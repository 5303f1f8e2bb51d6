import type { FestivalsQuerySchema } from '@jyotish/contract';
import type { Eclipse, FestivalDay, FestivalMuhurats } from '@jyotish/engine';
import type { z } from 'zod';
import type { EnginePool } from './engine-pool.js';
import { type PanchangDay, panchangPlaceOf } from './panchang-day.js';

export type FestivalYearRequest = z.output<typeof FestivalsQuerySchema>;

export interface FestivalYear {
  readonly year: number;
  /** The place as computed: rounded to 0.01° like the panchang days, its zone resolved. */
  readonly place: PanchangDay['place'];
  readonly festivals: readonly FestivalDay[];
  readonly eclipses: readonly Eclipse[];
}

/** The place a year is computed for, and the cache key (the language only names the answer). */
export function festivalYearKey(request: Omit<FestivalYearRequest, 'lang'>) {
  const place = panchangPlaceOf(request);
  const key = [
    request.year,
    place.latitude.toFixed(2),
    place.longitude.toFixed(2),
    place.timeZone,
  ].join('|');
  return { place, key };
}

/** A year of festivals and eclipses at a place, on the pool (tens of milliseconds of engine). */
export async function computeFestivalYear(
  year: number,
  place: PanchangDay['place'],
  pool: EnginePool,
): Promise<FestivalYear> {
  const [festivals, eclipses] = await Promise.all([
    pool.run('festivalsOfYear', year, place),
    pool.run('eclipsesOfYear', year, place),
  ]);
  return { year, place, festivals, eclipses };
}

export interface FestivalMuhuratYear {
  readonly year: number;
  readonly place: PanchangDay['place'];
  readonly muhurats: FestivalMuhurats;
}

/** The four festivals' muhurats of a year at a place, on the pool (about a tenth of a second). */
export async function computeFestivalMuhurats(
  year: number,
  place: PanchangDay['place'],
  pool: EnginePool,
): Promise<FestivalMuhuratYear> {
  return { year, place, muhurats: await pool.run('festivalMuhuratsOfYear', year, place) };
}
