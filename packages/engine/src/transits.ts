import { bodyPosition, type EphemerisBody, julianDayUt, msOfJulianDayUt } from './ephemeris.js';
import { type EphemerisId, PLANET_IDS, type PlanetId, type TransitKind } from './ids.js';
import { isCombust } from './kundli.js';

export interface PlanetTransit {
  readonly planet: PlanetId;
  readonly kind: TransitKind;
  /** UTC milliseconds, to within a minute. */
  readonly ms: number;
  /** For an ingress: the sidereal sign entered, 1 = Aries … 12 = Pisces; else the sign it is in. */
  readonly sign: number;
}

/** The planets whose transits are followed; the Moon changes sign every two and a half days. */
type TransitPlanet = Exclude<PlanetId, 'moon'>;
const TRANSIT_PLANETS = PLANET_IDS.filter((planet): planet is TransitPlanet => planet !== 'moon');
const BODY: Record<TransitPlanet, EphemerisBody> = {
  sun: 'sun',
  mars: 'mars',
  mercury: 'mercury',
  jupiter: 'jupiter',
  venus: 'venus',
  saturn: 'saturn',
  rahu: 'meanNode',
  ketu: 'meanNode',
};
/** Planets that turn retrograde and direct (the nodes always move backwards, the Sun never). */
const STATIONARY = new Set<PlanetId>(['mars', 'mercury', 'jupiter', 'venus', 'saturn']);
const SEARCH_STEP_DAYS = 1;
const PRECISION_DAYS = 1 / 1440;

interface State {
  readonly sign: number;
  readonly retrograde: boolean;
  readonly combust: boolean;
}

/** A planet's sidereal (Lahiri) sign, motion and combustion at a Julian day (UT). */
function stateAt(planet: TransitPlanet, day: number, ephemeris: EphemerisId): State {
  const position = bodyPosition(day, BODY[planet], 'lahiri', ephemeris);
  const longitude = planet === 'ketu' ? (position.longitude + 180) % 360 : position.longitude;
  const sun = planet === 'sun' ? position : bodyPosition(day, 'sun', 'lahiri', ephemeris);
  return {
    sign: Math.floor(longitude / 30) + 1,
    retrograde: position.speed < 0,
    combust: isCombust(planet, longitude, position.speed, sun.longitude),
  };
}

export interface PlanetState extends State {
  readonly planet: PlanetId;
}

/**
 * Every planet but the Moon at one instant: its sidereal (Lahiri) sign, whether it is
 * retrograde and whether combust, as `planetTransitsOfYear` follows them.
 */
export function planetStatesAt(
  ms: number,
  options: { readonly ephemeris?: EphemerisId } = {},
): PlanetState[] {
  const day = julianDayUt(ms);
  return TRANSIT_PLANETS.map((planet) => ({
    planet,
    ...stateAt(planet, day, options.ephemeris ?? 'swiss'),
  }));
}

/** One sign of the Moon's passage: the sidereal sign and the UTC milliseconds it holds it. */
export interface MoonSignSpan {
  readonly sign: number;
  readonly from: number;
  readonly to: number;
}

const MOON_STEP_DAYS = 1 / 8;

/**
 * The Moon's sidereal (Lahiri) signs from `fromMs` to `toMs`: the sign it is in at the start
 * and each one it enters, the changes found by 3-hour steps (the Moon needs over two days for
 * a sign) and bisection to a minute. The first span starts at `fromMs`, the last ends at
 * `toMs`.
 */
export function moonSignsBetween(
  fromMs: number,
  toMs: number,
  options: { readonly ephemeris?: EphemerisId } = {},
): MoonSignSpan[] {
  const ephemeris = options.ephemeris ?? 'swiss';
  const signAt = (day: number) =>
    Math.floor(bodyPosition(day, 'moon', 'lahiri', ephemeris).longitude / 30) + 1;
  const end = julianDayUt(toMs);
  let day = julianDayUt(fromMs);
  let sign = signAt(day);
  let spanStart = fromMs;
  const spans: MoonSignSpan[] = [];
  while (day < end) {
    const next = Math.min(day + MOON_STEP_DAYS, end);
    const nextSign = signAt(next);
    if (nextSign !== sign) {
      let low = day;
      let high = next;
      while (high - low > PRECISION_DAYS) {
        const middle = (low + high) / 2;
        if (signAt(middle) === sign) low = middle;
        else high = middle;
      }
      const change = Math.round(msOfJulianDayUt(high));
      spans.push({ sign, from: spanStart, to: change });
      spanStart = change;
      sign = nextSign;
    }
    day = next;
  }
  spans.push({ sign, from: spanStart, to: toMs });
  return spans;
}

/**
 * A year of planetary transits (UT, the Gregorian year): each planet's sidereal (Lahiri) sign
 * changes, the retrograde and direct stations of Mars, Mercury, Jupiter, Venus and Saturn, and
 * the beginning and end of each combustion (Surya Siddhanta orbs), sorted by time. Rahu is the
 * mean node and Ketu opposite it. Found by daily steps, then bisection to a minute.
 */
export function planetTransitsOfYear(
  year: number,
  options: { readonly ephemeris?: EphemerisId } = {},
): PlanetTransit[] {
  const ephemeris = options.ephemeris ?? 'swiss';
  const start = julianDayUt(Date.UTC(year, 0, 1));
  const end = julianDayUt(Date.UTC(year + 1, 0, 1));
  const stateOf = (planet: TransitPlanet, day: number): State => stateAt(planet, day, ephemeris);
  const found: PlanetTransit[] = [];
  for (const planet of TRANSIT_PLANETS) {
    let day = start;
    let state = stateOf(planet, day);
    while (day < end) {
      const next = Math.min(day + SEARCH_STEP_DAYS, end);
      const nextState = stateOf(planet, next);
      const changes: [keyof State, (found: State) => TransitKind | null][] = [
        ['sign', () => 'ingress'],
        [
          'retrograde',
          (s) => (STATIONARY.has(planet) ? (s.retrograde ? 'retrograde' : 'direct') : null),
        ],
        ['combust', (s) => (s.combust ? 'combust-begin' : 'combust-end')],
      ];
      for (const [key, kindOf] of changes) {
        if (state[key] === nextState[key]) continue;
        let low = day;
        let high = next;
        while (high - low > PRECISION_DAYS) {
          const middle = (low + high) / 2;
          if (stateOf(planet, middle)[key] === state[key]) low = middle;
          else high = middle;
        }
        const after = stateOf(planet, high);
        const kind = kindOf(after);
        if (kind)
          found.push({ planet, kind, ms: Math.round(msOfJulianDayUt(high)), sign: after.sign });
      }
      day = next;
      state = nextState;
    }
  }
  return found.sort((a, b) => a.ms - b.ms || a.planet.localeCompare(b.planet));
}
