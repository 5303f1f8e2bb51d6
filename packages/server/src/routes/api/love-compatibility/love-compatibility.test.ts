import { LoveCompatibilityResponseSchema } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.js';
import type { App } from '../../../app.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});

const post = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/love-compatibility', payload });

describe('POST /api/love-compatibility', () => {
  it('scores Aries with Leo 12 of 12: friendly lords, the 5/9 bhakoot cancelled', async () => {
    const response = await post({ first: { moonSign: 1 }, second: { moonSign: 5 } });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = LoveCompatibilityResponseSchema.parse(response.json());
    expect(data).toMatchObject({ signs: [1, 5], score: 12, max: 12, band: 'excellent' });
    expect(data.kootas.map((k) => [k.id, k.score])).toEqual([
      ['graha_maitri', 5],
      ['bhakoot', 7],
    ]);
    expect(data.kootas[1]?.exception?.code).toBe('bhakoot_friendly_lords');
    expect(data.table[0]?.[4]).toBe(12);
    expect(data.table[3]?.[10]).toBe(0.5);
    expect(data.ashtakoota).toBeNull();
  });

  it('adds the eight kootas when both nakshatras are given', async () => {
    const response = await post({
      first: { nakshatra: 1, pada: 1 },
      second: { nakshatra: 2, pada: 1 },
    });
    const { data } = LoveCompatibilityResponseSchema.parse(response.json());
    expect(data.signs).toEqual([1, 1]);
    expect(data.ashtakoota).toMatchObject({ total: 34, max: 36, verdict: 'excellent' });
    expect(data.ashtakoota?.kootas).toHaveLength(8);
  });

  it.each([
    [{ first: { moonSign: 13 }, second: { moonSign: 1 } }, 'first.moonSign'],
    [{ first: { moonSign: 1 } }, 'second'],
    [{ first: { nakshatra: 28, pada: 1 }, second: { moonSign: 1 } }, 'first.nakshatra'],
  ])('refuses %o naming %s', async (payload, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });
});
