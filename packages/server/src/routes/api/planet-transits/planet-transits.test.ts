import { ErrorResponseSchema, PlanetTransitsResponseSchema } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.js';
import type { App } from '../../../app.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});

describe('GET /api/planet-transits', () => {
  it('gives Saturn’s entry into Pisces on 29 March 2025 in India’s time', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/planet-transits?year=2025' });
    expect(response.statusCode).toBe(200);
    const { data } = PlanetTransitsResponseSchema.parse(response.json());
    expect(data.timezone).toBe('Asia/Kolkata');
    const saturn = data.transits.find(
      (transit) => transit.planet === 'saturn' && transit.kind === 'ingress',
    );
    expect(saturn).toMatchObject({ sign: 12 });
    expect(saturn?.time).toMatch(/^2025-03-29T\d{2}:\d{2}:\d{2}\+05:30$/);
    const times = data.transits.map((transit) => Date.parse(transit.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('writes the instants in another zone when asked', async () => {
    const { data } = PlanetTransitsResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/planet-transits?year=2025&timezone=America/New_York',
        })
      ).json(),
    );
    expect(data.transits[0]?.time).toMatch(/-05:00$/);
  });

  it.each([
    ['year=1799', 'year'],
    ['year=2400', 'year'],
    ['year=2025&timezone=Mars/Olympus', 'timezone'],
  ])('refuses %s, naming %s', async (query, field) => {
    const response = await app.inject({ method: 'GET', url: `/api/planet-transits?${query}` });
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).message).toContain(field);
  });
});
