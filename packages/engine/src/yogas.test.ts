import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dignityOf } from './dignity.js';
import { PLANET_IDS, type PlanetId } from './ids.js';
import { computeKundli } from './kundli.js';
import { detectYogas, type YogaChart, yogaChartOf } from './yogas.js';

const [
  ARIES,
  TAURUS,
  GEMINI,
  CANCER,
  LEO,
  VIRGO,
  LIBRA,
  SCORPIO,
  SAGITTARIUS,
  CAPRICORN,
  AQUARIUS,
  PISCES,
] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

type Signs = Record<PlanetId, number>;

/** A whole-sign chart from each graha's sign, its dignity `dignityOf`'s at 10° into the sign. */
function chartOf(ascendantSign: number, signs: Signs): YogaChart {
  return {
    ascendantSign,
    planets: PLANET_IDS.map((id) => {
      const sign = signs[id];
      const house = ((sign - ascendantSign + 12) % 12) + 1;
      return { id, sign, house, dignity: dignityOf(id, sign, 10) };
    }),
  };
}

/**
 * An Aries lagna with no yoga, which the tests change a graha or two at a time. Lords: Mars
 * 1st and 8th, Venus 2nd and 7th, Mercury 3rd and 6th, Moon 4th, Sun 5th, Jupiter 9th and
 * 12th, Saturn 10th and 11th. Jupiter is 9th from the Moon, Saturn 2nd, Mars 7th; the only
 * conjunction is Mercury with Venus, neither a trikona lord.
 */
const ARIES_LAGNA: Signs = {
  sun: LEO,
  moon: GEMINI,
  mars: SAGITTARIUS,
  mercury: TAURUS,
  jupiter: AQUARIUS,
  venus: TAURUS,
  saturn: CANCER,
  rahu: CAPRICORN,
  ketu: CANCER,
};
const aries = (moved: Partial<Signs> = {}) => chartOf(ARIES, { ...ARIES_LAGNA, ...moved });

/**
 * A Sagittarius lagna with no yoga, where Mercury's and Jupiter's own signs are kendras.
 * Lords: Jupiter 1st and 4th, Saturn 2nd and 3rd, Mars 5th and 12th, Venus 6th and 11th,
 * Mercury 7th and 10th, Moon 8th, Sun 9th. Jupiter stands in the 10th in Mercury's Virgo.
 */
const SAGITTARIUS_LAGNA: Signs = {
  sun: CANCER,
  moon: ARIES,
  mars: LIBRA,
  mercury: LEO,
  jupiter: VIRGO,
  venus: LEO,
  saturn: LEO,
  rahu: SAGITTARIUS,
  ketu: GEMINI,
};
const sagittarius = (moved: Partial<Signs> = {}) =>
  chartOf(SAGITTARIUS, { ...SAGITTARIUS_LAGNA, ...moved });

const idsOf = (chart: YogaChart) => detectYogas(chart).map((yoga) => yoga.id);

