import { type PlanetId, VIMSHOTTARI_ORDER } from './ids.js';
import { normalizeDegrees } from './zodiac.js';

/** 27 nakshatras of 13°20′ each, from 0° sidereal (the start of Ashwini). */
export const NAKSHATRA_SPAN_DEGREES = 360 / 27;
export const PADA_SPAN_DEGREES = NAKSHATRA_SPAN_DEGREES / 4;

export interface NakshatraPosition {
  /** 1 = Ashwini … 27 = Revati. */
  readonly nakshatra: number;
  /** 1–4. */
  readonly pada: number;
  readonly lord: PlanetId;
  /** Share of the nakshatra already traversed, in [0, 1). */
  readonly fraction: number;
}

/** The nakshatra, pada and Vimshottari lord of a sidereal longitude in degrees. */
export function nakshatraOfLongitude(siderealLongitude: number): NakshatraPosition {
  const longitude = normalizeDegrees(siderealLongitude);
  const index = Math.min(26, Math.floor(longitude / NAKSHATRA_SPAN_DEGREES));
  const within = longitude - index * NAKSHATRA_SPAN_DEGREES;
  return {
    nakshatra: index + 1,
    pada: Math.min(4, Math.floor(within / PADA_SPAN_DEGREES) + 1),
    lord: VIMSHOTTARI_ORDER[index % 9] ?? 'ketu',
    fraction: within / NAKSHATRA_SPAN_DEGREES,
  };
}
