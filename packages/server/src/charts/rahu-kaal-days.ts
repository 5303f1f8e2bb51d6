import type { RahuKaalDay } from '@jyotish/engine';
import type { EnginePool } from './engine-pool.js';
import { type PanchangDay, panchangPlaceOf } from './panchang-day.js';

export interface RahuKaalDaysRequest {
  /** The first civil date, `YYYY-MM-DD`. */
  readonly from: string;
  readonly days: number;
  readonly latitude: number;
  readonly longitude: number;
  readonly timezone?: string | undefined;
}

export interface RahuKaalDays {
  /** Rounded to 0.01° like the panchang days, so the feed's periods are the pages' periods. */
  readonly place: PanchangDay['place'];
  readonly days: readonly RahuKaalDay[];
}

/** A range of Rahu kaal periods: sunrises and sunsets only, on the pool. */
export async function rahuKaalDaysOf(
  request: RahuKaalDaysRequest,
  pool: EnginePool,
): Promise<RahuKaalDays> {
  const place = panchangPlaceOf(request);
  return { place, days: await pool.run('rahuKaalDays', request.from, request.days, place) };
}
