import { BabyNamesResponseSchema } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.js';
import type { App } from '../../../app.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});

const names = async (query: string) => {
  const response = await app.inject({ url: `/api/baby-names?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return BabyNamesResponseSchema.parse(response.json()).data;
};

describe('GET /api/baby-names', () => {
  it('lists names beginning with Rohini’s second pada, Va (वा), by name or number', async () => {
    const data = await names('nakshatra=rohini&pada=2&lang=hi');
    expect(data.syllables).toEqual([{ nakshatra: 4, pada: 2, syllable: 'वा', latin: 'Va' }]);
    expect(data.total).toBeGreaterThan(10);
    for (const name of data.names) {
      expect(name.devanagari).toMatch(/^व[ा\u094D\u0902]?/);
      expect(name.devanagari).not.toMatch(/^व[िीुूेैोौ]/);
      expect(name.name).toBe(name.devanagari);
    }
    expect(await names('nakshatra=4&pada=2&lang=hi')).toEqual(data);
  });

  it('keeps a girl’s list to girls’ names and names given to both', async () => {
    const all = await names('nakshatra=4&pada=2');
    const girls = await names('nakshatra=4&pada=2&gender=girl');
    const boys = await names('nakshatra=4&pada=2&gender=boy');
    expect(girls.names.every((n) => n.gender !== 'boy')).toBe(true);
    expect(boys.names.every((n) => n.gender !== 'girl')).toBe(true);
    const unisex = all.names.filter((n) => n.gender === 'unisex').length;
    expect(girls.total + boys.total - unisex).toBe(all.total);
  });

  it('gives a nakshatra’s four padas together, and pages the whole list by first letter', async () => {
    const krittika = await names('nakshatra=krittika&lang=ta');
    expect(krittika.syllables.map((s) => s.latin)).toEqual(['A', 'I', 'U', 'E']);
    expect(krittika.names[0]?.name).toMatch(/^[\u0B80-\u0BFF]/);
    const everything = await names('');
    expect(everything.total).toBe(everything.listSize);
    expect(everything.listSize).toBeGreaterThanOrEqual(2000);
    expect(everything.names).toHaveLength(60);
    const s = await names('letter=s&page=2');
    expect(s.page).toBe(2);
    for (const name of s.names) expect(name.latin).toMatch(/^S/);
    expect(everything.source).toMatch(/AGPL/);
  });

  it.each([
    ['nakshatra=pluto', 'nakshatra'],
    ['nakshatra=28', 'nakshatra'],
    ['nakshatra=4&pada=5', 'pada'],
    ['pada=2', 'pada'],
    ['gender=other', 'gender'],
    ['letter=ab', 'letter'],
  ])('refuses %s naming %s', async (query, field) => {
    const response = await app.inject({ url: `/api/baby-names?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });
});
