import { fileURLToPath } from 'node:url';
import sweph from 'sweph';
import type { AyanamsaId, EphemerisId, RiseConvention } from './ids.js';

const { constants } = sweph;

const SIDEREAL_MODE: Record<Exclude<AyanamsaId, 'tropical'>, number> = {
  lahiri: constants.SE_SIDM_LAHIRI,
  raman: constants.SE_SIDM_RAMAN,
  krishnamurti: constants.SE_SIDM_KRISHNAMURTI,
  'true-chitra': constants.SE_SIDM_TRUE_CITRA,
};

/** The bodies the engine asks the ephemeris for; Ketu is always Rahu + 180°. */
export type EphemerisBody =
  | 'sun'
  | 'moon'
  | 'mercury'
  | 'venus'
  | 'mars'
  | 'jupiter'
  | 'saturn'
  | 'meanNode'
  | 'trueNode';

const BODY_CODE: Record<EphemerisBody, number> = {
  sun: constants.SE_SUN,
  moon: constants.SE_MOON,
  mercury: constants.SE_MERCURY,
  venus: constants.SE_VENUS,
  mars: constants.SE_MARS,
  jupiter: constants.SE_JUPITER,
  saturn: constants.SE_SATURN,
  meanNode: constants.SE_MEAN_NODE,
  trueNode: constants.SE_TRUE_NODE,
};

// The only I/O of the engine: the library opens these files lazily and keeps them open.
sweph.set_ephe_path(fileURLToPath(new URL('../ephe', import.meta.url)));

const EPHEMERIS_FLAG: Record<EphemerisId, number> = {
  swiss: constants.SEFLG_SWIEPH,
  moshier: constants.SEFLG_MOSEPH,
};

/** The Swiss Ephemeris library version, e.g. `2.10.03`, for the "how computed" notes. */
export const SWISS_EPHEMERIS_VERSION: string = sweph.version();

const UNIX_EPOCH_JULIAN_DAY = 2440587.5;
const MS_PER_DAY = 86_400_000;

/** Julian day in Universal Time (UT1 ≈ UTC within a second) of an instant. */
export function julianDayUt(instant: Date | number): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return ms / MS_PER_DAY + UNIX_EPOCH_JULIAN_DAY;
}

/** The instant of a Julian day in Universal Time, as milliseconds since the Unix epoch. */
export function msOfJulianDayUt(julianDay: number): number {
  return (julianDay - UNIX_EPOCH_JULIAN_DAY) * MS_PER_DAY;
}

export interface EclipticPosition {
  /** Ecliptic longitude in degrees, [0, 360): tropical (true equinox of date) or sidereal. */
  readonly longitude: number;
  /** Ecliptic latitude in degrees. */
  readonly latitude: number;
  /** Longitude speed in degrees per day (negative when retrograde). */
  readonly speed: number;
}

/** Thrown when the ephemeris cannot compute (an instant outside its range, for instance). */
export class EphemerisError extends Error {
  override readonly name = 'EphemerisError';
}

function calcFlags(ephemeris: EphemerisId, ayanamsa: AyanamsaId): number {
  const sidereal = ayanamsa === 'tropical' ? 0 : constants.SEFLG_SIDEREAL;
  return EPHEMERIS_FLAG[ephemeris] | constants.SEFLG_SPEED | sidereal;
}

let currentSiderealMode = -1;

/** Selects the ayanamsa in the library's global state; cheap when it is already selected. */
function selectAyanamsa(ayanamsa: AyanamsaId): void {
  if (ayanamsa === 'tropical') return;
  const mode = SIDEREAL_MODE[ayanamsa];
  if (mode === currentSiderealMode) return;
  sweph.set_sid_mode(mode, 0, 0);
  currentSiderealMode = mode;
}

/**
 * Geocentric apparent position of a body at a Julian day in UT, in the frame the ayanamsa
 * names: tropical (true equinox and ecliptic of date) or sidereal (tropical minus the
 * ayanamsa of date, nutation included in both so it cancels). Degrees and degrees per day.
 */
export function bodyPosition(
  julianDay: number,
  body: EphemerisBody,
  ayanamsa: AyanamsaId,
  ephemeris: EphemerisId,
): EclipticPosition {
  selectAyanamsa(ayanamsa);
  const result = sweph.calc_ut(julianDay, BODY_CODE[body], calcFlags(ephemeris, ayanamsa));
  if (result.flag < 0) throw new EphemerisError(result.error);
  const [longitude = 0, latitude = 0, , speed = 0] = result.data;
  return { longitude, latitude, speed };
}

/**
 * Whether a computation really used the ephemeris files: the library silently falls back to
 * Moshier when a file is missing, and the answer must say which theory it used.
 */
