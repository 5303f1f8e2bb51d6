import { ErrorResponseSchema, MuhuratResponseSchema } from '@jyotish/contract';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { BAD_PLACE_QUERIES, buildTestApp, DELHI_PLACE_QUERY } from '../../../../test/helper.js';
import type { App } from '../../../app.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});

const delhi = DELHI_PLACE_QUERY;

async function muhurat(query: string) {
  return app.inject({ method: 'GET', url: `/api/muhurat?${query}` });
}

describe('GET /api/muhurat', () => {
  it('finds the marriage windows of November 2025 at New Delhi with their reasons', async () => {
    const response = await muhurat(`purpose=marriage&from=2025-11-01&to=2025-11-30&${delhi}`);
    expect(response.statusCode).toBe(200);
    const { data } = MuhuratResponseSchema.parse(response.json());
    expect(data.purpose).toBe('marriage');
    expect(data.location.timezone).toBe('Asia/Kolkata');
    const first = data.windows[0];
    expect(first?.start).toMatch(/^2025-11-03T06:3\d:\d{2}\+05:30$/);
    expect(first).toMatchObject({
      tithi: { number: 13, name: 'Trayodashi' },
      nakshatra: { number: 26, name: 'Uttara Bhadrapada' },
      lagna: { number: 7, name: 'Libra' },
    });
    expect(first?.reasons).toEqual([
      'Shukla Trayodashi: a tithi favoured for marriage',
      'Uttara Bhadrapada nakshatra: favoured for marriage',
      'Monday: a favoured weekday',
      'Libra lagna rising: favoured for marriage',
      'Clear of Rahu kaal, Yamaganda, Gulika, Bhadra and the inauspicious yogas',
      'Venus and Jupiter not combust; no kharmas and no adhika month',
    ]);
  });

  it('finds no marriage window in kharmas and says why in Hindi', async () => {
    const kharmas = MuhuratResponseSchema.parse(
      (await muhurat(`purpose=marriage&from=2025-12-17&to=2026-01-13&${delhi}&lang=hi`)).json(),
    );
    expect(kharmas.data.windows).toEqual([]);
    const hindi = MuhuratResponseSchema.parse(
      (
        await muhurat(`purpose=vehicle-purchase&from=2025-11-01&to=2025-11-30&${delhi}&lang=hi`)
      ).json(),
    );
    expect(hindi.data.windows.length).toBeGreaterThan(0);
    expect(hindi.data.windows[0]?.reasons.at(-1)).toBe(
      'राहुकाल, यमगंड, गुलिक, भद्रा और अशुभ योगों से मुक्त',
    );
  });

  it.each([
    ['purpose=naming&from=2025-11-01&to=2025-11-30', 'purpose'],
    ['purpose=marriage&from=2025-12-01&to=2025-11-30', 'to'],
    ['purpose=marriage&from=2025-01-01&to=2026-01-02', 'to'],
    ['purpose=marriage&from=1799-12-01&to=1800-01-30', 'from'],
    ['purpose=marriage&from=2399-12-01&to=2400-01-30', 'to'],
  ])('refuses %s, naming %s', async (query, field) => {
    const response = await muhurat(`${query}&${delhi}`);
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).message).toContain(field);
  });

  it.each(BAD_PLACE_QUERIES)('refuses a bad place %s, naming %s', async (place, field) => {
    const response = await muhurat(`purpose=marriage&from=2025-11-01&to=2025-11-30&${place}`);
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).message).toContain(field);
  });

  it('accepts a whole year of 366 days', async () => {
    const response = await muhurat(`purpose=journey-start&from=2028-01-01&to=2028-12-31&${delhi}`);
    expect(response.statusCode).toBe(200);
  });

  it('serves the same windows as an iCalendar feed with stable UIDs', async () => {
    const query = `purpose=marriage&from=2025-11-01&to=2025-11-30&${delhi}`;
    const json = MuhuratResponseSchema.parse((await muhurat(query)).json()).data;
    const ics = await app.inject({ method: 'GET', url: `/api/muhurat.ics?${query}&lang=ta` });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(ics.body))
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component));
    expect(events).toHaveLength(json.windows.length);
    // Both are written to the second (the JSON rounds, the calendar truncates).
    const apart =
      (events[0]?.startDate.toJSDate().getTime() ?? 0) - Date.parse(json.windows[0]?.start ?? '');
    expect(Math.abs(apart)).toBeLessThanOrEqual(1000);
    expect(events[0]?.uid).toMatch(/^muhurat-marriage-2025-11-03T01:0\d-28\.61N-77\.21E@jyotish$/);
    expect(events[0]?.summary).toBe('திருமணம் முகூர்த்தம்');
  });
});
