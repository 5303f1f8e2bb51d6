import type { DashaYearDays, PlanetId } from './ids.js';
import { VIMSHOTTARI_ORDER } from './ids.js';
import { nakshatraOfLongitude } from './nakshatra.js';

/** Mahadasha lengths in years (total 120), in the order of `VIMSHOTTARI_ORDER`. */
export const VIMSHOTTARI_YEARS: Readonly<Record<PlanetId, number>> = {
  ketu: 7,
  venus: 20,
  sun: 6,
  moon: 10,
  mars: 7,
  rahu: 18,
  jupiter: 16,
  saturn: 19,
  mercury: 17,
};
const CYCLE_YEARS = 120;

const MS_PER_DAY = 86_400_000;

export interface DashaPeriod {
  readonly lord: PlanetId;
  /** Start and end instants, milliseconds since the Unix epoch (UTC). */
  readonly startMs: number;
  readonly endMs: number;
  /** The sub-periods (antardashas, then pratyantardashas), empty at the last level asked. */
  readonly periods: readonly DashaPeriod[];
}

export interface VimshottariDasha {
  readonly yearDays: DashaYearDays;
  /** The mahadasha running at birth and its remainder then, in years of `yearDays` days. */
  readonly balance: { readonly lord: PlanetId; readonly years: number };
  /** Nine mahadashas from the one running at birth (it starts before birth). */
  readonly periods: readonly DashaPeriod[];
}

function subPeriods(
  lord: PlanetId,
  startMs: number,
  lengthMs: number,
  levels: number,
): DashaPeriod[] {
  if (levels === 0) return [];
  const first = VIMSHOTTARI_ORDER.indexOf(lord);
  const periods: DashaPeriod[] = [];
  let cursor = startMs;
  for (let step = 0; step < 9; step += 1) {
    const sub = VIMSHOTTARI_ORDER[(first + step) % 9] ?? lord;
    const subLength = (lengthMs * VIMSHOTTARI_YEARS[sub]) / CYCLE_YEARS;
    periods.push({
      lord: sub,
      startMs: cursor,
      endMs: cursor + subLength,
      periods: subPeriods(sub, cursor, subLength, levels - 1),
    });
    cursor += subLength;
  }
  return periods;
}

/**
 * Vimshottari dasha from the Moon's sidereal longitude (degrees) at birth (UTC milliseconds):
 * the birth nakshatra's lord runs first, with the share of the nakshatra still to be traversed
 * as its balance. `levels` 1 = mahadashas, 2 = with antardashas, 3 = with pratyantardashas.
 */
export function computeVimshottari(
  moonSiderealLongitude: number,
  birthMs: number,
  options: { yearDays?: DashaYearDays; levels?: 1 | 2 | 3 } = {},
): VimshottariDasha {
  const yearDays = options.yearDays ?? 365.25;
  const levels = options.levels ?? 3;
  const yearMs = yearDays * MS_PER_DAY;
  const { lord, fraction } = nakshatraOfLongitude(moonSiderealLongitude);
  const first = VIMSHOTTARI_ORDER.indexOf(lord);
  const elapsedMs = fraction * VIMSHOTTARI_YEARS[lord] * yearMs;
  const periods: DashaPeriod[] = [];
  let cursor = birthMs - elapsedMs;
  for (let step = 0; step < 9; step += 1) {
    const mahadasha = VIMSHOTTARI_ORDER[(first + step) % 9] ?? lord;
    const lengthMs = VIMSHOTTARI_YEARS[mahadasha] * yearMs;
    periods.push({
      lord: mahadasha,
      startMs: cursor,
      endMs: cursor + lengthMs,
      periods: subPeriods(mahadasha, cursor, lengthMs, levels - 1),
    });
    cursor += lengthMs;
  }
  return {
    yearDays,
    balance: { lord, years: (1 - fraction) * VIMSHOTTARI_YEARS[lord] },
    periods,
  };
}