describe('detectYogas on charts made by hand', () => {
  it('finds nothing in the two quiet charts', () => {
    expect(detectYogas(aries())).toEqual([]);
    expect(detectYogas(sagittarius())).toEqual([]);
  });

  it('gaja-kesari: Jupiter in the 10th from a Taurus Moon, gone when it moves to the 6th', () => {
    expect(detectYogas(aries({ moon: TAURUS }))).toEqual([
      { id: 'gaja-kesari', planets: ['moon', 'jupiter'], houses: [2, 11] },
    ]);
    expect(detectYogas(aries({ moon: TAURUS, jupiter: LIBRA }))).toEqual([]);
  });

  it('budha-aditya: Mercury with the Sun in Leo, not a sign behind it', () => {
    expect(detectYogas(aries({ mercury: LEO }))).toEqual([
      { id: 'budha-aditya', planets: ['sun', 'mercury'], houses: [5] },
    ]);
    expect(detectYogas(aries({ mercury: CANCER }))).toEqual([]);
  });

  it('chandra-mangala: Mars with the Moon (with the lagna lord and the 4th lord, a Raj yoga too)', () => {
    expect(detectYogas(aries({ mars: GEMINI }))).toEqual([
      { id: 'chandra-mangala', planets: ['moon', 'mars'], houses: [3] },
      {
        id: 'raj',
        planets: ['moon', 'mars'],
        houses: [3],
        lords: [
          { house: 1, planet: 'mars' },
          { house: 4, planet: 'moon' },
        ],
      },
    ]);
    // The quiet chart has Mars opposite the Moon: an aspect, not the yoga.
    expect(idsOf(aries())).not.toContain('chandra-mangala');
  });

  it('ruchaka: Mars in its own Aries or exalted in Capricorn, both kendras; not own Scorpio, the 8th', () => {
    expect(detectYogas(aries({ mars: ARIES }))).toEqual([
      { id: 'ruchaka', planets: ['mars'], houses: [1] },
    ]);
    expect(detectYogas(aries({ mars: CAPRICORN }))).toEqual([
      { id: 'ruchaka', planets: ['mars'], houses: [10] },
    ]);
    // The 8th lord in the 8th is a Vipareeta raja yoga instead.
    expect(idsOf(aries({ mars: SCORPIO }))).toEqual(['vipareeta-raja']);
  });

  it('bhadra and hamsa: Mercury in Gemini, Jupiter in Sagittarius or Pisces, kendras of a Sagittarius lagna', () => {
    expect(detectYogas(sagittarius({ mercury: GEMINI }))).toEqual([
      { id: 'bhadra', planets: ['mercury'], houses: [7] },
    ]);
    expect(detectYogas(sagittarius({ jupiter: SAGITTARIUS }))).toEqual([
      { id: 'hamsa', planets: ['jupiter'], houses: [1] },
    ]);
    expect(detectYogas(sagittarius({ jupiter: PISCES }))).toEqual([
      { id: 'hamsa', planets: ['jupiter'], houses: [4] },
    ]);
    // In the quiet chart Jupiter holds the 10th, a kendra, but in Mercury's sign.
    expect(idsOf(sagittarius())).not.toContain('hamsa');
  });

  it('malavya and sasa: Venus in own Libra, Saturn exalted in Libra or own in Capricorn, all kendras', () => {
    expect(detectYogas(aries({ venus: LIBRA }))).toEqual([
      { id: 'malavya', planets: ['venus'], houses: [7] },
    ]);
    expect(detectYogas(aries({ saturn: LIBRA }))).toEqual([
      { id: 'sasa', planets: ['saturn'], houses: [7] },
    ]);
    expect(detectYogas(aries({ saturn: CAPRICORN }))).toEqual([
      { id: 'sasa', planets: ['saturn'], houses: [10] },
    ]);
    // The quiet chart: Venus in its own Taurus but in the 2nd, Saturn in the 4th in Cancer.
    expect(idsOf(aries())).toEqual([]);
  });

  it('raj: the 5th lord with the lagna lord, the 9th lord exchanging signs with it, both merged', () => {
    expect(detectYogas(aries({ sun: SAGITTARIUS }))).toEqual([
      {
        id: 'raj',
        planets: ['sun', 'mars'],
        houses: [9],
        lords: [
          { house: 1, planet: 'mars' },
          { house: 5, planet: 'sun' },
        ],
      },
    ]);
    // The Sun a sign before Mars, in Mars's Scorpio, while Mars is in Jupiter's sign.
    expect(detectYogas(aries({ sun: SCORPIO }))).toEqual([]);
    // Jupiter in Mars's Aries, Mars in Jupiter's Sagittarius: a parivartana.
    expect(detectYogas(aries({ jupiter: ARIES }))).toEqual([
      {
        id: 'raj',
        planets: ['mars', 'jupiter'],
        houses: [1, 9],
        lords: [
          { house: 1, planet: 'mars' },
          { house: 9, planet: 'jupiter' },
        ],
      },
    ]);
    expect(detectYogas(aries({ sun: SAGITTARIUS, jupiter: ARIES }))).toEqual([
      {
        id: 'raj',
        planets: ['sun', 'mars', 'jupiter'],
        houses: [1, 9],
        lords: [
          { house: 1, planet: 'mars' },
          { house: 5, planet: 'sun' },
          { house: 9, planet: 'jupiter' },
        ],
      },
    ]);
  });

  it('raj from a yogakaraka alone: Venus for a Capricorn lagna, Mars for Cancer and Leo', () => {
    // Capricorn: Venus rules the 5th and 10th; no two lords meet (Venus and Jupiter exchange
    // signs, but Jupiter rules the 3rd and 12th).
    const capricorn = chartOf(CAPRICORN, {
      sun: PISCES,
      moon: SAGITTARIUS,
      mars: SCORPIO,
      mercury: ARIES,
      jupiter: LIBRA,
      venus: PISCES,
      saturn: GEMINI,
      rahu: CAPRICORN,
      ketu: CANCER,
    });
    expect(detectYogas(capricorn)).toEqual([
      {
        id: 'raj',
        planets: ['venus'],
        houses: [3],
        lords: [
          { house: 5, planet: 'venus' },
          { house: 10, planet: 'venus' },
        ],
      },
    ]);
    // Cancer: Mars rules the 5th and 10th; the Sun (2nd) and Venus (4th, 11th) meet in Leo.
    const cancer = chartOf(CANCER, {
      sun: LEO,
      moon: ARIES,
      mars: TAURUS,
      mercury: VIRGO,
      jupiter: PISCES,
      venus: LEO,
      saturn: SCORPIO,
      rahu: LEO,
      ketu: AQUARIUS,
    });
    expect(detectYogas(cancer)).toEqual([
      {
        id: 'raj',
        planets: ['mars'],
        houses: [11],
        lords: [
          { house: 5, planet: 'mars' },
          { house: 10, planet: 'mars' },
        ],
      },
    ]);
    // Leo: Mars rules the 4th and 9th, and forms it from the 8th too.
    const leo = chartOf(LEO, {
      sun: SAGITTARIUS,
      moon: ARIES,
      mars: PISCES,
      mercury: CAPRICORN,
      jupiter: AQUARIUS,
      venus: CAPRICORN,
      saturn: SCORPIO,
      rahu: CANCER,
      ketu: CAPRICORN,
    });
    expect(detectYogas(leo)).toEqual([
      {
        id: 'raj',
        planets: ['mars'],
        houses: [8],
        lords: [
          { house: 4, planet: 'mars' },
          { house: 9, planet: 'mars' },
        ],
      },
    ]);
  });

  it('dhana: the 11th lord with the 5th lord for a Scorpio lagna, gone when they part', () => {
    // Lords: Mars 1st and 6th, Jupiter 2nd and 5th, Saturn 3rd and 4th, Venus 7th and 12th,
    // Mercury 8th and 11th, Moon 9th, Sun 10th. Mercury falls in Pisces, uncancelled: Jupiter,
    // Pisces's lord, is in the 5th and 12th from the Moon.
    const scorpio: Signs = {
      sun: AQUARIUS,
      moon: ARIES,
      mars: SAGITTARIUS,
      mercury: PISCES,
      jupiter: PISCES,
      venus: AQUARIUS,
      saturn: CAPRICORN,
      rahu: GEMINI,
      ketu: SAGITTARIUS,
    };
    expect(detectYogas(chartOf(SCORPIO, scorpio))).toEqual([
      {
        id: 'dhana',
        planets: ['mercury', 'jupiter'],
        houses: [5],
        lords: [
          { house: 5, planet: 'jupiter' },
          { house: 11, planet: 'mercury' },
        ],
      },
    ]);
    expect(detectYogas(chartOf(SCORPIO, { ...scorpio, mercury: CAPRICORN }))).toEqual([]);
  });

  it('neecha-bhanga: the Sun fallen in Libra, Mars (lord of Aries) 7th from the Moon; not from Leo', () => {
    expect(detectYogas(aries({ sun: LIBRA }))).toEqual([
      { id: 'neecha-bhanga', planets: ['sun', 'mars'], houses: [7, 9] },
    ]);
    // Mars in Leo is 5th from the lagna and 3rd from the Moon; Venus, Libra's lord, 2nd and 12th.
    expect(detectYogas(aries({ sun: LIBRA, mars: LEO }))).toEqual([]);
  });

  it('neecha-bhanga: Jupiter fallen in Capricorn, Saturn in the 4th; the Moon never counts from itself', () => {
    expect(detectYogas(aries({ jupiter: CAPRICORN }))).toEqual([
      { id: 'neecha-bhanga', planets: ['jupiter', 'saturn'], houses: [4, 10] },
    ]);
    // Saturn in Taurus is in the 2nd and 12th; the Moon, lord of Jupiter's exaltation sign,
    // is in the 3rd from the lagna.
    expect(detectYogas(aries({ jupiter: CAPRICORN, saturn: TAURUS }))).toEqual([]);
  });

  it('neecha-bhanga: Mercury fallen in Pisces does not cancel it as lord of its own Virgo', () => {
    // Mercury in the 4th, a kendra; Jupiter, Pisces's lord, in the 3rd and 11th.
    expect(detectYogas(sagittarius({ mercury: PISCES, jupiter: AQUARIUS }))).toEqual([]);
  });

  it('kemadruma: nothing beside or in a kendra from the Moon but Ketu; cancelled by Mars in the 7th', () => {
    const alone = { mars: LIBRA, mercury: LIBRA, venus: CAPRICORN, saturn: SCORPIO };
    // Ketu in the 2nd from the Moon and the Sun in the 3rd do not count.
    expect(detectYogas(aries(alone))).toEqual([
      { id: 'kemadruma', planets: ['moon'], houses: [2, 3, 4] },
    ]);
    expect(detectYogas(aries({ ...alone, mars: SAGITTARIUS }))).toEqual([]);
    expect(detectYogas(aries({ ...alone, saturn: CANCER }))).toEqual([]);
  });

  it('vipareeta-raja: the 6th lord Mercury in the 6th, not in the 7th', () => {
    expect(detectYogas(aries({ mercury: VIRGO }))).toEqual([
      {
        id: 'vipareeta-raja',
        planets: ['mercury'],
        houses: [6],
        lords: [{ house: 6, planet: 'mercury' }],
      },
    ]);
    expect(detectYogas(aries({ mercury: LIBRA }))).toEqual([]);
  });

  it('adhi: benefics in the 6th and 8th from the Moon; one benefic is not enough', () => {
    expect(detectYogas(aries({ venus: SCORPIO, mercury: CAPRICORN }))).toEqual([
      { id: 'adhi', planets: ['moon', 'mercury', 'venus'], houses: [3, 8, 10] },
    ]);
    expect(detectYogas(aries({ venus: SCORPIO }))).toEqual([]);
  });

  it('adhi: all three benefics in the 8th from the Moon; two of them sharing it are not enough', () => {
    // Venus (2nd, 7th) with Jupiter (9th) there also makes Raj and Dhana yogas.
    const yogas = detectYogas(aries({ moon: CANCER, mercury: AQUARIUS, venus: AQUARIUS }));
    expect(yogas).toEqual([
      {
        id: 'raj',
        planets: ['jupiter', 'venus'],
        houses: [11],
        lords: [
          { house: 7, planet: 'venus' },
          { house: 9, planet: 'jupiter' },
        ],
      },
      {
        id: 'dhana',
        planets: ['jupiter', 'venus'],
        houses: [11],
        lords: [
          { house: 2, planet: 'venus' },
          { house: 9, planet: 'jupiter' },
        ],
      },
      { id: 'adhi', planets: ['moon', 'mercury', 'jupiter', 'venus'], houses: [4, 11] },
    ]);
    expect(detectYogas(aries({ moon: CANCER, mercury: AQUARIUS }))).toEqual([]);
  });
});

