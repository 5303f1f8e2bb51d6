import { NumerologyResponseSchema } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.js';
import type { App } from '../../../app.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});

const post = (payload: object) => app.inject({ method: 'POST', url: '/api/numerology', payload });

describe('POST /api/numerology', () => {
  it('counts a name in Devanagari as its Latin spelling, with every number and its meaning', async () => {
    const response = await post({
      name: 'नरेंद्र मोदी',
      birthDate: '1950-09-17',
      year: 2026,
      lang: 'hi',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = NumerologyResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      latinName: 'Narendra Modi',
      transliterated: true,
      year: 2026,
      chaldean: { compound: 41, number: 5 },
      pythagorean: { compound: 62, number: 8 },
      soulUrge: 4,
      personality: 4,
      moolank: 8,
      bhagyank: 5,
      personalYear: 9,
    });
    for (const text of Object.values(data.meanings)) expect(text).toMatch(/[\u0900-\u097F]/);
    // Moolank 8: Saturn, with its friends Mercury and Venus.
    expect(data.lucky).toEqual({
      planet: 'saturn',
      numbers: [5, 6, 8],
      days: ['बुधवार', 'शुक्रवार', 'शनिवार'],
      colors: ['नीला', 'हरा', 'गुलाबी'],
      gemstone: 'नीलम',
      caution: expect.stringMatching(/[\u0900-\u097F]/),
    });
    const english = NumerologyResponseSchema.parse(
      (await post({ name: 'Narendra Modi', birthDate: '1950-09-17', year: 2026 })).json(),
    ).data;
    expect(english.meanings.moolank).toMatch(/^Ruled by Saturn/);
    expect(english.meanings.bhagyank).toMatch(/change and freedom/);
  });

  it.each([
    [{ name: 'A', birthDate: '1990-01-01' }, 'name'],
    [{ name: '', birthDate: '1990-01-01' }, 'name'],
    [{ name: 'a'.repeat(500), birthDate: '1990-01-01' }, 'name'],
    [{ name: '12345', birthDate: '1990-01-01' }, 'name'],
    [{ name: 'Asha', birthDate: '1990-02-30' }, 'birthDate'],
    [{ name: 'Asha', birthDate: '1990-01-01', year: 3000 }, 'year'],
  ])('refuses %o naming %s', async (payload, field) => {
    const response = await post(payload);
    expect([response.statusCode, response.json().field]).toEqual([400, field]);
  });
});
