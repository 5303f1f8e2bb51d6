import { computeVimshottari, type VimshottariDasha } from './dasha.js';
import { dignityOf } from './dignity.js';
import {
  ayanamsaDegrees,
  bodyPosition,
  type EclipticPosition,
  type EphemerisBody,
  ephemerisInUse,
  houseAngles,
  julianDayUt,
  SWISS_EPHEMERIS_VERSION,
} from './ephemeris.js';
import {
  type AyanamsaId,
  type DashaYearDays,
  type Dignity,
  type EphemerisId,
  type HouseSystem,
  type NodeType,
  PLANET_IDS,
  type PlanetId,
  VARGA_IDS,
  type VargaId,
} from './ids.js';
import { nakshatraOfLongitude } from './nakshatra.js';
import { vargaSign } from './vargas.js';
import { normalizeDegrees, signOfLongitude } from './zodiac.js';

export interface KundliOptions {
  readonly ayanamsa?: AyanamsaId;
  readonly nodeType?: NodeType;
  readonly houseSystem?: HouseSystem;
  readonly ephemeris?: EphemerisId;
  readonly dashaYearDays?: DashaYearDays;
  /** Levels of the Vimshottari dasha: 2 = maha and antar, 3 (default) = with pratyantar. */
  readonly dashaLevels?: 2 | 3;
}

export interface Birth {
  /** The birth instant, milliseconds since the Unix epoch (UTC). */
  readonly utcMs: number;
  /** Geographic latitude, degrees north positive. */
  readonly latitude: number;
  /** Geographic longitude, degrees east positive. */
  readonly longitude: number;
}

export interface PlanetPlacement {
  readonly id: PlanetId;
  /** Sidereal (or tropical, when asked) ecliptic longitude in degrees, [0, 360). */
  readonly longitude: number;
  /** Ecliptic latitude in degrees. */
  readonly latitude: number;
  /** Longitude speed, degrees per day. */
  readonly speed: number;
  /** Apparent backward motion; Rahu and Ketu always, by their nature (mean node). */
  readonly retrograde: boolean;
  readonly combust: boolean;
  /** 1 = Aries … 12 = Pisces. */
  readonly sign: number;
  readonly signDegree: number;
  /** 1 = Ashwini … 27 = Revati. */
  readonly nakshatra: number;
  readonly nakshatraLord: PlanetId;
  readonly pada: number;
  /** 1–12 in the chosen house system. */
  readonly house: number;
  readonly dignity: Dignity;
}

export interface HouseSpan {
  /** 1–12. */
  readonly number: number;
  /** The sign at the house's start. */
  readonly sign: number;
  /** Where the house starts and ends, degrees of longitude in the chart's frame. */
  readonly start: number;
  readonly end: number;
}

export interface Kundli {
  readonly ayanamsa: { readonly id: AyanamsaId; readonly degrees: number };
  readonly ascendant: {
    readonly longitude: number;
    readonly sign: number;
    readonly signDegree: number;
    readonly nakshatra: number;
    readonly pada: number;
  };
  readonly planets: readonly PlanetPlacement[];
  readonly houses: readonly HouseSpan[];
  /** For each divisional chart, the ascendant's sign and each planet's sign (1–12). */
  readonly vargas: Readonly<
    Record<
      VargaId,
      { readonly ascendant: number; readonly planets: Readonly<Record<PlanetId, number>> }
    >
  >;
  readonly dasha: VimshottariDasha;
  readonly conventions: {
    readonly ephemeris: EphemerisId;
    readonly ephemerisVersion: string;
    readonly nodeType: NodeType;
    readonly houseSystem: HouseSystem;
    readonly frame: 'sidereal' | 'tropical';
  };
}

/**
 * Combustion orbs in degrees of longitude from the Sun (Surya Siddhanta, as most Indian
 * software uses them); Mercury and Venus have smaller orbs when retrograde.
 */
const COMBUSTION_ORB: Partial<Record<PlanetId, { direct: number; retrograde: number }>> = {
  moon: { direct: 12, retrograde: 12 },
  mars: { direct: 17, retrograde: 17 },
  mercury: { direct: 14, retrograde: 12 },
  jupiter: { direct: 11, retrograde: 11 },
  venus: { direct: 10, retrograde: 8 },
  saturn: { direct: 15, retrograde: 15 },
};

function angularDistance(a: number, b: number): number {
  const difference = Math.abs(normalizeDegrees(a - b));
  return difference > 180 ? 360 - difference : difference;
}

/**
 * Whether a planet (longitude in degrees, speed in degrees a day, either frame as long as the
 * Sun's is the same) is combust: within its orb of the Sun's longitude, the smaller orb when
 * retrograde. The Sun, Rahu and Ketu are never combust.
 */
export function isCombust(
  id: PlanetId,
  longitude: number,
  speed: number,
  sunLongitude: number,
): boolean {
  const orb = COMBUSTION_ORB[id];
  return (
    orb !== undefined &&
    angularDistance(longitude, sunLongitude) < (speed < 0 ? orb.retrograde : orb.direct)
  );
}

const BODY_OF: Record<Exclude<PlanetId, 'rahu' | 'ketu'>, EphemerisBody> = {
  sun: 'sun',
  moon: 'moon',
  mars: 'mars',
  mercury: 'mercury',
  jupiter: 'jupiter',
  venus: 'venus',
  saturn: 'saturn',
};

