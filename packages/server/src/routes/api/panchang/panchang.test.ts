import { ErrorResponseSchema, PanchangResponseSchema } from '@jyotish/contract';
import { formatInstant, localDateOf } from '@jyotish/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.js';
import type { App } from '../../../app.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});

async function panchang(query: string) {
  return app.inject({ method: 'GET', url: `/api/panchang?${query}` });
}

const delhi = 'latitude=28.6139&longitude=77.209';

describe('GET /api/panchang', () => {
  it('answers New Delhi on 22 November 2025 as Drik Panchang prints it', async () => {
    // drikpanchang.com, New Delhi, 22/11/2025: sunrise 06:49, sunset 17:25, Shukla Dwitiya
    // until 17:11, Jyeshtha until 16:47, Sukarma until 11:30, Rahu kalam 09:28–10:48.
    const response = await panchang(`date=2025-11-22&${delhi}`);
    expect(response.statusCode).toBe(200);
    const { data } = PanchangResponseSchema.parse(response.json());
    // Days are computed (and cached) for the place rounded to 0.01°, and say so.
    expect(data.location).toEqual({
      latitude: 28.61,
      longitude: 77.21,
      timezone: 'Asia/Kolkata',
      utc_offset: '+05:30',
    });
    expect(data.day_kind).toBe('normal');
    expect(data.sunrise).toMatch(/^2025-11-22T06:4[89]:\d{2}\+05:30$/);
    expect(data.sunset).toMatch(/^2025-11-22T17:2[45]:\d{2}\+05:30$/);
    expect(data.tithi).toMatchObject({ number: 2, name: 'Dwitiya', paksha: 'shukla' });
    expect(data.tithi.end_time).toMatch(/^2025-11-22T17:1[01]:\d{2}\+05:30$/);
    expect(data.nakshatra).toMatchObject({ number: 18, name: 'Jyeshtha', lord: 'mercury' });
    expect(data.nakshatra.end_time).toMatch(/^2025-11-22T16:4[67]:\d{2}\+05:30$/);
    expect(data.yoga).toMatchObject({ number: 7, name: 'Sukarma' });
    expect(data.karana).toMatchObject({ number: 3, name: 'Kaulava' });
    expect(data.karanas.map((karana) => karana.name)).toEqual(['Kaulava', 'Taitila', 'Gara']);
    expect(data.vara).toEqual({
      number: 6,
      name: 'Shanivara',
      english: 'Saturday',
      planet_lord: 'saturn',
    });
    expect(data.lunar_month).toEqual({
      amanta: { number: 9, name: 'Margashirsha' },
      purnimanta: { number: 9, name: 'Margashirsha' },
      adhika: false,
    });
    expect(data.samvat).toEqual({ vikram: 2082, shaka: 1947 });
    expect(data.ritu).toEqual({ number: 5, name: 'Hemanta' });
    expect(data.ayana).toBe('dakshinayana');
    expect(data.sun_sign).toEqual({ number: 8, name: 'Scorpio' });
    expect(data.inauspicious_timings?.rahu_kaal.start).toMatch(/^2025-11-22T09:2[78]/);
    expect(data.inauspicious_timings?.rahu_kaal.end).toMatch(/^2025-11-22T10:4[78]/);
    expect(data.auspicious_timings?.brahma_muhurta.start).toMatch(/^2025-11-22T05:0[12]/);
    expect(data.choghadiya?.day).toHaveLength(8);
    expect(data.choghadiya?.day[0]).toMatchObject({ id: 'kaal', name: 'Kaal', quality: 'bad' });
    expect(data.hora).toHaveLength(24);
    expect(data.hora?.[0]?.lord).toBe('saturn');
    expect(data.computation).toMatchObject({
      ephemeris: 'swiss',
      ayanamsa: 'lahiri',
      sunriseConvention: 'upper-limb',
      timezone: 'Asia/Kolkata',
      utcOffset: '+05:30',
    });
    expect(data.computation.ayanamsaDegrees).toBeCloseTo(24.22, 1);
  });

  it('finds the zone from the coordinates and takes the disc-centre convention', async () => {
    const response = await panchang(
      'date=2024-07-04&latitude=40.7128&longitude=-74.006&sunriseConvention=disc-centre',
    );
    const { data } = PanchangResponseSchema.parse(response.json());
    expect(data.location.timezone).toBe('America/New_York');
    expect(data.location.utc_offset).toBe('-04:00');
    expect(data.sunrise).toMatch(/^2024-07-04T05:\d{2}:\d{2}-04:00$/);
    expect(data.computation.sunriseConvention).toBe('disc-centre');
  });

  it('answers a polar day clearly, without sunrise-based timings', async () => {
    const response = await panchang('date=2024-06-21&latitude=78.22&longitude=15.65');
    expect(response.statusCode).toBe(200);
    const { data } = PanchangResponseSchema.parse(response.json());
    expect(data.day_kind).toBe('polar-day');
    expect(data.day_note).toMatch(/^Midnight sun: the Sun does not set/);
    expect(data.sunrise).toBeNull();
    expect(data.inauspicious_timings).toBeNull();
    expect(data.tithis.length).toBeGreaterThan(0);
  });

  const invalid: [string, string, string][] = [
    ['an impossible date', `date=2025-02-29&${delhi}`, 'date'],
    ['a latitude out of range', 'date=2025-01-01&latitude=95&longitude=77', 'latitude'],
    ['a missing longitude', 'date=2025-01-01&latitude=28', 'longitude'],
    ['a hexadecimal latitude', 'date=2025-01-01&latitude=0x1A&longitude=77', 'latitude'],
    ['a binary longitude', 'date=2025-01-01&latitude=28&longitude=0b1', 'longitude'],
    ['an unknown zone', `date=2025-01-01&${delhi}&timezone=Asia/Atlantis`, 'timezone'],
    ['an unknown ayanamsa', `date=2025-01-01&${delhi}&ayanamsa=fagan`, 'ayanamsa'],
  ];
  for (const [what, query, field] of invalid) {
    it(`answers 400 naming the field for ${what}`, async () => {
      const response = await panchang(query);
      expect(response.statusCode).toBe(400);
      const error = ErrorResponseSchema.parse(response.json());
      expect(error.field).toBe(field);
      expect(error.message.startsWith(`${field}: `)).toBe(true);
    });
  }
});

