import {
  HORIZON_REFRACTION_DEGREES,
  riseOrSet,
  siderealTimeDegrees,
  topocentricEquatorial,
} from './ephemeris.js';
import type { EphemerisId, RiseConvention } from './ids.js';
import { normalizeDegrees } from './zodiac.js';

/**
 * Rises and sets of the Sun and Moon with the model of the library's `rise_trans` (apparent
 * topocentric position, the disc's radius from its distance, the standard refraction at the
 * horizon), solved on the hour angle instead. `rise_trans` reads the body once and converts
 * it to the horizon twice per step, each conversion computing the sidereal time and nutation
 * again; here a step is one reading of the body, and the sidereal time is read once per
 * search and advanced at its steady rate (its irregular part, the equation of the equinoxes,
 * changes by less than a millisecond of time in a day).
 */

const RADIANS = Math.PI / 180;
const AU_METRES = 1.495978707e11;
/** Diameters the library uses for the discs, metres. */
const DISC_DIAMETER_METRES = { sun: 1_392_000_000, moon: 3_475_000 } as const;
/** The Earth turns 360.9856° a day against the equinox. */
const SIDEREAL_DEGREES_PER_DAY = 360.98564736629;
/** The bodies' mean daily motion in right ascension, degrees, for the step's rate only. */
const MEAN_RIGHT_ASCENSION_RATE = { sun: 0.9856, moon: 13.176 } as const;
/**
 * Above these latitudes (the library's own limits for its fast method) a body can skim the
 * horizon for hours and the hour-angle steps need not converge: `rise_trans` answers there.
 */
const HOUR_ANGLE_LATITUDE_LIMIT = { sun: 65, moon: 60 } as const;
/** Degrees of hour angle: an event this little behind the start, read from the starting
 * position, may in truth fall just after it. */
const NEAR_START_DEGREES = 10;
const TOLERANCE_DAYS = 0.1 / 86_400;
const MAX_STEPS = 12;

/**
 * The Julian day (UT) of the first rising or setting of the Sun or Moon after `julianDayStart`
 * (UT) at a place (degrees, north and east positive, sea level), or `null` when the body stays
 * above or below the horizon then; the same events as `riseOrSet`, within a tenth of a second.
 */
export function nextRiseOrSet(
  julianDayStart: number,
  body: 'sun' | 'moon',
  event: 'rise' | 'set',
  latitude: number,
  longitude: number,
  convention: RiseConvention,
  ephemeris: EphemerisId,
): number | null {
  const bySwissEphemeris = () =>
    riseOrSet(julianDayStart, body, event, latitude, longitude, convention, ephemeris);
  if (Math.abs(latitude) > HOUR_ANGLE_LATITUDE_LIMIT[body]) return bySwissEphemeris();

  const localSiderealStart = siderealTimeDegrees(julianDayStart) + longitude;
  const rate = SIDEREAL_DEGREES_PER_DAY - MEAN_RIGHT_ASCENSION_RATE[body];
  const sinLatitude = Math.sin(latitude * RADIANS);
  const cosLatitude = Math.cos(latitude * RADIANS);
  let julianDay = julianDayStart;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const position = topocentricEquatorial(julianDay, body, latitude, longitude, ephemeris);
    const radius =
      convention === 'disc-centre'
        ? 0
        : Math.asin(DISC_DIAMETER_METRES[body] / 2 / AU_METRES / position.distance) / RADIANS;
    // The centre's true altitude when the chosen point of the disc appears on the horizon.
    const altitude = -(radius + HORIZON_REFRACTION_DEGREES) * RADIANS;
    const declination = position.declination * RADIANS;
    const cosHourAngle =
      (Math.sin(altitude) - sinLatitude * Math.sin(declination)) /
      (cosLatitude * Math.cos(declination));
    // Circumpolar now: whether it rises later the same day is rise_trans's question.
    if (cosHourAngle <= -1 || cosHourAngle >= 1) return bySwissEphemeris();
    const eventHourAngle = Math.acos(cosHourAngle) / RADIANS;
    const hourAngle =
      localSiderealStart +
      SIDEREAL_DEGREES_PER_DAY * (julianDay - julianDayStart) -
      position.rightAscension;
    const ahead = normalizeDegrees(
      (event === 'rise' ? -eventHourAngle : eventHourAngle) - hourAngle,
    );
    if (step === 0) {
      // The first step goes forward to the next time the hour angle comes round; an event
      // almost a full turn ahead may really be one just behind, which rise_trans sorts out.
      if (ahead > 360 - NEAR_START_DEGREES) return bySwissEphemeris();
      julianDay += ahead / rate;
      continue;
    }
    const correction = (ahead > 180 ? ahead - 360 : ahead) / rate;
    julianDay += correction;
    if (Math.abs(correction) < TOLERANCE_DAYS) {
      return julianDay >= julianDayStart ? julianDay : bySwissEphemeris();
    }
  }
  return bySwissEphemeris();
}