export function ephemerisInUse(julianDay: number, ephemeris: EphemerisId): EphemerisId {
  const result = sweph.calc_ut(julianDay, constants.SE_SUN, EPHEMERIS_FLAG[ephemeris]);
  return (result.flag & constants.SEFLG_SWIEPH) !== 0 ? 'swiss' : 'moshier';
}

/** The ayanamsa in degrees at a Julian day in UT (true, nutation included); 0 for tropical. */
export function ayanamsaDegrees(
  julianDay: number,
  ayanamsa: AyanamsaId,
  ephemeris: EphemerisId,
): number {
  if (ayanamsa === 'tropical') return 0;
  selectAyanamsa(ayanamsa);
  const result = sweph.get_ayanamsa_ex_ut(julianDay, EPHEMERIS_FLAG[ephemeris]);
  if (result.flag < 0) throw new EphemerisError(result.error);
  return result.data;
}

export interface AngleSet {
  /** Ascendant (lagna), ecliptic longitude in degrees, in the ayanamsa's frame. */
  readonly ascendant: number;
  /** Midheaven (MC), ecliptic longitude in degrees, in the ayanamsa's frame. */
  readonly midheaven: number;
  /** Bhava chalit (Sripati) cusps: the start of houses 1–12, degrees in the ayanamsa's frame. */
  readonly sripatiCusps: readonly number[];
}

/**
 * Ascendant, midheaven and Sripati cusps at a Julian day in UT for a place (latitude north
 * positive, longitude east positive, degrees). The library computes them in the tropical
 * frame; the ayanamsa of date is subtracted for a sidereal frame.
 */
export function houseAngles(
  julianDay: number,
  latitude: number,
  longitude: number,
  ayanamsa: AyanamsaId,
  ephemeris: EphemerisId,
): AngleSet {
  const result = sweph.houses_ex(julianDay, 0, latitude, longitude, 'S');
  if (result.flag < 0) throw new EphemerisError(`houses not computable at latitude ${latitude}`);
  const shift = ayanamsaDegrees(julianDay, ayanamsa, ephemeris);
  const wrap = (degrees: number) => (((degrees - shift) % 360) + 360) % 360;
  const [ascendant = 0, midheaven = 0] = result.data.points;
  return {
    ascendant: wrap(ascendant),
    midheaven: wrap(midheaven),
    sripatiCusps: result.data.houses.map(wrap),
  };
}

/**
 * The twelve Placidus cusps (houses 1–12, the first is the ascendant) at a Julian day in UT
 * for a place (degrees, north and east positive), in degrees in the ayanamsa's frame. The
 * library subtracts the same true ayanamsa as {@link ayanamsaDegrees} when asked for sidereal
 * cusps. Placidus divides the time a degree takes to rise, which is undefined for the degrees
 * that never rise beyond the polar circles: there the library answers Porphyry cusps with an
 * error, and this throws instead of passing them off as Placidus.
 */
export function placidusCusps(
  julianDay: number,
  latitude: number,
  longitude: number,
  ayanamsa: AyanamsaId,
  ephemeris: EphemerisId,
): readonly number[] {
  selectAyanamsa(ayanamsa);
  const sidereal = ayanamsa === 'tropical' ? 0 : constants.SEFLG_SIDEREAL;
  const flags = EPHEMERIS_FLAG[ephemeris] | sidereal;
  const result = sweph.houses_ex(julianDay, flags, latitude, longitude, 'P');
  if (result.flag < 0) {
    throw new EphemerisError(`Placidus cusps do not exist at latitude ${latitude}`);
  }
  return result.data.houses;
}

/** Standard atmosphere for refraction (about 34′ at the horizon), sea level. */
export const STANDARD_PRESSURE_HPA = 1013.25;
export const STANDARD_TEMPERATURE_C = 10;
/** The library's lapse rate for refraction (SE_LAPSE_RATE). */
const STANDARD_LAPSE_RATE_K_PER_M = 0.0065;

/**
 * The Julian day (UT) of the next rising or setting of the Sun or Moon after `julianDayStart`
 * (UT) at a place (degrees, north and east positive, sea level), or `null` when the body stays
 * above or below the horizon (polar days and nights).
 */
export function riseOrSet(
  julianDayStart: number,
  body: 'sun' | 'moon',
  event: 'rise' | 'set',
  latitude: number,
  longitude: number,
  convention: RiseConvention,
  ephemeris: EphemerisId,
): number | null {
  const eventFlag = event === 'rise' ? constants.SE_CALC_RISE : constants.SE_CALC_SET;
  const conventionFlag = convention === 'disc-centre' ? constants.SE_BIT_DISC_CENTER : 0;
  const result = sweph.rise_trans(
    julianDayStart,
    BODY_CODE[body],
    null,
    EPHEMERIS_FLAG[ephemeris],
    eventFlag | conventionFlag,
    [longitude, latitude, 0],
    STANDARD_PRESSURE_HPA,
    STANDARD_TEMPERATURE_C,
  );
  if (result.flag === -2) return null;
  if (result.flag < 0) throw new EphemerisError(result.error);
  return result.data;
}

