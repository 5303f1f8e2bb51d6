import { describe, expect, it } from 'vitest';
import type { VargaId } from './ids.js';
import { vargaSign } from './vargas.js';

/** Sign s (1–12) and degree within it, as a sidereal longitude. */
const at = (sign: number, degree: number) => (sign - 1) * 30 + degree;

describe('vargaSign by Parashara’s rules', () => {
  const cases: [VargaId, number, number, number][] = [
    ['D1', 5, 12, 5],
    ['D2', 1, 10, 5], // odd sign, first half: Sun's hora (Leo)
    ['D2', 1, 20, 4],
    ['D2', 2, 10, 4], // even sign, first half: Moon's hora (Cancer)
    ['D3', 1, 15, 5], // second decanate: 5th from Aries
    ['D3', 2, 25, 10], // third decanate: 9th from Taurus
    ['D4', 3, 20, 9], // third quarter: 7th from Gemini
    ['D7', 2, 1, 8], // even sign counts from the 7th: Scorpio
    ['D9', 1, 1, 1], // movable: from itself
    ['D9', 2, 1, 10], // fixed: from the 9th (Capricorn)
    ['D9', 3, 1, 7], // dual: from the 5th (Libra)
    ['D9', 12, 29.9, 12], // the 108th navamsa ends in Pisces
    ['D10', 2, 1, 10], // even: from the 9th
    ['D12', 5, 29, 4], // 12th from Leo
    ['D16', 2, 0.5, 5], // fixed: from Leo
    ['D20', 3, 0.5, 5], // dual: from Leo
    ['D20', 2, 0.5, 9], // fixed: from Sagittarius
    ['D24', 2, 0.5, 4], // even: from Cancer
    ['D27', 2, 0.5, 4], // earthy: from Cancer
    ['D27', 4, 0.5, 10], // watery: from Capricorn
    ['D30', 1, 7, 11], // odd, 5–10°: Saturn's Aquarius
    ['D30', 1, 27, 7], // odd, 25–30°: Venus's Libra
    ['D30', 2, 13, 12], // even, 12–20°: Jupiter's Pisces
    ['D30', 2, 27, 8], // even, 25–30°: Mars's Scorpio
    ['D40', 2, 0.5, 7], // even: from Libra
    ['D45', 3, 0.5, 9], // dual: from Sagittarius
    ['D60', 1, 29.9, 12], // 60th part: 60th from Aries, i.e. Pisces
  ];

  for (const [varga, sign, degree, expected] of cases) {
    it(`puts ${degree}° of sign ${sign} in sign ${expected} of ${varga}`, () => {
      expect(vargaSign(varga, at(sign, degree))).toBe(expected);
    });
  }
});
