import { describe, expect, it } from 'vitest';
import { normalizeDegrees, signOfLongitude } from './zodiac.js';

describe('signOfLongitude', () => {
  it('puts 0° at the start of Aries and 359.5° at the end of Pisces', () => {
    expect(signOfLongitude(0)).toEqual({ sign: 1, degreeInSign: 0 });
    expect(signOfLongitude(359.5)).toEqual({ sign: 12, degreeInSign: 29.5 });
  });

  it('places the sidereal Sun of 15 January (about 270.6°) in Capricorn', () => {
    const { sign, degreeInSign } = signOfLongitude(270.6);
    expect(sign).toBe(10);
    expect(degreeInSign).toBeCloseTo(0.6, 10);
  });

  it('wraps negative and larger-than-circle longitudes', () => {
    expect(signOfLongitude(-30).sign).toBe(12);
    expect(signOfLongitude(725).sign).toBe(1);
    expect(normalizeDegrees(-0.25)).toBeCloseTo(359.75, 10);
  });
});
