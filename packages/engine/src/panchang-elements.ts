import { bodyPosition } from './ephemeris.js';
import type { AyanamsaId, EphemerisId } from './ids.js';
import { normalizeDegrees } from './zodiac.js';

/**
 * The four angular limbs of the panchang, each a whole circle cut into equal spans:
 * - tithi: Moon − Sun elongation in 12° spans (30 per lunar month, 1–15 Shukla, 16–30 Krishna);
 * - karana: half-tithis of 6° (60 per month, named by `karanaOfSequence`);
 * - nakshatra: the Moon's sidereal longitude in 13°20′ spans (27);
 * - yoga: the sum of the Sun's and Moon's sidereal longitudes in 13°20′ spans (27).
 */
export type LimbId = 'tithi' | 'karana' | 'nakshatra' | 'yoga';

export const LIMB_SPAN_DEGREES: Readonly<Record<LimbId, number>> = {
  tithi: 12,
  karana: 6,
  nakshatra: 360 / 27,
  yoga: 360 / 27,
};

interface Position {
  readonly longitude: number;
  readonly speed: number;
}

/**
 * Days between the nodes where the Sun and Moon are read for interpolation: whole multiples of
 * this from Julian day 0, so a day's answer never depends on the order of its questions. Over
 * two days a cubic through positions and speeds stays within 0.002″ of the ephemeris for the
 * Sun and within 10″ for the Moon (measured on 3,000 intervals of 1900–2100).
 */
const NODE_SPACING_DAYS = 2;

/**
 * Sidereal Sun and Moon (degrees, degrees per day) at Julian days (UT) for one computation.
 * The Moon is read from the ephemeris at every instant asked (and remembered, since the limbs
 * share their first instant). The Sun moves so evenly that its cubic between nodes is used
 * instead: 0.002″ is a thousandth of a second of a tithi. `predictedLimbAngle` interpolates the
 * Moon too, for first guesses that save the ephemeris most of a Newton search.
 */
export class SunMoonEphemeris {
  private readonly nodes = new Map<number, { sun: Position; moon: Position }>();
  private readonly moons = new Map<number, Position>();

  constructor(
    readonly ayanamsa: AyanamsaId,
    readonly ephemeris: EphemerisId,
  ) {}

  private node(index: number): { sun: Position; moon: Position } {
    let node = this.nodes.get(index);
    if (!node) {
      const julianDay = index * NODE_SPACING_DAYS;
      node = {
        sun: bodyPosition(julianDay, 'sun', this.ayanamsa, this.ephemeris),
        moon: bodyPosition(julianDay, 'moon', this.ayanamsa, this.ephemeris),
      };
      this.nodes.set(index, node);
    }
    return node;
  }

  private interpolated(body: 'sun' | 'moon', julianDay: number): Position {
    const index = Math.floor(julianDay / NODE_SPACING_DAYS);
    return hermite(
      this.node(index)[body],
      this.node(index + 1)[body],
      julianDay / NODE_SPACING_DAYS - index,
    );
  }

  sunAt(julianDay: number): Position {
    return this.interpolated('sun', julianDay);
  }

  moonAt(julianDay: number): Position {
    let moon = this.moons.get(julianDay);
    if (!moon) {
      moon = bodyPosition(julianDay, 'moon', this.ayanamsa, this.ephemeris);
      this.moons.set(julianDay, moon);
    }
    return moon;
  }

  /** The limb's angle in degrees [0, 360) and its rate in degrees per day at a Julian day (UT). */
  limbAngle(limb: LimbId, julianDay: number): { angle: number; rate: number } {
    const moon = this.moonAt(julianDay);
    if (limb === 'nakshatra') return { angle: moon.longitude, rate: moon.speed };
    return combine(limb, this.sunAt(julianDay), moon);
  }

  /** `limbAngle` with the Moon interpolated too: within about 20″ of the true angle. */
  predictedLimbAngle(limb: LimbId, julianDay: number): { angle: number; rate: number } {
    const moon = this.interpolated('moon', julianDay);
    if (limb === 'nakshatra') return { angle: moon.longitude, rate: moon.speed };
    return combine(limb, this.sunAt(julianDay), moon);
  }
}

function combine(limb: LimbId, sun: Position, moon: Position): { angle: number; rate: number } {
  if (limb === 'yoga') {
    return {
      angle: normalizeDegrees(sun.longitude + moon.longitude),
      rate: sun.speed + moon.speed,
    };
  }
  return {
    angle: normalizeDegrees(moon.longitude - sun.longitude),
    rate: moon.speed - sun.speed,
  };
}

/**
 * The cubic Hermite curve through two nodes `NODE_SPACING_DAYS` apart, at a fraction (0–1) of
 * the way: longitude in degrees [0, 360) and its rate in degrees per day.
 */
function hermite(from: Position, to: Position, fraction: number): Position {
  const h = NODE_SPACING_DAYS;
  const p0 = from.longitude;
  // The end unwrapped to lie after the start: both bodies move less than 180° in two days.
  const p1 = p0 + normalizeDegrees(to.longitude - p0);
  const m0 = from.speed * h;
  const m1 = to.speed * h;
  const s = fraction;
  const s2 = s * s;
  const s3 = s2 * s;
  const longitude =
    (2 * s3 - 3 * s2 + 1) * p0 + (s3 - 2 * s2 + s) * m0 + (-2 * s3 + 3 * s2) * p1 + (s3 - s2) * m1;
  const slope =
    (6 * s2 - 6 * s) * p0 +
    (3 * s2 - 4 * s + 1) * m0 +
    (-6 * s2 + 6 * s) * p1 +
    (3 * s2 - 2 * s) * m1;
  return { longitude: normalizeDegrees(longitude), speed: slope / h };
}