describe('GET /api/panchang/today', () => {
  it('answers New Delhi’s panchang for today’s date in India', async () => {
    const before = localDateOf(Date.now(), 'Asia/Kolkata');
    const response = await app.inject({ method: 'GET', url: '/api/panchang/today' });
    expect(response.statusCode).toBe(200);
    const { data } = PanchangResponseSchema.parse(response.json());
    const pad = (value: number) => String(value).padStart(2, '0');
    expect(data.date).toBe(`${before.year}-${pad(before.month)}-${pad(before.day)}`);
    expect(data.location).toMatchObject({ timezone: 'Asia/Kolkata', latitude: 28.61 });
    // SPEC §3 "Panchang today": these fields are all present.
    expect(data.tithi.name.length).toBeGreaterThan(0);
    expect(data.tithi.percentage).toBeGreaterThanOrEqual(0);
    expect(data.nakshatra.percentage).toBeLessThanOrEqual(100);
    expect(data.yoga.end_time).toMatch(/\+05:30$/);
    expect(data.karana.end_time).toMatch(/\+05:30$/);
    expect(data.vara.english).toBe(
      new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(before.year, before.month - 1, before.day)),
      ),
    );
    expect(data.sunrise?.slice(0, 10)).toBe(data.date);
    expect(data.inauspicious_timings?.yamaganda.start).toMatch(/\+05:30$/);
    expect(data.auspicious_timings?.abhijit_muhurta.end).toMatch(/\+05:30$/);
    expect(formatInstant(Date.parse(data.sunrise ?? ''), 'Asia/Kolkata')).toBe(data.sunrise);
  });
});
