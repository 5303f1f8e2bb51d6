import { rahuKaalOf } from './daily-timings.js';
import { julianDayUt, msOfJulianDayUt } from './ephemeris.js';
import type { EphemerisId } from './ids.js';
import { nextRiseOrSet } from './rise-set.js';
import { localTimeToUtc } from './time-zone.js';

export interface RahuKaalDay {
  /** The civil date at the place, `YYYY-MM-DD`. */
  readonly date: string;
  /** Rahu kaal, UTC milliseconds. */
  readonly startMs: number;
  readonly endMs: number;
}

/** A sunset is looked for within this many days of sunrise. */
const SEARCH_WINDOW_DAYS = 1.05;

/**
 * Rahu kaal of `days` civil dates from `from` (`YYYY-MM-DD`) at a place (degrees, north and
 * east positive; IANA zone): only each day's sunrise and sunset (upper limb, standard
 * refraction) are computed, so a year costs a fraction of a year of full panchang; the periods
 * are those of `computePanchang`'s timings. A date without sunrise or sunset (polar) is left out.
 */
export function rahuKaalDays(
  from: string,
  days: number,
  place: { readonly latitude: number; readonly longitude: number; readonly timeZone: string },
  options: { readonly ephemeris?: EphemerisId } = {},
): RahuKaalDay[] {
  const ephemeris = options.ephemeris ?? 'swiss';
  const [year = 0, month = 1, day = 1] = from.split('-').map(Number);
  const found: RahuKaalDay[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const civil = new Date(Date.UTC(year, month - 1, day + offset));
    const next = new Date(Date.UTC(year, month - 1, day + offset + 1));
    const midnight = (date: Date) =>
      julianDayUt(
        localTimeToUtc(
          {
            year: date.getUTCFullYear(),
            month: date.getUTCMonth() + 1,
            day: date.getUTCDate(),
            hour: 0,
            minute: 0,
            second: 0,
          },
          place.timeZone,
        ).utcMs,
      );
    const { latitude, longitude } = place;
    const sunrise = nextRiseOrSet(
      midnight(civil),
      'sun',
      'rise',
      latitude,
      longitude,
      'upper-limb',
      ephemeris,
    );
    if (sunrise === null || sunrise >= midnight(next)) continue;
    const sunset = nextRiseOrSet(
      sunrise,
      'sun',
      'set',
      latitude,
      longitude,
      'upper-limb',
      ephemeris,
    );
    if (sunset === null || sunset >= sunrise + SEARCH_WINDOW_DAYS) continue;
    const period = rahuKaalOf(msOfJulianDayUt(sunrise), msOfJulianDayUt(sunset), civil.getUTCDay());
    found.push({ date: civil.toISOString().slice(0, 10), ...period });
  }
  return found;
}
