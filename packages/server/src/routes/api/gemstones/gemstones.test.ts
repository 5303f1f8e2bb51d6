import { GemstonesResponseSchema } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.js';
import type { App } from '../../../app.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});

// Cancer lagna (the kundli route's test chart): Moon rules the lagna, Mars the 5th and 10th.
const delhiBirth = {
  name: 'Asha',
  gender: 'female',
  birthDate: '1990-05-20',
  birthTime: '10:30',
  latitude: 28.6139,
  longitude: 77.209,
};

const post = (payload: object) => app.inject({ method: 'POST', url: '/api/gemstones', payload });

describe('POST /api/gemstones', () => {
  it('advises pearl, red coral and yellow sapphire for a Cancer lagna, and warns off the malefics’ stones', async () => {
    const response = await post({ birth: delhiBirth, lang: 'hi' });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = GemstonesResponseSchema.parse(response.json());
    expect(data.lagnaSign).toBe(4);
    const byPlanet = new Map(data.recommended.map((gem) => [gem.planet, gem]));
    expect(data.recommended[0]?.planet).toBe('moon');
    expect(byPlanet.get('moon')).toMatchObject({ nature: 'benefic', houses: [1] });
    expect(byPlanet.get('moon')?.roles[0]).toBe('lagna_lord');
    expect(byPlanet.get('mars')?.roles.slice(0, 2)).toEqual(['yogakaraka', 'fifth_lord']);
    expect(byPlanet.get('mars')?.houses).toEqual([5, 10]);
    expect(byPlanet.get('jupiter')?.roles[0]).toBe('ninth_lord');
    expect(byPlanet.get('moon')?.facts.stone).toBe('मोती');
    const avoided = data.avoid.map((c) => c.planet);
    for (const planet of ['sun', 'mercury', 'venus', 'saturn', 'rahu', 'ketu']) {
      expect(avoided).toContain(planet);
    }
    expect(data.avoid.find((c) => c.planet === 'saturn')?.houses).toEqual([7, 8]);
    // The running mahadasha is the one of the birth's dashas that holds today.
    if (data.dasha) {
      const now = Date.now();
      expect(Date.parse(data.dasha.start)).toBeLessThanOrEqual(now);
      expect(Date.parse(data.dasha.end)).toBeGreaterThan(now);
      const lord = data.dasha.lord;
      const recommended = byPlanet.get(lord)?.roles.includes('dasha_lord') ?? false;
      const cautioned = data.avoid.some(
        (c) => c.planet === lord && (c.reason === 'malefic_dasha' || c.reason === 'node'),
      );
      expect(recommended !== cautioned).toBe(true);
    }
  });

  it('refuses an impossible birth date naming the field', async () => {
    const response = await post({ birth: { ...delhiBirth, birthDate: '1990-02-30' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('birth.birthDate');
  });
});
