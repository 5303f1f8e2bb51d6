import { describe, expect, it } from 'vitest';
import { computeKundli } from './kundli.js';
import { lalKitabChart, lalKitabHouse } from './lal-kitab.js';

describe('lalKitabHouse', () => {
  it('counts whole signs from the lagna: house 1 is the lagna’s own sign', () => {
    expect(lalKitabHouse(7, 7)).toBe(1);
    expect(lalKitabHouse(7, 6)).toBe(12);
    expect(lalKitabHouse(4, 3)).toBe(12);
    expect(lalKitabHouse(1, 12)).toBe(12);
  });
});

describe('lalKitabChart', () => {
  it('reads Gandhi’s chart (Libra lagna): four debts, each from its placement', () => {
    // Porbandar, 2 October 1869, 07:12 local mean time (UTC+4:38:24).
    const kundli = computeKundli({
      utcMs: Date.UTC(1869, 9, 2, 7, 12) - 278.4 * 60_000,
      latitude: 21.6333,
      longitude: 69.6,
    });
    expect(kundli.ascendant.sign).toBe(7);
    const chart = lalKitabChart(kundli.ascendant.sign, kundli.planets);
    expect(Object.fromEntries(chart.planets.map((p) => [p.id, p.house]))).toEqual({
      sun: 12,
      moon: 10,
      mars: 1,
      mercury: 1,
      jupiter: 7,
      venus: 1,
      saturn: 2,
      rahu: 10,
      ketu: 4,
    });
    expect(chart.debts).toEqual([
      { id: 'matri', causes: [{ planet: 'ketu', house: 4 }] },
      { id: 'sambandhi', causes: [{ planet: 'mercury', house: 1 }] },
      { id: 'nirdayi', causes: [{ planet: 'moon', house: 10 }] },
      { id: 'ajanma', causes: [{ planet: 'sun', house: 12 }] },
    ]);
  });

  it('marks exaltation, debilitation and the pakka ghar by house', () => {
    const chart = lalKitabChart(1, [
      { id: 'sun', sign: 1 },
      { id: 'saturn', sign: 1 },
      { id: 'moon', sign: 4 },
      { id: 'venus', sign: 7 },
      { id: 'rahu', sign: 12 },
    ]);
    expect(chart.planets.map((p) => [p.id, p.state])).toEqual([
      ['sun', 'exalted'],
      ['saturn', 'debilitated'],
      ['moon', 'pakka_ghar'],
      ['venus', 'pakka_ghar'],
      ['rahu', 'pakka_ghar'],
    ]);
    // Rahu in the 12th shows the ancestors' debt; Saturn in the 1st shows none.
    expect(chart.debts).toEqual([{ id: 'pitri', causes: [{ planet: 'rahu', house: 12 }] }]);
  });

  it('lists every planet of a debt with two causes', () => {
    const chart = lalKitabChart(1, [
      { id: 'venus', sign: 5 },
      { id: 'saturn', sign: 5 },
    ]);
    expect(chart.debts).toEqual([
      { id: 'pitri', causes: [{ planet: 'venus', house: 5 }] },
      {
        id: 'swa',
        causes: [
          { planet: 'venus', house: 5 },
          { planet: 'saturn', house: 5 },
        ],
      },
    ]);
  });
});
