import { describe, expect, it } from 'vitest';
import { computeVimshottari, VIMSHOTTARI_YEARS } from './dasha.js';

const YEAR_MS = 365.25 * 86_400_000;
const birth = Date.parse('2000-01-01T00:00:00Z');

describe('computeVimshottari', () => {
  it('gives a Moon at the very start of Ashwini the whole Ketu mahadasha', () => {
    const dasha = computeVimshottari(0, birth);
    expect(dasha.balance).toEqual({ lord: 'ketu', years: 7 });
    expect(dasha.periods[0]?.startMs).toBe(birth);
    expect(dasha.periods.map((period) => period.lord)).toEqual([
      'ketu',
      'venus',
      'sun',
      'moon',
      'mars',
      'rahu',
      'jupiter',
      'saturn',
      'mercury',
    ]);
  });

  it('leaves half of Venus’s 20 years for a Moon half-way through Bharani', () => {
    const dasha = computeVimshottari(13 + 1 / 3 + 20 / 3, birth);
    expect(dasha.balance.lord).toBe('venus');
    expect(dasha.balance.years).toBeCloseTo(10, 10);
    expect(dasha.periods[0]?.endMs).toBeCloseTo(birth + 10 * YEAR_MS, -1);
  });

  it('splits periods in proportion, starting with the period’s own lord, to three levels', () => {
    const dasha = computeVimshottari(200, birth);
    const total = dasha.periods.reduce((sum, period) => sum + period.endMs - period.startMs, 0);
    expect(total / YEAR_MS).toBeCloseTo(120, 8);
    const saturn = computeVimshottari(0, birth).periods[7];
    expect(saturn?.lord).toBe('saturn');
    const firstSub = saturn?.periods[0];
    expect(firstSub?.lord).toBe('saturn');
    // Saturn–Saturn lasts 19 × 19 / 120 years; Saturn–Saturn–Saturn 19 × 19 × 19 / 120².
    expect(((firstSub?.endMs ?? 0) - (firstSub?.startMs ?? 0)) / YEAR_MS).toBeCloseTo(
      (19 * 19) / 120,
      8,
    );
    const pratyantar = firstSub?.periods[0];
    expect(((pratyantar?.endMs ?? 0) - (pratyantar?.startMs ?? 0)) / YEAR_MS).toBeCloseTo(
      (19 * 19 * 19) / 14_400,
      8,
    );
    expect(saturn?.periods.at(-1)?.endMs).toBeCloseTo(saturn?.endMs ?? 0, -1);
    expect(Object.values(VIMSHOTTARI_YEARS).reduce((a, b) => a + b, 0)).toBe(120);
  });

  it('names the year length it used and scales with it', () => {
    const savana = computeVimshottari(0, birth, { yearDays: 360 });
    expect(savana.yearDays).toBe(360);
    expect(((savana.periods[0]?.endMs ?? 0) - birth) / 86_400_000).toBeCloseTo(7 * 360, 6);
  });
});
