import { ErrorResponseSchema, PanchangMonthResponseSchema } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { BAD_PLACE_QUERIES, buildTestApp, DELHI_PLACE_QUERY } from '../../../../test/helper.js';
import type { App } from '../../../app.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});

const delhi = DELHI_PLACE_QUERY;

async function month(query: string) {
  return app.inject({ method: 'GET', url: `/api/panchang/month?${query}` });
}

describe('GET /api/panchang/month', () => {
  it('reads each day of November 2025 in New Delhi at its sunrise, as Drik Panchang does', async () => {
    const response = await month(`year=2025&month=11&${delhi}`);
    expect(response.statusCode).toBe(200);
    const { data } = PanchangMonthResponseSchema.parse(response.json());
    expect(data.location).toEqual({ latitude: 28.61, longitude: 77.21, timezone: 'Asia/Kolkata' });
    expect(data.days.map((day) => day.date)).toHaveLength(30);
    expect(data.days[0]?.date).toBe('2025-11-01');
    const day = (date: string) => data.days.find((entry) => entry.date === date);
    // drikpanchang.com, New Delhi: 22/11/2025 Shukla Dwitiya until 17:11, Jyeshtha until 16:47.
    expect(day('2025-11-22')).toMatchObject({
      weekday: 6,
      tithi: { number: 2, name: 'Dwitiya', paksha: 'shukla' },
      nakshatra: { number: 18, name: 'Jyeshtha' },
      yoga: { number: 7, name: 'Sukarma' },
      lunar_month: { amanta: 9, purnimanta: 9, adhika: false },
    });
    expect(day('2025-11-22')?.tithi.end_time).toMatch(/^2025-11-22T17:1[01]:\d{2}\+05:30$/);
    // Kartika Purnima (Dev Deepawali) at sunrise on 5 November; Margashirsha Amavasya on the 20th.
    expect(day('2025-11-05')?.tithi).toMatchObject({ number: 15, paksha: 'shukla' });
    expect(day('2025-11-20')?.tithi).toMatchObject({ number: 30, paksha: 'krishna' });
    // Dev Uthani Ekadashi: Ekadashi began at 09:11 on the 1st, so it rules the sunrise of the 2nd.
    expect(day('2025-11-01')?.tithi.number).toBe(10);
    expect(day('2025-11-02')?.tithi.number).toBe(11);
    expect(day('2025-11-22')?.sunrise).toMatch(/^2025-11-22T06:4[89]:\d{2}\+05:30$/);
  });

  it('names the tithi no sunrise sees (kshaya) on the day it passes', async () => {
    const { data } = PanchangMonthResponseSchema.parse(
      (await month(`year=2025&month=11&${delhi}`)).json(),
    );
    // Every tithi of the month is either read at a sunrise or listed as skipped, once.
    const seen = data.days.flatMap((day) => [day.tithi.number, ...day.skipped_tithis]);
    const changes = seen.filter((tithi, index) => index === 0 || tithi !== seen[index - 1]);
    for (let index = 1; index < changes.length; index++) {
      expect(((changes[index - 1] ?? 0) % 30) + 1).toBe(changes[index]);
    }
    expect(data.days.some((day) => day.skipped_tithis.length > 0)).toBe(true);
  });

  it('answers 29 days for February of a leap year and 28 otherwise', async () => {
    const leap = PanchangMonthResponseSchema.parse(
      (await month(`year=2024&month=2&${delhi}`)).json(),
    );
    const common = PanchangMonthResponseSchema.parse(
      (await month(`year=2025&month=2&${delhi}`)).json(),
    );
    expect(leap.data.days).toHaveLength(29);
    expect(common.data.days).toHaveLength(28);
  });

  it.each([
    ['year=1799&month=1', 'year'],
    ['year=2400&month=1', 'year'],
    ['year=2025&month=13', 'month'],
    ['year=2025&month=0', 'month'],
    ['year=2025&month=1.5', 'month'],
  ])('refuses %s, naming %s', async (query, field) => {
    const response = await month(`${query}&${delhi}`);
    expect(response.statusCode).toBe(400);
    const body = ErrorResponseSchema.parse(response.json());
    expect(body.message).toContain(field);
  });

  it.each(BAD_PLACE_QUERIES)('refuses a bad place %s, naming %s', async (place, field) => {
    const response = await month(`year=2025&month=11&${place}`);
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).message).toContain(field);
  });
});
