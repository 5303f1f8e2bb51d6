import { NakshatraPageResponseSchema } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.js';
import type { App } from '../../../app.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});

describe('GET /api/nakshatras/{slug}', () => {
  it('answers Rohini in Hindi: Moon, Brahma, fixed, 40° to 53°20′, padas ओ वा वी वू in Aries to Cancer navamsas', async () => {
    const response = await app.inject({ url: '/api/nakshatras/rohini?lang=hi' });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = NakshatraPageResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      number: 4,
      slug: 'rohini',
      name: 'रोहिणी',
      deity: 'ब्रह्मा',
      lord: 'moon',
      nature: 'dhruva',
      start: 40,
    });
    expect(data.end).toBeCloseTo(53.3333, 3);
    expect(data.padas.map((p) => [p.syllable, p.latin, p.navamsaSign])).toEqual([
      ['ओ', 'O', 1],
      ['वा', 'Va', 2],
      ['वी', 'Vi', 3],
      ['वू', 'Vu', 4],
    ]);
    expect(data.character).toMatch(/[\u0900-\u097F]/);
  });

  it('places Revati’s last pada in the Pisces navamsa and refuses an unknown nakshatra', async () => {
    const { data } = NakshatraPageResponseSchema.parse(
      (await app.inject({ url: '/api/nakshatras/revati' })).json(),
    );
    expect(data.padas[3]?.navamsaSign).toBe(12);
    expect(data.end).toBeCloseTo(360, 9);
    const unknown = await app.inject({ url: '/api/nakshatras/pluto' });
    expect([unknown.statusCode, unknown.json().reason]).toEqual([404, 'not_found']);
    const badLanguage = await app.inject({ url: '/api/nakshatras/rohini?lang=fr' });
    expect([badLanguage.statusCode, badLanguage.json().field]).toEqual([400, 'lang']);
  });

  it('lists the 27 nakshatra pages in the sitemap', async () => {
    const xml = (await app.inject({ url: '/sitemap.xml' })).body;
    expect(xml).toContain('/nakshatras/rohini</loc>');
    expect(xml).toContain('/hindi/nakshatras/purva-phalguni</loc>');
    expect(xml.match(/<loc>[^<]*\/nakshatras\/[a-z-]+<\/loc>/g)).toHaveLength(27 * 4);
  });
});
