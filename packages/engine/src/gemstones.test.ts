import { describe, expect, it } from 'vitest';
import { functionalNature, gemstoneAdvice, housesRuled } from './gemstones.js';

describe('functional nature by lagna', () => {
  it('reads the classical yogakarakas: Saturn for Taurus and Libra, Mars for Cancer and Leo, Venus for Capricorn and Aquarius', () => {
    expect(functionalNature(2, 'saturn')).toBe('yogakaraka');
    expect(functionalNature(7, 'saturn')).toBe('yogakaraka');
    expect(functionalNature(4, 'mars')).toBe('yogakaraka');
    expect(functionalNature(5, 'mars')).toBe('yogakaraka');
    expect(functionalNature(10, 'venus')).toBe('yogakaraka');
    expect(functionalNature(11, 'venus')).toBe('yogakaraka');
  });

  it('keeps a lagna lord who also rules the 8th benefic, and a trikona lord who rules the 6th', () => {
    expect(housesRuled(1, 'mars')).toEqual([1, 8]);
    expect(functionalNature(1, 'mars')).toBe('benefic');
    expect(functionalNature(7, 'venus')).toBe('benefic');
    expect(housesRuled(6, 'saturn')).toEqual([5, 6]);
    expect(functionalNature(6, 'saturn')).toBe('benefic');
  });

  it('marks the lords of the 3rd, 6th, 8th, 11th, 12th and the marakas malefic, a 4th or 10th lord alone neutral', () => {
    expect(functionalNature(1, 'mercury')).toBe('malefic'); // 3, 6
    expect(functionalNature(1, 'saturn')).toBe('malefic'); // 10, 11
    expect(functionalNature(1, 'venus')).toBe('malefic'); // 2, 7
    expect(functionalNature(2, 'jupiter')).toBe('malefic'); // 8, 11
    expect(functionalNature(1, 'moon')).toBe('neutral'); // 4
    expect(functionalNature(8, 'sun')).toBe('neutral'); // 10
  });
});

describe('gemstoneAdvice', () => {
  it('Taurus lagna in Saturn’s mahadasha: diamond, blue sapphire, emerald; avoid coral, yellow sapphire', () => {
    const advice = gemstoneAdvice(2, 'saturn');
    expect(advice.recommended).toEqual([
      { planet: 'venus', roles: ['lagna_lord'], nature: 'benefic' },
      { planet: 'saturn', roles: ['yogakaraka', 'ninth_lord', 'dasha_lord'], nature: 'yogakaraka' },
      { planet: 'mercury', roles: ['fifth_lord'], nature: 'benefic' },
    ]);
    expect(advice.avoid.map((c) => [c.planet, c.reason, c.houses])).toEqual([
      ['moon', 'malefic', [3]],
      ['mars', 'malefic', [7, 12]],
      ['jupiter', 'malefic', [8, 11]],
      ['rahu', 'node', []],
      ['ketu', 'node', []],
    ]);
  });

  it('turns a malefic dasha lord into a caution, never a recommendation', () => {
    const advice = gemstoneAdvice(1, 'mercury');
    expect(advice.recommended.map((r) => r.planet)).toEqual(['mars', 'jupiter', 'sun']);
    expect(advice.avoid.find((c) => c.planet === 'mercury')?.reason).toBe('malefic_dasha');
    const rahu = gemstoneAdvice(1, 'rahu');
    expect(rahu.avoid.filter((c) => c.planet === 'rahu')).toHaveLength(1);
  });
});