export interface EquatorialPosition {
  /** Right ascension and declination in degrees, true equator and equinox of date. */
  readonly rightAscension: number;
  readonly declination: number;
  /** Distance in astronomical units. */
  readonly distance: number;
}

/**
 * Apparent position of the Sun or Moon as seen from a place on the ground (degrees, north and
 * east positive, sea level) at a Julian day in UT: topocentric, so the Moon's parallax (up to
 * a degree near the horizon) is in it.
 */
export function topocentricEquatorial(
  julianDay: number,
  body: 'sun' | 'moon',
  latitude: number,
  longitude: number,
  ephemeris: EphemerisId,
): EquatorialPosition {
  // The library keeps one observer in its global state; rise_trans sets it the same way.
  sweph.set_topo(longitude, latitude, 0);
  const flags = EPHEMERIS_FLAG[ephemeris] | constants.SEFLG_EQUATORIAL | constants.SEFLG_TOPOCTR;
  const result = sweph.calc_ut(julianDay, BODY_CODE[body], flags);
  if (result.flag < 0) throw new EphemerisError(result.error);
  const [rightAscension = 0, declination = 0, distance = 1] = result.data;
  return { rightAscension, declination, distance };
}

/** Greenwich apparent sidereal time at a Julian day in UT, in degrees. */
export function siderealTimeDegrees(julianDay: number): number {
  return sweph.sidtime(julianDay) * 15;
}

/**
 * How far refraction lifts a body seen on the horizon, in degrees, in the standard atmosphere
 * at sea level: the same figure the library's rise_trans uses (about 34.6′).
 */
export const HORIZON_REFRACTION_DEGREES: number = (() => {
  const apparent = 0.000001;
  const result = sweph.refrac_extended(
    apparent,
    0,
    STANDARD_PRESSURE_HPA,
    STANDARD_TEMPERATURE_C,
    STANDARD_LAPSE_RATE_K_PER_M,
    constants.SE_APP_TO_TRUE,
  );
  return apparent - result.data;
})();

/**
 * A Swiss Ephemeris eclipse search's answer: the eclipse type bits (`SE_ECL_*`, 0 when none
 * was found) and its times as Julian days (UT), in the order the library documents.
 */
export interface EclipseSearch {
  readonly flags: number;
  readonly times: readonly number[];
}

/** The eclipse type bits of the library, for reading {@link EclipseSearch.flags}. */
export const ECLIPSE_FLAGS = {
  total: constants.SE_ECL_TOTAL,
  annular: constants.SE_ECL_ANNULAR,
  partial: constants.SE_ECL_PARTIAL,
  hybrid: constants.SE_ECL_ANNULAR_TOTAL,
  penumbral: constants.SE_ECL_PENUMBRAL,
} as const;

function eclipseAnswer(result: { flag: number; error: string; data: readonly number[] }) {
  if (result.flag === constants.ERR) throw new EphemerisError(result.error);
  return { flags: result.flag, times: result.data };
}

/**
 * The next solar (`sol_eclipse_when_glob`) or lunar (`lun_eclipse_when`) eclipse anywhere on
 * Earth after a Julian day (UT): times are greatest eclipse first, then the phases.
 */
export function nextGlobalEclipse(
  kind: 'solar' | 'lunar',
  julianDayStart: number,
  ephemeris: EphemerisId,
): EclipseSearch {
  const flag = EPHEMERIS_FLAG[ephemeris];
  return eclipseAnswer(
    kind === 'solar'
      ? // The binding checks for a boolean where its type declaration says number.
        sweph.sol_eclipse_when_glob(julianDayStart, flag, 0, false as unknown as number)
      : sweph.lun_eclipse_when(julianDayStart, flag, 0, false),
  );
}

/**
 * The next solar (`sol_eclipse_when_loc`) or lunar (`lun_eclipse_when_loc`) eclipse with a
 * phase above the horizon at a place (degrees, north and east positive, sea level) after a
 * Julian day (UT): greatest eclipse, the contacts, and the body's rising or setting within it.
 */
export function nextLocalEclipse(
  kind: 'solar' | 'lunar',
  julianDayStart: number,
  latitude: number,
  longitude: number,
  ephemeris: EphemerisId,
): EclipseSearch {
  const flag = EPHEMERIS_FLAG[ephemeris];
  const place: [number, number, number] = [longitude, latitude, 0];
  return eclipseAnswer(
    kind === 'solar'
      ? sweph.sol_eclipse_when_loc(julianDayStart, flag, place, false)
      : sweph.lun_eclipse_when_loc(julianDayStart, flag, place, false),
  );
}
