/**
 * Krishnamurti Paddhati (KP): Placidus cusps and the nine grahas in the Krishnamurti
 * ayanamsa, each with its sign, star (nakshatra) and sub lords, the 249 numbers of KP horary,
 * and the ruling planets of a moment.
 */
import { VARA_LORDS } from './daily-timings.js';
import { VIMSHOTTARI_YEARS } from './dasha.js';
import {
  ayanamsaDegrees,
  bodyPosition,
  ephemerisInUse,
  houseAngles,
  julianDayUt,
  msOfJulianDayUt,
  placidusCusps,
  SWISS_EPHEMERIS_VERSION,
} from './ephemeris.js';
import {
  type AyanamsaId,
  type EphemerisId,
  type NodeType,
  PLANET_IDS,
  type PlanetId,
  type RiseConvention,
  SIGN_LORDS,
  VIMSHOTTARI_ORDER,
} from './ids.js';
import { type Birth, grahaPositions } from './kundli.js';
import { nextRiseOrSet } from './rise-set.js';
import { normalizeDegrees } from './zodiac.js';

const KP_AYANAMSA = 'krishnamurti' satisfies AyanamsaId;
/** The platform's sunrise, which starts the day whose lord rules. */
const SUNRISE_CONVENTION = 'upper-limb' satisfies RiseConvention;

// Longitudes are placed in thirds of an arcsecond: the coarsest unit in which every boundary
// is a whole number (a nakshatra is 144,000, the sub of a lord of Y years 1,200·Y, a sub-sub
// of Z years within it 10·Y·Z), so a longitude is placed by exact comparisons.
const UNITS_PER_ARCSECOND = 3;
const UNITS_PER_DEGREE = 3600 * UNITS_PER_ARCSECOND;
const CIRCLE_UNITS = 360 * UNITS_PER_DEGREE;
const SIGN_UNITS = 30 * UNITS_PER_DEGREE;
const NAKSHATRA_UNITS = CIRCLE_UNITS / 27;
const VIMSHOTTARI_CYCLE_YEARS = 120;
/**
 * A boundary written in degrees (0°46′40″ is 0.7777…°) misses its whole number of units by a
 * rounding error; within a millionth of a unit (3×10⁻⁷″, far below any ephemeris's precision)
 * a longitude is read as that boundary, so it starts the next sub instead of ending one.
 */
const BOUNDARY_TOLERANCE_UNITS = 1e-6;

function unitsOfLongitude(longitude: number): number {
  const units = normalizeDegrees(longitude) * UNITS_PER_DEGREE;
  const nearest = Math.round(units);
  const placed = Math.abs(units - nearest) < BOUNDARY_TOLERANCE_UNITS ? nearest : units;
  return placed >= CIRCLE_UNITS ? placed - CIRCLE_UNITS : placed;
}

interface VimshottariPart {
  readonly lord: PlanetId;
  /** Offset from the start of the divided span, and length, in units. */
  readonly start: number;
  readonly length: number;
}

/** A span cut in nine parts in proportion to the dasha years, from `firstLord` on in Vimshottari order. */
function vimshottariParts(spanUnits: number, firstLord: PlanetId): VimshottariPart[] {
  const first = VIMSHOTTARI_ORDER.indexOf(firstLord);
  const parts: VimshottariPart[] = [];
  let start = 0;
  for (let step = 0; step < 9; step += 1) {
    const lord = VIMSHOTTARI_ORDER[(first + step) % 9] ?? firstLord;
    const length = (spanUnits * VIMSHOTTARI_YEARS[lord]) / VIMSHOTTARI_CYCLE_YEARS;
    parts.push({ lord, start, length });
    start += length;
  }
  return parts;
}

function partContaining(spanUnits: number, firstLord: PlanetId, offset: number): VimshottariPart {
  const parts = vimshottariParts(spanUnits, firstLord);
  const last = parts[parts.length - 1] ?? { lord: firstLord, start: 0, length: spanUnits };
  return parts.find((part) => offset < part.start + part.length) ?? last;
}