/** Boundary instants are found to a tenth of a second of time by default. */
const DEFAULT_TOLERANCE_DAYS = 0.1 / 86_400;

/**
 * The largest |angle″| / (2 |angle′|) of any limb, per day: after a Newton step of `s` days the
 * error left is at most this times s² (tithi, the slowest limb: 0.024 measured over 1900–2119,
 * when the Moon is slowest and most accelerated), so a step need not be repeated to be sure.
 */
const NEWTON_CURVATURE_PER_DAY = 0.03;

type AngleAt = (limb: LimbId, julianDay: number) => { angle: number; rate: number };

function newton(
  angleAt: AngleAt,
  limb: LimbId,
  target: number,
  guess: number,
  toleranceDays: number,
): number {
  let julianDay = guess;
  for (let iteration = 0; iteration < 12; iteration += 1) {
    const { angle, rate } = angleAt(limb, julianDay);
    const difference = normalizeDegrees(target - angle + 180) - 180;
    const step = difference / rate;
    julianDay += step;
    if (NEWTON_CURVATURE_PER_DAY * step * step < toleranceDays) break;
  }
  return julianDay;
}

/**
 * The Julian day (UT) near `guess` at which a limb's angle equals `target` degrees, by Newton
 * steps on the angle and its rate (the angles grow monotonically: the Moon never turns back),
 * each step reading the ephemeris's Moon; the search stops once the step just taken leaves less
 * than `toleranceDays` of error by Newton's quadratic convergence.
 */
export function solveLimbAngle(
  source: SunMoonEphemeris,
  limb: LimbId,
  target: number,
  guess: number,
  toleranceDays = DEFAULT_TOLERANCE_DAYS,
): number {
  return newton((l, day) => source.limbAngle(l, day), limb, target, guess, toleranceDays);
}

/**
 * The Julian day (UT) near `guess` at which the interpolated limb angle (`predictedLimbAngle`)
 * equals `target` degrees: no ephemeris reading beyond the nodes, and within half a minute of
 * the true instant (10″ of the Moon at its slowest against the Sun).
 */
export function predictLimbAngle(
  source: SunMoonEphemeris,
  limb: LimbId,
  target: number,
  guess: number,
): number {
  return newton(
    (l, day) => source.predictedLimbAngle(l, day),
    limb,
    target,
    guess,
    DEFAULT_TOLERANCE_DAYS,
  );
}

/**
 * `solveLimbAngle` from the predicted instant, which lands within seconds, so one reading of
 * the Moon usually settles the instant.
 */
export function findLimbAngle(
  source: SunMoonEphemeris,
  limb: LimbId,
  target: number,
  guess: number,
): number {
  return solveLimbAngle(source, limb, target, predictLimbAngle(source, limb, target, guess));
}

export interface LimbSpan {
  /** 0-based index of the span within the circle (tithi 0–29, karana 0–59, nakshatra/yoga 0–26). */
  readonly index: number;
  /** Julian days (UT) at which the span starts and ends. */
  readonly start: number;
  readonly end: number;
}

/**
 * Every span of a limb that overlaps [from, to] (Julian days, UT), with exact start and end:
 * the first starts before `from`, the last ends after `to`.
 */
export function limbSpans(
  source: SunMoonEphemeris,
  limb: LimbId,
  from: number,
  to: number,
): LimbSpan[] {
  const span = LIMB_SPAN_DEGREES[limb];
  const count = Math.round(360 / span);
  const { angle, rate } = source.limbAngle(limb, from);
  let index = Math.floor(angle / span) % count;
  let start = findLimbAngle(source, limb, index * span, from - (angle - index * span) / rate);
  const spans: LimbSpan[] = [];
  for (;;) {
    const target = ((index + 1) % count) * span;
    const end = findLimbAngle(source, limb, target, start + span / rate);
    spans.push({ index, start, end });
    if (end >= to) return spans;
    index = (index + 1) % count;
    start = end;
  }
}

/**
 * Tithi spans from karana spans (each tithi is two karanas), so only the tithi that begins or
 * ends half-way through the listed karanas needs a boundary of its own.
 */
export function tithiSpansOf(source: SunMoonEphemeris, karanas: readonly LimbSpan[]): LimbSpan[] {
  const tithis: LimbSpan[] = [];
  for (const karana of karanas) {
    const index = Math.floor(karana.index / 2);
    const last = tithis.at(-1);
    if (last && last.index === index) {
      tithis[tithis.length - 1] = { ...last, end: karana.end };
      continue;
    }
    let start = karana.start;
    if (karana.index % 2 === 1) {
      const { rate } = source.predictedLimbAngle('tithi', karana.start);
      start = findLimbAngle(source, 'tithi', index * 12, karana.start - 6 / rate);
    }
    tithis.push({ index, start, end: karana.end });
  }
  const final = tithis.at(-1);
  const lastKarana = karanas.at(-1);
  if (final && lastKarana && lastKarana.index % 2 === 0) {
    const { rate } = source.predictedLimbAngle('tithi', lastKarana.end);
    const target = ((final.index + 1) % 30) * 12;
    tithis[tithis.length - 1] = {
      ...final,
      end: findLimbAngle(source, 'tithi', target, lastKarana.end + 6 / rate),
    };
  }
  return tithis;
}
