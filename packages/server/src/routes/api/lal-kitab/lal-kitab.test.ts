import { LalKitabResponseSchema } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.js';
import type { App } from '../../../app.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});

const delhiBirth = {
  name: 'Asha',
  gender: 'female',
  birthDate: '1990-05-20',
  birthTime: '10:30',
  latitude: 28.6139,
  longitude: 77.209,
};

const post = (payload: object) => app.inject({ method: 'POST', url: '/api/lal-kitab', payload });

describe('POST /api/lal-kitab', () => {
  it('places the planets by house from the Cancer lagna and names each debt with its rule', async () => {
    const kundli = (
      await app.inject({ method: 'POST', url: '/api/kundli', payload: delhiBirth })
    ).json() as { planets: { id: string; sign: number }[] };
    const response = await post({ birth: delhiBirth, lang: 'ta' });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = LalKitabResponseSchema.parse(response.json());
    expect(data.lagnaSign).toBe(4);
    // Venus in Pisces (sign 12) from a Cancer lagna is house 9, and so for every planet.
    for (const planet of data.planets) {
      const sign = kundli.planets.find((p) => p.id === planet.id)?.sign ?? 0;
      expect([planet.id, planet.house]).toEqual([planet.id, ((sign - 4 + 12) % 12) + 1]);
    }
    expect(data.planets.find((p) => p.id === 'venus')?.house).toBe(9);
    for (const debt of data.debts) {
      for (const cause of debt.causes) {
        expect(debt.rule.planets).toContain(cause.planet);
        expect(debt.rule.houses).toContain(cause.house);
      }
      expect(debt.remedy).toMatch(/[\u0B80-\u0BFF]/);
    }
    // Venus in the 9th shows the ancestors' debt (Venus, Mercury or Rahu in 2, 5, 9, 12).
    expect(data.debts.find((d) => d.id === 'pitri')?.causes).toContainEqual({
      planet: 'venus',
      house: 9,
    });
    for (const remedy of data.remedies) {
      expect(data.planets.find((p) => p.id === remedy.planet)?.state).toBe('debilitated');
    }
  });

  it('refuses a birth without a place, naming the field', async () => {
    const { latitude: _, ...noLatitude } = delhiBirth;
    const response = await post({ birth: noLatitude });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('birth.latitude');
  });
});
