/** Number of signs of the zodiac; each spans 30 degrees of ecliptic longitude. */
export const SIGN_COUNT = 12;
export const SIGN_SPAN_DEGREES = 30;

/** Normalises an angle in degrees to the range [0, 360). */
export function normalizeDegrees(degrees: number): number {
  const wrapped = degrees % 360;
  return wrapped < 0 ? wrapped + 360 : wrapped;
}

export interface SignPosition {
  /** 1 = Aries (Mesha) … 12 = Pisces (Meena). */
  readonly sign: number;
  /** Degrees within the sign, in [0, 30). */
  readonly degreeInSign: number;
}

/**
 * The sign and degree within it of an ecliptic longitude in degrees. The frame is the
 * caller's: pass a sidereal longitude for the Vedic sign, a tropical one for the Western.
 */
export function signOfLongitude(longitude: number): SignPosition {
  const normalized = normalizeDegrees(longitude);
  const index = Math.floor(normalized / SIGN_SPAN_DEGREES);
  return { sign: index + 1, degreeInSign: normalized - index * SIGN_SPAN_DEGREES };
}
