import { describe, expect, it } from 'vitest';
import { type DoshaChart, kaalSarpDosha, pitraDosha } from './doshas.js';
import type { PlanetId } from './ids.js';
import { compareManglik, type MangalChart, mangalDosha } from './mangal-dosha.js';

const SIGNS: Record<PlanetId, number> = {
  sun: 1,
  moon: 2,
  mars: 3,
  mercury: 1,
  jupiter: 5,
  venus: 2,
  saturn: 11,
  rahu: 6,
  ketu: 12,
};

function mangalChart(ascendantSign: number, signs: Partial<Record<PlanetId, number>>): MangalChart {
  return { ascendantSign, signs: { ...SIGNS, ...signs } };
}

describe('mangal dosha', () => {
  it('counts Mars from the lagna, the Moon and Venus', () => {
    // Lagna Leo, Moon Taurus, Venus Taurus, Mars in Pisces: 8th from Leo, 11th from Taurus.
    const result = mangalDosha(mangalChart(5, { mars: 12, jupiter: 3 }));
    expect(result.marsHouse).toEqual({ lagna: 8, moon: 11, venus: 11 });
    expect(result.from).toEqual(['lagna']);
    expect(result.strength).toBe('low');
    // Pisces is a harmless sign for Mars in the 8th.
    expect(result.cancellations.map((note) => note.code)).toEqual(['mars_harmless_sign']);
    expect(result.effective).toBe(false);
  });

  it('is high and effective when Mars is in a dosha house from all three with no cancellation', () => {
    // Lagna, Moon and Venus in Gemini, Mars in Virgo: the 4th from each; Jupiter in Gemini
    // aspects the 7th, 5th and 9th (Sagittarius, Libra, Aquarius), not Virgo.
    const result = mangalDosha(mangalChart(3, { moon: 3, venus: 3, mars: 6, jupiter: 3 }));
    expect(result.marsHouse).toEqual({ lagna: 4, moon: 4, venus: 4 });
    expect(result.strength).toBe('high');
    expect(result.cancellations).toEqual([]);
    expect(result.effective).toBe(true);
  });

  it('is cancelled by Mars in its own sign or exaltation and by Jupiter', () => {
    const own = mangalDosha(mangalChart(1, { mars: 1, jupiter: 3 }));
    expect(own.cancellations.map((note) => note.code)).toEqual(['mars_own_sign']);
    const exalted = mangalDosha(mangalChart(4, { mars: 10, jupiter: 3 }));
    expect(exalted.marsHouse.lagna).toBe(7);
    expect(exalted.cancellations.map((note) => note.code)).toEqual([
      'mars_exalted',
      'mars_harmless_sign',
    ]);
    // Mars in Gemini in the 7th from Sagittarius, Jupiter in Libra aspecting its 9th.
    const aspected = mangalDosha(mangalChart(9, { mars: 3, jupiter: 7 }));
    expect(aspected.cancellations).toEqual([
      { code: 'jupiter_aspects_mars', params: { aspect: 9 } },
    ]);
  });

  it('is absent when Mars is in none of the six houses', () => {
    // Lagna Aries, Moon and Venus Taurus, Mars in Gemini: 3rd from the lagna, 2nd from the Moon.
    const partial = mangalDosha(mangalChart(1, { mars: 3 }));
    expect(partial.from).toEqual(['moon', 'venus']);
    expect(partial.strength).toBe('partial');
    const none = mangalDosha(mangalChart(1, { moon: 1, venus: 1, mars: 11 }));
    expect(none).toMatchObject({ present: false, strength: 'none', effective: false, from: [] });
  });

  it('compares partners: both manglik cancel, one effective does not', () => {
    const manglik = mangalDosha(mangalChart(3, { moon: 3, venus: 3, mars: 6, jupiter: 3 }));
    const clear = mangalDosha(mangalChart(1, { moon: 1, venus: 1, mars: 11 }));
    expect(compareManglik(manglik, manglik)).toEqual({
      cancelled: true,
      notes: [{ code: 'both_manglik', params: {} }],
    });
    expect(compareManglik(clear, manglik)).toEqual({
      cancelled: false,
      notes: [{ code: 'one_manglik', params: { partner: 'girl' } }],
    });
    expect(compareManglik(clear, clear).cancelled).toBe(false);
    const cancelledInChart = mangalDosha(mangalChart(1, { mars: 1, jupiter: 3 }));
    expect(compareManglik(cancelledInChart, clear)).toEqual({
      cancelled: true,
      notes: [{ code: 'one_manglik_cancelled', params: { partner: 'boy' } }],
    });
  });
});

function doshaChart(
  ascendantSign: number,
  longitudes: Partial<Record<PlanetId, number>>,
): DoshaChart {
  const rahu = longitudes.rahu ?? 10;
  return {
    ascendantSign,
    longitudes: {
      sun: 40,
      moon: 60,
      mars: 80,
      mercury: 100,
      jupiter: 120,
      venus: 140,
      saturn: 160,
      ...longitudes,
      rahu,
      ketu: (rahu + 180) % 360,
    },
  };
}

describe('kaal sarp dosha', () => {
  it('finds all seven between Rahu and Ketu and names it by Rahu’s house', () => {
    const result = kaalSarpDosha(doshaChart(1, {}));
    expect(result).toEqual({
      present: true,
      type: 'anant',
      extent: 'full',
      direction: 'kaal_sarp',
      rahuHouse: 1,
      ketuHouse: 7,
    });
    // Lagna Leo: Rahu in Aries is in the 9th house, Shankhachur.
    expect(kaalSarpDosha(doshaChart(5, {})).type).toBe('shankhachur');
  });

  it('calls the other hemisphere kaal amrit', () => {
    const result = kaalSarpDosha(doshaChart(1, { rahu: 170 }));
    expect(result.direction).toBe('kaal_amrit');
    expect(result.rahuHouse).toBe(6);
    expect(result.type).toBe('mahapadma');
  });

  it('is partial when a planet shares a node’s sign on the far side of it', () => {
    // Rahu at 10° Aries, the Sun at 5° Aries: outside the arc by longitude, inside by sign.
    const result = kaalSarpDosha(doshaChart(1, { sun: 5 }));
    expect(result).toMatchObject({ present: true, extent: 'partial', direction: 'kaal_sarp' });
  });

  it('is absent when the planets sit on both sides', () => {
    const result = kaalSarpDosha(doshaChart(1, { saturn: 250 }));
    expect(result).toMatchObject({ present: false, type: null, extent: 'none', direction: null });
  });
});

describe('pitra dosha', () => {
  it('fires for the Sun with a node, a node in the 9th and the Sun with Saturn', () => {
    // Lagna Aquarius: Libra is the 9th. Rahu at 200° (Libra), Ketu in Aries with the Sun.
    const chart = doshaChart(11, { rahu: 200, sun: 15, saturn: 25 });
    expect(pitraDosha(chart).reasons).toEqual([
      { code: 'sun_with_node', params: { node: 'ketu' } },
      { code: 'node_in_ninth', params: { node: 'rahu' } },
      { code: 'sun_with_saturn', params: {} },
    ]);
  });

  it('is absent otherwise', () => {
    expect(pitraDosha(doshaChart(1, {}))).toEqual({ present: false, reasons: [] });
  });
});