/** One number of the KP horary table: a sub, or the part of a sub within one sign. */
export interface KpSub {
  /** 1–249. */
  readonly number: number;
  /** 1 = Aries … 12 = Pisces. */
  readonly sign: number;
  /** 1 = Ashwini … 27 = Revati. */
  readonly nakshatra: number;
  readonly starLord: PlanetId;
  readonly subLord: PlanetId;
  /** Where it starts and ends, whole arcseconds of sidereal longitude from 0° Aries. */
  readonly startArcseconds: number;
  readonly endArcseconds: number;
}

function buildSubTable(): KpSub[] {
  const table: KpSub[] = [];
  for (let index = 0; index < 27; index += 1) {
    const starLord = VIMSHOTTARI_ORDER[index % 9] ?? 'ketu';
    const starStart = index * NAKSHATRA_UNITS;
    for (const sub of vimshottariParts(NAKSHATRA_UNITS, starLord)) {
      const start = starStart + sub.start;
      const end = start + sub.length;
      // No sub is longer than 2°06′40″, so it runs over one sign's end at most, and KP horary
      // numbers each side of it: 243 subs, six of them split, make 249.
      const signEnd = (Math.floor(start / SIGN_UNITS) + 1) * SIGN_UNITS;
      const pieces = end > signEnd ? [start, signEnd, end] : [start, end];
      for (let piece = 0; piece + 1 < pieces.length; piece += 1) {
        const from = pieces[piece] ?? 0;
        const to = pieces[piece + 1] ?? 0;
        table.push({
          number: table.length + 1,
          sign: Math.floor(from / SIGN_UNITS) + 1,
          nakshatra: index + 1,
          starLord,
          subLord: sub.lord,
          startArcseconds: from / UNITS_PER_ARCSECOND,
          endArcseconds: to / UNITS_PER_ARCSECOND,
        });
      }
    }
  }
  return table;
}

/** The 249 numbers of KP horary in order from 0° Aries, each within one sign. */
export const KP_SUB_TABLE: readonly KpSub[] = buildSubTable();

const SUB_STARTS_UNITS = KP_SUB_TABLE.map((sub) => sub.startArcseconds * UNITS_PER_ARCSECOND);