/**
 * The nine grahas' positions at a Julian day in UT in the ayanamsa's frame: the seven bodies,
 * Rahu from the mean or true node, and Ketu opposite Rahu (its latitude mirrored).
 */
export function grahaPositions(
  julianDay: number,
  ayanamsa: AyanamsaId,
  nodeType: NodeType,
  ephemeris: EphemerisId,
): ReadonlyMap<PlanetId, EclipticPosition> {
  const positions = new Map<PlanetId, EclipticPosition>();
  for (const id of PLANET_IDS) {
    if (id === 'rahu' || id === 'ketu') continue;
    positions.set(id, bodyPosition(julianDay, BODY_OF[id], ayanamsa, ephemeris));
  }
  const node = bodyPosition(
    julianDay,
    nodeType === 'mean' ? 'meanNode' : 'trueNode',
    ayanamsa,
    ephemeris,
  );
  positions.set('rahu', node);
  positions.set('ketu', {
    longitude: normalizeDegrees(node.longitude + 180),
    latitude: -node.latitude,
    speed: node.speed,
  });
  return positions;
}

function houseOf(
  longitude: number,
  ascendantSign: number,
  houses: readonly HouseSpan[],
  system: HouseSystem,
): number {
  if (system === 'whole-sign')
    return ((signOfLongitude(longitude).sign - ascendantSign + 12) % 12) + 1;
  for (const house of houses) {
    const span = normalizeDegrees(house.end - house.start);
    if (normalizeDegrees(longitude - house.start) < span) return house.number;
  }
  return 1;
}

/**
 * A birth chart: sidereal positions of the nine grahas (Lahiri by default; Ketu opposite
 * Rahu, the mean node by default), the lagna and houses (whole-sign by default, Sripati bhava
 * chalit as an option), the sixteen vargas and the Vimshottari dasha to three levels.
 */
export function computeKundli(birth: Birth, options: KundliOptions = {}): Kundli {
  const ayanamsa = options.ayanamsa ?? 'lahiri';
  const nodeType = options.nodeType ?? 'mean';
  const houseSystem = options.houseSystem ?? 'whole-sign';
  const requested = options.ephemeris ?? 'swiss';
  const julianDay = julianDayUt(birth.utcMs);

  const raw = grahaPositions(julianDay, ayanamsa, nodeType, requested);

  const angles = houseAngles(julianDay, birth.latitude, birth.longitude, ayanamsa, requested);
  const ascendantPosition = signOfLongitude(angles.ascendant);
  const ascendantNakshatra = nakshatraOfLongitude(angles.ascendant);

  const houses: HouseSpan[] = [];
  for (let index = 0; index < 12; index += 1) {
    if (houseSystem === 'whole-sign') {
      const sign = ((ascendantPosition.sign - 1 + index) % 12) + 1;
      houses.push({ number: index + 1, sign, start: (sign - 1) * 30, end: (sign % 12) * 30 });
    } else {
      const start = angles.sripatiCusps[index] ?? 0;
      const end = angles.sripatiCusps[(index + 1) % 12] ?? 0;
      houses.push({ number: index + 1, sign: signOfLongitude(start).sign, start, end });
    }
  }

  const sun = raw.get('sun');
  const planets: PlanetPlacement[] = PLANET_IDS.map((id) => {
    const position = raw.get(id) ?? { longitude: 0, latitude: 0, speed: 0 };
    const { sign, degreeInSign } = signOfLongitude(position.longitude);
    const nakshatra = nakshatraOfLongitude(position.longitude);
    const retrograde = position.speed < 0;
    const combust =
      sun !== undefined && isCombust(id, position.longitude, position.speed, sun.longitude);
    return {
      id,
      longitude: position.longitude,
      latitude: position.latitude,
      speed: position.speed,
      retrograde,
      combust,
      sign,
      signDegree: degreeInSign,
      nakshatra: nakshatra.nakshatra,
      nakshatraLord: nakshatra.lord,
      pada: nakshatra.pada,
      house: houseOf(position.longitude, ascendantPosition.sign, houses, houseSystem),
      dignity: dignityOf(id, sign, degreeInSign),
    };
  });

  const vargas = {} as Record<VargaId, { ascendant: number; planets: Record<PlanetId, number> }>;
  for (const varga of VARGA_IDS) {
    const signs = {} as Record<PlanetId, number>;
    for (const planet of planets) signs[planet.id] = vargaSign(varga, planet.longitude);
    vargas[varga] = { ascendant: vargaSign(varga, angles.ascendant), planets: signs };
  }

  const moon = raw.get('moon')?.longitude ?? 0;
  return {
    ayanamsa: { id: ayanamsa, degrees: ayanamsaDegrees(julianDay, ayanamsa, requested) },
    ascendant: {
      longitude: angles.ascendant,
      sign: ascendantPosition.sign,
      signDegree: ascendantPosition.degreeInSign,
      nakshatra: ascendantNakshatra.nakshatra,
      pada: ascendantNakshatra.pada,
    },
    planets,
    houses,
    vargas,
    dasha: computeVimshottari(moon, birth.utcMs, {
      yearDays: options.dashaYearDays ?? 365.25,
      levels: options.dashaLevels ?? 3,
    }),
    conventions: {
      ephemeris: ephemerisInUse(julianDay, requested),
      ephemerisVersion: SWISS_EPHEMERIS_VERSION,
      nodeType,
      houseSystem,
      frame: ayanamsa === 'tropical' ? 'tropical' : 'sidereal',
    },
  };
}