interface PublishedChart {
  latitude: number;
  longitude: number;
  lmtOffsetMinutes: number;
  localTimes: string[];
  birth: string;
}

const published = JSON.parse(
  readFileSync(new URL('../reference/published-charts.json', import.meta.url), 'utf8'),
) as { charts: PublishedChart[] };

function kundliOf(index: number, houseSystem: 'whole-sign' | 'sripati' = 'whole-sign') {
  const chart = published.charts[index];
  if (!chart) throw new Error('reference chart missing');
  const [year = 0, month = 0, day = 0] = chart.birth.slice(0, 10).split('-').map(Number);
  const [hour = 0, minute = 0] = (chart.localTimes[0] ?? '').split(':').map(Number);
  const utcMs = Date.UTC(year, month - 1, day, hour, minute) - chart.lmtOffsetMinutes * 60_000;
  return computeKundli(
    { utcMs, latitude: chart.latitude, longitude: chart.longitude },
    { houseSystem },
  );
}

describe('detectYogas on published charts', () => {
  it('Gandhi (Libra lagna): Jupiter 10th from the Cancer Moon, Venus own in the lagna with Mars and Mercury', () => {
    // Libra lagna: Sun Virgo, Moon Cancer, Mars, Mercury and Venus Libra, Jupiter Aries,
    // Saturn Scorpio. Venus (1st) meets Mars (7th, also 2nd) and Mercury (9th); Saturn rules
    // the 4th and 5th, a yogakaraka.
    expect(detectYogas(yogaChartOf(kundliOf(0)))).toEqual([
      { id: 'gaja-kesari', planets: ['moon', 'jupiter'], houses: [7, 10] },
      { id: 'malavya', planets: ['venus'], houses: [1] },
      {
        id: 'raj',
        planets: ['mars', 'mercury', 'venus', 'saturn'],
        houses: [1, 2],
        lords: [
          { house: 1, planet: 'venus' },
          { house: 4, planet: 'saturn' },
          { house: 5, planet: 'saturn' },
          { house: 7, planet: 'mars' },
          { house: 9, planet: 'mercury' },
        ],
      },
      {
        id: 'dhana',
        planets: ['mars', 'mercury', 'venus'],
        houses: [1],
        lords: [
          { house: 1, planet: 'venus' },
          { house: 2, planet: 'mars' },
          { house: 9, planet: 'mercury' },
        ],
      },
    ]);
  });

  it('Nehru (Cancer lagna): Venus own in the 4th, Mars the yogakaraka, Jupiter the 6th lord in the 6th', () => {
    // Sun Scorpio, Moon Cancer, Mars Virgo, Mercury and Venus Libra, Jupiter Sagittarius,
    // Saturn Leo: Saturn 2nd from the Moon, only Jupiter 6th to 8th from it.
    expect(detectYogas(yogaChartOf(kundliOf(1)))).toEqual([
      { id: 'malavya', planets: ['venus'], houses: [4] },
      {
        id: 'raj',
        planets: ['mars'],
        houses: [3],
        lords: [
          { house: 5, planet: 'mars' },
          { house: 10, planet: 'mars' },
        ],
      },
      {
        id: 'vipareeta-raja',
        planets: ['jupiter'],
        houses: [6],
        lords: [{ house: 6, planet: 'jupiter' }],
      },
    ]);
  });

  it('counts whole-sign houses even from a bhava chalit kundli', () => {
    const chalit = kundliOf(1, 'sripati');
    const yogaChart = yogaChartOf(chalit);
    // Nehru's Sun, at 0° Scorpio, is still in the 4th bhava (Libra's).
    expect(chalit.planets.find((planet) => planet.id === 'sun')?.house).toBe(4);
    expect(yogaChart).toEqual(yogaChartOf(kundliOf(1)));
    for (const planet of yogaChart.planets) {
      expect(planet.house).toBe(((planet.sign - chalit.ascendant.sign + 12) % 12) + 1);
    }
  });
});
