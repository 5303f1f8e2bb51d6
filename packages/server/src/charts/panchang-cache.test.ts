import { HealthResponseSchema, PanchangResponseSchema } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestConfig } from '../../test/helper.js';
import type { App } from '../app.js';

let cached: App;
let uncached: App;

beforeAll(async () => {
  const { charts } = await createTestConfig();
  cached = await buildTestApp({ charts: { ...charts, panchangCacheSize: 10 } });
  uncached = await buildTestApp({ charts: { ...charts, panchangCacheSize: 0 } });
});

async function panchangDayCache(app: App) {
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  return HealthResponseSchema.parse(response.json()).caches.panchangDay;
}

async function panchang(app: App, query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/panchang?${query}` });
  expect(response.statusCode).toBe(200);
  return PanchangResponseSchema.parse(response.json());
}

const delhi = 'date=2025-11-22&latitude=28.6139&longitude=77.209';
// 20 and 30 m away: the same place to 0.01°.
const nearDelhi = 'date=2025-11-22&latitude=28.6141&longitude=77.2088';

describe('the panchang day cache', () => {
  it('answers a repeated day from the cache, exactly as computing it again would', async () => {
    const first = await panchang(cached, delhi);
    expect(await panchangDayCache(cached)).toEqual({
      entries: 1,
      capacity: 10,
      hits: 0,
      misses: 1,
      hitRate: 0,
    });

    const again = await panchang(cached, delhi);
    const nearby = await panchang(cached, nearDelhi);
    expect(await panchangDayCache(cached)).toMatchObject({ entries: 1, hits: 2, misses: 1 });
    expect(again).toEqual(first);
    // The answer names the rounded place it was computed for, whichever request filled the cache.
    expect(nearby).toEqual(first);
    expect(first.data.location).toMatchObject({ latitude: 28.61, longitude: 77.21 });

    const computed = await panchang(uncached, nearDelhi);
    expect(computed).toEqual(first);
    expect(await panchangDayCache(uncached)).toEqual({
      entries: 0,
      capacity: 0,
      hits: 0,
      misses: 1,
      hitRate: 0,
    });
  });

  it('keeps apart what changes the day: date, place, zone and conventions', async () => {
    const before = await panchangDayCache(cached);
    const base = await panchang(cached, delhi);
    const variants = [
      'date=2025-11-23&latitude=28.6139&longitude=77.209',
      'date=2025-11-22&latitude=28.6239&longitude=77.209',
      'date=2025-11-22&latitude=28.6139&longitude=77.209&timezone=Asia/Kathmandu',
      'date=2025-11-22&latitude=28.6139&longitude=77.209&ayanamsa=raman',
      'date=2025-11-22&latitude=28.6139&longitude=77.209&sunriseConvention=disc-centre',
    ];
    for (const query of variants) {
      expect((await panchang(cached, query)).data).not.toEqual(base.data);
    }
    const after = await panchangDayCache(cached);
    expect(after.hits - before.hits).toBe(1);
    expect(after.misses - before.misses).toBe(variants.length);
  });
});
