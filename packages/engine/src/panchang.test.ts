import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computePanchang, limbNumber } from './panchang.js';
import { localTimeToUtc } from './time-zone.js';

interface ReferenceDay {
  date: string;
  url: string;
  weekday: number;
  sunrise: string;
  sunset: string;
  moonrise: string;
  moonset: string;
  tithi: { number: number; end: string };
  nakshatra: { number: number; end: string };
  yoga: { number: number; end: string };
  karanas: { number: number; end: string }[];
  amanta: number;
  purnimanta: number;
  vikram: number;
  shaka: number;
  ritu: number;
  ayana: string;
  brahmaMuhurta: [string, string];
  abhijitMuhurta?: [string, string];
  rahuKaal: [string, string | null];
  yamaganda?: [string, string];
  gulika?: [string, string];
  durMuhurta?: [string, string][];
}

const reference = JSON.parse(
  readFileSync(new URL('../reference/drikpanchang-new-delhi.json', import.meta.url), 'utf8'),
) as { place: { latitude: number; longitude: number; timezone: string }; days: ReferenceDay[] };
const { place } = reference;

/** `HH:mm` on the reference day, or a full `YYYY-MM-DDTHH:mm`, in Asia/Kolkata, as UTC ms. */
function printed(day: string, text: string): number {
  const [date, time] = text.includes('T') ? text.split('T') : [day, text];
  const [year = 0, month = 0, dayOfMonth = 0] = (date ?? '').split('-').map(Number);
  const [hour = 0, minute = 0] = (time ?? '').split(':').map(Number);
  return localTimeToUtc({ year, month, day: dayOfMonth, hour, minute, second: 0 }, place.timezone)
    .utcMs;
}

// Drik Panchang prints minutes; its New Delhi coordinates are not published to the second
// of arc, so rise and set times may differ by a little more than the printed rounding.
const TOLERANCE_MINUTES = 1.5;

describe('computePanchang against Drik Panchang, New Delhi', () => {
  let largest = 0;
  let worst = '';
  const minutesBetween = (a: number, b: number, label: string) => {
    const minutes = Math.abs(a - b) / 60_000;
    if (minutes > largest) {
      largest = minutes;
      worst = label;
    }
    return minutes;
  };

  for (const day of reference.days) {
    it(`matches ${day.date} (${day.url})`, () => {
      const [year = 0, month = 0, dayOfMonth = 0] = day.date.split('-').map(Number);
      const panchang = computePanchang({
        date: { year, month, day: dayOfMonth },
        latitude: place.latitude,
        longitude: place.longitude,
        timeZone: place.timezone,
      });
      const near = (actual: number | null | undefined, text: string) => {
        expect(actual).not.toBeNull();
        const label = `${day.date} ${text}`;
        expect(minutesBetween(actual ?? 0, printed(day.date, text), label)).toBeLessThan(
          TOLERANCE_MINUTES,
        );
      };

      expect(panchang.dayKind).toBe('normal');
      expect(panchang.vara.weekday).toBe(day.weekday);
      near(panchang.sunriseMs, day.sunrise);
      near(panchang.sunsetMs, day.sunset);
      near(panchang.moonriseMs, day.moonrise);
      near(panchang.moonsetMs, day.moonset);

      expect(panchang.tithi.number).toBe(day.tithi.number);
      near(panchang.tithi.endMs, day.tithi.end);
      expect(panchang.nakshatra.number).toBe(day.nakshatra.number);
      near(panchang.nakshatra.endMs, day.nakshatra.end);
      expect(panchang.yoga.number).toBe(day.yoga.number);
      near(panchang.yoga.endMs, day.yoga.end);
      day.karanas.forEach((karana, index) => {
        expect(panchang.karanas[index]?.number).toBe(karana.number);
        near(panchang.karanas[index]?.endMs, karana.end);
      });

      expect(panchang.lunarMonth).toEqual({
        amanta: day.amanta,
        purnimanta: day.purnimanta,
        adhika: false,
      });
      expect(panchang.samvat).toEqual({ vikram: day.vikram, shaka: day.shaka });
      expect(panchang.ritu).toBe(day.ritu);
      expect(panchang.ayana).toBe(day.ayana);

      const timings = panchang.timings;
      expect(timings).not.toBeNull();
      if (!timings) return;
      near(timings.brahmaMuhurta.startMs, day.brahmaMuhurta[0]);
      near(timings.brahmaMuhurta.endMs, day.brahmaMuhurta[1]);
      if (day.abhijitMuhurta) {
        near(timings.abhijitMuhurta.startMs, day.abhijitMuhurta[0]);
        near(timings.abhijitMuhurta.endMs, day.abhijitMuhurta[1]);
      }
      near(timings.rahuKaal.startMs, day.rahuKaal[0]);
      if (day.rahuKaal[1]) near(timings.rahuKaal.endMs, day.rahuKaal[1]);
      if (day.yamaganda) {
        near(timings.yamaganda.startMs, day.yamaganda[0]);
        near(timings.yamaganda.endMs, day.yamaganda[1]);
      }
      if (day.gulika) {
        near(timings.gulika.startMs, day.gulika[0]);
        near(timings.gulika.endMs, day.gulika[1]);
      }
      day.durMuhurta?.forEach(([start, end], index) => {
        near(timings.durMuhurta[index]?.startMs, start);
        near(timings.durMuhurta[index]?.endMs, end);
      });
    });
  }

  it('reports the largest difference seen', () => {
    console.info(
      `Drik Panchang New Delhi: largest difference ${largest.toFixed(2)} min (${worst})`,
    );
    expect(largest).toBeLessThan(TOLERANCE_MINUTES);
  });
});

