import type { Horoscope, HoroscopePeriod, Language } from '@jyotish/contract';
import { moonSignsBetween, planetStatesAt } from '@jyotish/engine';
import type { Charts } from '../charts/charts-plugin.js';
import { LruCache } from '../charts/lru-cache.js';
import { generateHoroscope, type HoroscopeSky } from './horoscope-generator.js';
import { periodWindow } from './horoscope-periods.js';

/** Where the day is read (tithi and nakshatra at sunrise, horas, choghadiya). */
export interface HoroscopePlace {
  readonly latitude: number;
  readonly longitude: number;
  readonly timezone?: string;
}

/** New Delhi: the place of the day unless the reader gives theirs, as India's almanacs do. */
const NEW_DELHI: HoroscopePlace = {
  latitude: 28.6139,
  longitude: 77.209,
  timezone: 'Asia/Kolkata',
};

/** Periods kept: a day's twelve readings in four languages and four periods are about 50 kB. */
const CACHE_SIZE = 400;

/**
 * The twelve horoscopes of a period in a language, computed from the sky once and cached by
 * period, first day and language: every reader of the day shares them.
 */
export function horoscopeService(charts: Charts) {
  const cache = new LruCache<string, Promise<Horoscope[]>>(CACHE_SIZE);

  async function skyOf(
    period: HoroscopePeriod,
    date: string,
    place: HoroscopePlace,
  ): Promise<HoroscopeSky> {
    const window = periodWindow(period, date);
    const years = new Set([
      new Date(window.fromMs).getUTCFullYear(),
      new Date(window.toMs - 1).getUTCFullYear(),
    ]);
    const transits = (await Promise.all([...years].map((year) => charts.planetTransits(year))))
      .flat()
      .filter((transit) => transit.ms >= window.fromMs && transit.ms < window.toMs);
    const day = await charts.panchangDay({
      date,
      ...place,
      ayanamsa: 'lahiri',
      sunriseConvention: 'upper-limb',
    });
    return {
      moonSpans: period === 'yearly' ? [] : moonSignsBetween(window.fromMs, window.toMs),
      states: planetStatesAt(window.fromMs),
      transits,
      day: {
        tithi: day.panchang.tithi.number,
        nakshatra: day.panchang.nakshatra.number,
        horas: day.panchang.timings?.horas ?? [],
        choghadiya: day.panchang.timings?.choghadiya.day ?? [],
      },
    };
  }

  return {
    /** The twelve signs' horoscopes (Aries first) of the period containing `date`. */
    async all(
      period: HoroscopePeriod,
      date: string,
      language: Language,
      place: HoroscopePlace = NEW_DELHI,
    ): Promise<Horoscope[]> {
      const window = periodWindow(period, date);
      // To 0.1° (about 11 km): the day's horas move by seconds, readers nearby share a reading.
      const at = `${place.latitude.toFixed(1)},${place.longitude.toFixed(1)}`;
      const key = `${period}|${window.start}|${date}|${language}|${at}`;
      const computed = cache.getOrCompute(key, async () => {
        const sky = await skyOf(period, date, place);
        return Array.from({ length: 12 }, (_, index) =>
          generateHoroscope({ sign: index + 1, period, window, language, sky }),
        );
      });
      computed.catch(() => cache.evict(key, computed));
      return computed;
    },
  };
}

export type HoroscopeService = ReturnType<typeof horoscopeService>;