function subNumberOfUnits(units: number): number {
  let low = 0;
  let high = SUB_STARTS_UNITS.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((SUB_STARTS_UNITS[middle] ?? 0) <= units) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

/** The KP horary number (1–249) of a sidereal longitude in degrees. */
export function kpSubNumber(longitude: number): number {
  return subNumberOfUnits(unitsOfLongitude(longitude));
}

export interface KpLords {
  /** 1 = Aries … 12 = Pisces. */
  readonly sign: number;
  readonly signLord: PlanetId;
  /** 1 = Ashwini … 27 = Revati. */
  readonly nakshatra: number;
  readonly starLord: PlanetId;
  readonly subLord: PlanetId;
  readonly subSubLord: PlanetId;
  /** The KP horary number, 1–249. */
  readonly subNumber: number;
}

/**
 * The sign, star, sub and sub-sub lords of a sidereal longitude in degrees. The star's
 * 13°20′ is cut in nine subs in proportion to the Vimshottari years from the star's lord on,
 * and each sub in nine sub-subs the same way from the sub's lord on; a boundary belongs to
 * the part it starts.
 */
export function kpLordsOf(longitude: number): KpLords {
  const units = unitsOfLongitude(longitude);
  const signIndex = Math.floor(units / SIGN_UNITS);
  const starIndex = Math.floor(units / NAKSHATRA_UNITS);
  const starLord = VIMSHOTTARI_ORDER[starIndex % 9] ?? 'ketu';
  const withinStar = units - starIndex * NAKSHATRA_UNITS;
  const sub = partContaining(NAKSHATRA_UNITS, starLord, withinStar);
  const subSub = partContaining(sub.length, sub.lord, withinStar - sub.start);
  return {
    sign: signIndex + 1,
    signLord: SIGN_LORDS[signIndex] ?? 'mars',
    nakshatra: starIndex + 1,
    starLord,
    subLord: sub.lord,
    subSubLord: subSub.lord,
    subNumber: subNumberOfUnits(units),
  };
}

/**
 * Degrees within the sign to the arcsecond, e.g. `12°34′56″`. The seconds are cut, not
 * rounded, so the text never shows the next sign's 0° nor the first second of a sub the
 * longitude has not reached.
 */
export function signDegreeText(longitude: number): string {
  const seconds = Math.floor((unitsOfLongitude(longitude) % SIGN_UNITS) / UNITS_PER_ARCSECOND);
  const degrees = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${degrees}°${pad(minutes)}′${pad(seconds % 60)}″`;
}

export interface KpPosition extends KpLords {
  /** Sidereal longitude (Krishnamurti ayanamsa), degrees [0, 360). */
  readonly longitude: number;
  /** Degrees within the sign, [0, 30). */
  readonly signDegree: number;
  /** The same as text to the arcsecond, e.g. `12°34′56″`. */
  readonly signDegreeText: string;
}

function kpPositionOf(longitude: number): KpPosition {
  const lords = kpLordsOf(longitude);
  return {
    longitude,
    signDegree: (unitsOfLongitude(longitude) % SIGN_UNITS) / UNITS_PER_DEGREE,
    signDegreeText: signDegreeText(longitude),
    ...lords,
  };
}

export interface KpCusp extends KpPosition {
  /** 1–12; the first cusp is the ascendant. */
  readonly house: number;
}

export interface KpPlanet extends KpPosition {
  readonly id: PlanetId;
  /** Apparent backward motion; Rahu and Ketu always with the mean node. */
  readonly retrograde: boolean;
}

type KpRulingLords = Pick<KpLords, 'signLord' | 'starLord' | 'subLord'>;

export interface KpRulingPlanets {
  readonly day: {
    /** 0 = Sunday … 6 = Saturday: the weekday of the sunrise that began the day. */
    readonly weekday: number;
    readonly lord: PlanetId;
    /**
     * That sunrise, milliseconds since the Unix epoch (UTC); `null` when the Sun did not rise
     * within the day before (polar days and nights), and the civil weekday by local mean time
     * was taken.
     */
    readonly sunriseMs: number | null;
  };
  readonly moon: KpRulingLords;
  readonly ascendant: KpRulingLords;
}

const MS_PER_DEGREE_OF_LONGITUDE = 240_000;
/** A little over a day back, so the search meets the sunrise that began the day. */
const SUNRISE_LOOKBACK_DAYS = 1.1;
/** Sunrises are about a day apart: from half a day after one, the next one is found. */
const HALF_DAY = 0.5;

function dayOf(
  julianDay: number,
  place: Pick<Birth, 'latitude' | 'longitude'>,
  ephemeris: EphemerisId,
): KpRulingPlanets['day'] {
  const sunriseAfter = (start: number) =>
    nextRiseOrSet(
      start,
      'sun',
      'rise',
      place.latitude,
      place.longitude,
      SUNRISE_CONVENTION,
      ephemeris,
    );
  let sunrise: number | null = null;
  let next = sunriseAfter(julianDay - SUNRISE_LOOKBACK_DAYS);
  while (next !== null && next <= julianDay) {
    sunrise = next;
    next = sunriseAfter(next + HALF_DAY);
  }
  // The date by local mean time: a sunrise falls in the local morning, so its date is the
  // morning's whatever the zone's offset, and the engine needs no zone for it.
  const localMeanMs =
    msOfJulianDayUt(sunrise ?? julianDay) + place.longitude * MS_PER_DEGREE_OF_LONGITUDE;
  const weekday = new Date(localMeanMs).getUTCDay();
  return {
    weekday,
    lord: VARA_LORDS[weekday] ?? 'sun',
    sunriseMs: sunrise === null ? null : msOfJulianDayUt(sunrise),
  };
}

function rulingLordsOf(longitude: number): KpRulingLords {
  const { signLord, starLord, subLord } = kpLordsOf(longitude);
  return { signLord, starLord, subLord };
}

/**
 * The KP ruling planets of a moment at a place: the lord of the day (from sunrise to
 * sunrise), the Moon's sign, star and sub lords and the ascendant's, in the Krishnamurti
 * ayanamsa. The ascendant needs no house system, so this answers beyond the polar circles too.
 */
export function kpRulingPlanets(
  moment: Birth,
  options: { readonly ephemeris?: EphemerisId } = {},
): KpRulingPlanets {
  const ephemeris = options.ephemeris ?? 'swiss';
  const julianDay = julianDayUt(moment.utcMs);
  const moon = bodyPosition(julianDay, 'moon', KP_AYANAMSA, ephemeris).longitude;
  const { ascendant } = houseAngles(
    julianDay,
    moment.latitude,
    moment.longitude,
    KP_AYANAMSA,
    ephemeris,
  );
  return {
    day: dayOf(julianDay, moment, ephemeris),
    moon: rulingLordsOf(moon),
    ascendant: rulingLordsOf(ascendant),
  };
}

export interface KpOptions {
  /** Rahu from the mean node (default, as Krishnamurti's own tables) or the true node. */
  readonly nodeType?: NodeType;
  readonly ephemeris?: EphemerisId;
}

export interface KpChart {
  /** The Krishnamurti ayanamsa of the moment, degrees (true, nutation included). */
  readonly ayanamsaDegrees: number;
  readonly cusps: readonly KpCusp[];
  /** The nine grahas in the engine's order, Ketu opposite Rahu. */
  readonly planets: readonly KpPlanet[];
  readonly rulingPlanets: KpRulingPlanets;
  readonly conventions: {
    readonly ayanamsa: typeof KP_AYANAMSA;
    readonly houseSystem: 'placidus';
    readonly nodeType: NodeType;
    readonly ephemeris: EphemerisId;
    readonly ephemerisVersion: string;
    readonly sunriseConvention: typeof SUNRISE_CONVENTION;
  };
}

/**
 * A KP chart of a birth: the twelve Placidus cusps and the nine grahas in the Krishnamurti
 * ayanamsa, each with its sign, star, sub and sub-sub lords and horary number, and the
 * ruling planets of the birth moment. Throws an `EphemerisError` beyond the polar circles,
 * where Placidus cusps do not exist.
 */
export function computeKpChart(birth: Birth, options: KpOptions = {}): KpChart {
  const nodeType = options.nodeType ?? 'mean';
  const ephemeris = options.ephemeris ?? 'swiss';
  const julianDay = julianDayUt(birth.utcMs);
  const cusps = placidusCusps(julianDay, birth.latitude, birth.longitude, KP_AYANAMSA, ephemeris);
  const positions = grahaPositions(julianDay, KP_AYANAMSA, nodeType, ephemeris);
  return {
    ayanamsaDegrees: ayanamsaDegrees(julianDay, KP_AYANAMSA, ephemeris),
    cusps: cusps.map((longitude, index) => ({ house: index + 1, ...kpPositionOf(longitude) })),
    planets: PLANET_IDS.map((id) => {
      const position = positions.get(id) ?? { longitude: 0, speed: 0 };
      return { id, retrograde: position.speed < 0, ...kpPositionOf(position.longitude) };
    }),
    rulingPlanets: kpRulingPlanets(birth, { ephemeris }),
    conventions: {
      ayanamsa: KP_AYANAMSA,
      houseSystem: 'placidus',
      nodeType,
      ephemeris: ephemerisInUse(julianDay, ephemeris),
      ephemerisVersion: SWISS_EPHEMERIS_VERSION,
      sunriseConvention: SUNRISE_CONVENTION,
    },
  };
}
