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
 * Sidereal Sun and Moon (degrees, degrees per day) at Julian days (UT), each remembered for
 * its last day because the limbs ask for the same instants; the nakshatra needs the Moon only.
 */
export class SunMoonEphemeris {
  private sunDay = Number.NaN;
  private sun: Position = { longitude: 0, speed: 0 };
  private moonDay = Number.NaN;
  private moon: Position = { longitude: 0, speed: 0 };

  constructor(
    readonly ayanamsa: AyanamsaId,
    readonly ephemeris: EphemerisId,
  ) {}

  sunAt(julianDay: number): Position {
    if (julianDay !== this.sunDay) {
      this.sun = bodyPosition(julianDay, 'sun', this.ayanamsa, this.ephemeris);
      this.sunDay = julianDay;
    }
    return this.sun;
  }

  moonAt(julianDay: number): Position {
    if (julianDay !== this.moonDay) {
      this.moon = bodyPosition(julianDay, 'moon', this.ayanamsa, this.ephemeris);
      this.moonDay = julianDay;
    }
    return this.moon;
  }

  /** The limb's angle in degrees [0, 360) and its rate in degrees per day at a Julian day (UT). */
  limbAngle(limb: LimbId, julianDay: number): { angle: number; rate: number } {
    const moon = this.moonAt(julianDay);
    if (limb === 'nakshatra') return { angle: moon.longitude, rate: moon.speed };
    const sun = this.sunAt(julianDay);
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
}

/** Boundary instants are found to a tenth of a second of time by default. */
const DEFAULT_TOLERANCE_DAYS = 0.1 / 86_400;

/**
 * The Julian day (UT) near `guess` at which a limb's angle equals `target` degrees, by Newton
 * steps on the angle and its rate (the angles grow monotonically: the Moon never turns back).
 */
export function solveLimbAngle(
  source: SunMoonEphemeris,
  limb: LimbId,
  target: number,
  guess: number,
  toleranceDays = DEFAULT_TOLERANCE_DAYS,
): number {
  let julianDay = guess;
  for (let iteration = 0; iteration < 12; iteration += 1) {
    const { angle, rate } = source.limbAngle(limb, julianDay);
    const difference = normalizeDegrees(target - angle + 180) - 180;
    const step = difference / rate;
    julianDay += step;
    if (Math.abs(step) < toleranceDays) break;
  }
  return julianDay;
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
  let start = solveLimbAngle(source, limb, index * span, from - (angle - index * span) / rate);
  const spans: LimbSpan[] = [];
  for (;;) {
    const target = ((index + 1) % count) * span;
    const end = solveLimbAngle(source, limb, target, start + span / rate);
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
      const { rate } = source.limbAngle('tithi', karana.start);
      start = solveLimbAngle(source, 'tithi', index * 12, karana.start - 6 / rate);
    }
    tithis.push({ index, start, end: karana.end });
  }
  const final = tithis.at(-1);
  const lastKarana = karanas.at(-1);
  if (final && lastKarana && lastKarana.index % 2 === 0) {
    const { rate } = source.limbAngle('tithi', lastKarana.end);
    const target = ((final.index + 1) % 30) * 12;
    tithis[tithis.length - 1] = {
      ...final,
      end: solveLimbAngle(source, 'tithi', target, lastKarana.end + 6 / rate),
    };
  }
  return tithis;
}
