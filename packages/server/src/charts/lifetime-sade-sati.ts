import { type AyanamsaId, msOfJulianDayUt, type SadeSatiResult } from '@jyotish/engine';
import type { BirthChart } from './birth-chart.js';
import type { EnginePool } from './engine-pool.js';

const LIFETIME_YEARS = 100;
/** The last instant the ephemeris files cover (1 Jan 2400, Julian day 2597641.5). */
const EPHEMERIS_END_MS = msOfJulianDayUt(2597641.5);

export interface LifetimeSadeSati {
  readonly chart: BirthChart;
  /** The natal Moon's sidereal sign, 1–12. */
  readonly moonSign: number;
  /** The span searched, UTC milliseconds: birth to 100 years after, or the ephemeris' end. */
  readonly startMs: number;
  readonly endMs: number;
  readonly result: SadeSatiResult;
}

/**
 * Saturn's sade sati and dhaiya periods over a lifetime from a chart, in the birth's
 * ayanamsa. The search over a century of Saturn's motion is the engine's heaviest call, so
 * it runs on the pool.
 */
export async function lifetimeSadeSati(
  chart: BirthChart,
  ayanamsa: AyanamsaId,
  pool: EnginePool,
): Promise<LifetimeSadeSati> {
  const moonSign = chart.kundli.planets.find((planet) => planet.id === 'moon')?.sign ?? 1;
  const startMs = chart.used.utcMs;
  const end = new Date(startMs);
  end.setUTCFullYear(end.getUTCFullYear() + LIFETIME_YEARS);
  const endMs = Math.min(end.getTime(), EPHEMERIS_END_MS);
  const result = await pool.run('sadeSati', moonSign, startMs, endMs, ayanamsa);
  return { chart, moonSign, startMs, endMs, result };
}