const delhi = { latitude: 28.6139, longitude: 77.209, timeZone: 'Asia/Kolkata' };

describe('computePanchang day structure', () => {
  const panchang = computePanchang({ date: { year: 2024, month: 3, day: 20 }, ...delhi });

  it('lists contiguous elements from before sunrise to after the next sunrise', () => {
    for (const list of [panchang.tithis, panchang.nakshatras, panchang.yogas, panchang.karanas]) {
      expect(list[0]?.startMs).toBeLessThanOrEqual(panchang.sunriseMs ?? 0);
      expect(list.at(-1)?.endMs).toBeGreaterThanOrEqual(panchang.nextSunriseMs ?? 0);
      for (let index = 1; index < list.length; index += 1) {
        expect(list[index]?.startMs).toBe(list[index - 1]?.endMs);
      }
    }
    expect(panchang.karanas.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps a daylight-saving day whole (New York, 10 March 2024)', () => {
    const newYork = computePanchang({
      date: { year: 2024, month: 3, day: 10 },
      latitude: 40.7128,
      longitude: -74.006,
      timeZone: 'America/New_York',
    });
    expect(new Date(newYork.sunriseMs ?? 0).toISOString()).toMatch(/^2024-03-10T11:1\d/);
    expect(((newYork.nextSunriseMs ?? 0) - (newYork.sunriseMs ?? 0)) / 3_600_000).toBeCloseTo(
      24,
      0,
    );
    expect(newYork.timings?.horas).toHaveLength(24);
  });

  it('makes Abhijit about 48 minutes around local noon at the equinox', () => {
    const abhijit = panchang.timings?.abhijitMuhurta;
    const minutes = ((abhijit?.endMs ?? 0) - (abhijit?.startMs ?? 0)) / 60_000;
    expect(minutes).toBeGreaterThan(47.5);
    expect(minutes).toBeLessThan(49.5);
  });

  it('ends Brahma muhurta one night-muhurta before sunrise', () => {
    const brahma = panchang.timings?.brahmaMuhurta;
    const length = (brahma?.endMs ?? 0) - (brahma?.startMs ?? 0);
    expect((panchang.sunriseMs ?? 0) - (brahma?.endMs ?? 0)).toBeCloseTo(length, -1);
  });

  it('starts the Wednesday choghadiya with Labh by day and Udveg by night, horas with Mercury', () => {
    expect(panchang.vara).toEqual({ weekday: 3, lord: 'mercury' });
    expect(panchang.timings?.choghadiya.day.map((part) => part.name)).toEqual([
      'labh',
      'amrit',
      'kaal',
      'shubh',
      'rog',
      'udveg',
      'char',
      'labh',
    ]);
    expect(panchang.timings?.choghadiya.night.map((part) => part.name)).toEqual([
      'udveg',
      'shubh',
      'amrit',
      'char',
      'rog',
      'kaal',
      'labh',
      'udveg',
    ]);
    expect(panchang.timings?.horas.slice(0, 8).map((hora) => hora.lord)).toEqual([
      'mercury',
      'moon',
      'saturn',
      'jupiter',
      'mars',
      'sun',
      'venus',
      'mercury',
    ]);
    expect(panchang.timings?.horas).toHaveLength(24);
  });

  it('numbers karanas as the almanacs do', () => {
    expect([0, 1, 7, 8, 56, 57, 58, 59].map((index) => limbNumber('karana', index))).toEqual([
      11, 1, 7, 1, 7, 8, 9, 10,
    ]);
  });

  it('reads the disc-centre sunrise about a minute after the upper-limb one', () => {
    const centre = computePanchang(
      { date: { year: 2024, month: 3, day: 20 }, ...delhi },
      { sunriseConvention: 'disc-centre' },
    );
    const minutes = ((centre.sunriseMs ?? 0) - (panchang.sunriseMs ?? 0)) / 60_000;
    expect(minutes).toBeGreaterThan(0.8);
    expect(minutes).toBeLessThan(1.6);
    expect(centre.conventions.sunriseConvention).toBe('disc-centre');
  });
});

const adhika = JSON.parse(
  readFileSync(new URL('../reference/adhika-months.json', import.meta.url), 'utf8'),
) as {
  months: { name: string; amanta: number; inside: string; before: string; nijaInside: string }[];
};

describe('adhika months (Drik Panchang, Rashtriya Panchang)', () => {
  const monthOn = (date: string) => {
    const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
    return computePanchang({ date: { year, month, day }, ...delhi }).lunarMonth;
  };
  for (const month of adhika.months) {
    it(`finds ${month.name}, and the nija month after it`, () => {
      expect(monthOn(month.inside)).toEqual({
        amanta: month.amanta,
        purnimanta: month.amanta,
        adhika: true,
      });
      expect(monthOn(month.before)).toMatchObject({ amanta: month.amanta - 1, adhika: false });
      expect(monthOn(month.nijaInside)).toMatchObject({ amanta: month.amanta, adhika: false });
    });
  }
});

describe('computePanchang without the ephemeris files (Moshier)', () => {
  it('agrees with the Swiss Ephemeris files within a second on every instant', () => {
    const date = { year: 2025, month: 11, day: 22 };
    const swiss = computePanchang({ date, ...delhi });
    const moshier = computePanchang({ date, ...delhi }, { ephemeris: 'moshier' });
    expect(moshier.conventions.ephemeris).toBe('moshier');
    expect(swiss.conventions.ephemeris).toBe('swiss');
    const pairs: [number | null, number | null][] = [
      [swiss.sunriseMs, moshier.sunriseMs],
      [swiss.sunsetMs, moshier.sunsetMs],
      [swiss.moonriseMs, moshier.moonriseMs],
      ...swiss.tithis.map((tithi, index): [number, number | null] => [
        tithi.endMs,
        moshier.tithis[index]?.endMs ?? null,
      ]),
      ...swiss.nakshatras.map((nakshatra, index): [number, number | null] => [
        nakshatra.endMs,
        moshier.nakshatras[index]?.endMs ?? null,
      ]),
    ];
    let largest = 0;
    for (const [a, b] of pairs) largest = Math.max(largest, Math.abs((a ?? 0) - (b ?? 0)) / 1000);
    console.info(`Moshier vs files: largest difference ${largest.toFixed(2)} s`);
    expect(largest).toBeLessThan(1);
  });
});

describe('computePanchang at polar places', () => {
  const svalbard = { latitude: 78.22, longitude: 15.65, timeZone: 'Arctic/Longyearbyen' };

  it('answers a midnight-sun day with no sunrise, no timings, and elements from midnight', () => {
    const panchang = computePanchang({ date: { year: 2024, month: 6, day: 21 }, ...svalbard });
    expect(panchang.dayKind).toBe('polar-day');
    expect(panchang.sunriseMs).toBeNull();
    expect(panchang.sunsetMs).toBeNull();
    expect(panchang.timings).toBeNull();
    const midnight = localTimeToUtc(
      { year: 2024, month: 6, day: 21, hour: 0, minute: 0, second: 0 },
      svalbard.timeZone,
    ).utcMs;
    expect(panchang.referenceMs).toBeCloseTo(midnight, -2);
    expect(panchang.tithi.startMs).toBeLessThanOrEqual(midnight);
  });

  it('answers a polar-night day as such', () => {
    const panchang = computePanchang({ date: { year: 2024, month: 12, day: 21 }, ...svalbard });
    expect(panchang.dayKind).toBe('polar-night');
    expect(panchang.sunriseMs).toBeNull();
  });
});
