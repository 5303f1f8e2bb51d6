import { ErrorResponseSchema, MatchingResponseSchema } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.js';
import type { App } from '../../../app.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});

async function matching(body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/matching', payload: body });
}

const boy = {
  name: 'Ravi',
  gender: 'male',
  birthDate: '1990-05-20',
  birthTime: '10:30',
  latitude: 28.6139,
  longitude: 77.209,
};
const girl = {
  name: 'Asha',
  gender: 'female',
  birthDate: '1992-11-03',
  birthTime: '06:15',
  latitude: 13.0827,
  longitude: 80.2707,
};

describe('POST /api/matching', () => {
  it('scores the eight kootas out of 36 with reasons and both partners’ Mangal dosha', async () => {
    const response = await matching({ boy, girl });
    expect(response.statusCode).toBe(200);
    const answer = MatchingResponseSchema.parse(response.json());
    expect(answer.kootas.map((koota) => [koota.id, koota.max])).toEqual([
      ['varna', 1],
      ['vashya', 2],
      ['tara', 3],
      ['yoni', 4],
      ['graha_maitri', 5],
      ['gana', 6],
      ['bhakoot', 7],
      ['nadi', 8],
    ]);
    expect(answer.max).toBe(36);
    expect(answer.total).toBe(answer.kootas.reduce((sum, koota) => sum + koota.score, 0));
    // Worked by hand from the tables: the boy's Moon (Delhi, 20 May 1990 10:30) is in Pisces,
    // Uttara Bhadrapada pada 1; the girl's (Chennai, 3 Nov 1992 06:15) in Capricorn at 24°,
    // Dhanishta pada 1. Tara: Kshema from the girl, Vadha from the boy; bhakoot 3/11.
    expect(answer.partners.boy).toMatchObject({
      name: 'Ravi',
      moonSign: 12,
      nakshatra: 26,
      pada: 1,
    });
    expect(answer.partners.girl).toMatchObject({
      name: 'Asha',
      moonSign: 10,
      nakshatra: 23,
      pada: 1,
    });
    const scores = Object.fromEntries(answer.kootas.map((koota) => [koota.id, koota.score]));
    expect(scores).toEqual({
      varna: 1,
      vashya: 2,
      tara: 1.5,
      yoni: 1,
      graha_maitri: 3,
      gana: 0,
      bhakoot: 7,
      nadi: 0,
    });
    expect(answer.total).toBe(15.5);
    const tara = answer.kootas.find((koota) => koota.id === 'tara');
    expect(tara?.description).toBe(
      "One of the two taras is unfavourable (Kshema from the girl's nakshatra, Vadha from the boy's).",
    );
    expect(answer.kootas.find((koota) => koota.id === 'nadi')).toMatchObject({
      boy: 'madhya',
      girl: 'madhya',
      exception: null,
      reason: { code: 'nadi_same', params: { nadi: 'madhya' } },
    });
    expect(answer.verdict).toEqual({
      code: 'not_recommended',
      description: 'Fewer than 18 of 36 points: the texts do not recommend this match.',
    });
    // The boy's Mars in Aquarius: 8th from the Cancer lagna, 12th from the Moon and Venus in
    // Pisces, but aspected by Jupiter from Gemini (its 9th). The girl's Mars in Gemini is the
    // 8th from Venus only. Both manglik: the doshas cancel each other.
    expect(answer.manglik.boy).toMatchObject({
      present: true,
      strength: 'high',
      marsHouse: { lagna: 8, moon: 12, venus: 12 },
      effective: false,
    });
    expect(answer.manglik.boy.cancellations.map((note) => note.code)).toEqual([
      'jupiter_aspects_mars',
    ]);
    expect(answer.manglik.girl).toMatchObject({
      present: true,
      strength: 'low',
      from: ['venus'],
      effective: true,
    });
    expect(answer.manglik.cancelled).toBe(true);
    expect(answer.manglik.notes.map((note) => note.code)).toEqual(['both_manglik']);
  });

  it('scores nadi 0 for two births with the Moon in the same nakshatra and pada', async () => {
    const response = await matching({ boy, girl: { ...boy, name: 'Twin', birthTime: '10:35' } });
    const answer = MatchingResponseSchema.parse(response.json());
    const nadi = answer.kootas.find((koota) => koota.id === 'nadi');
    expect(nadi).toMatchObject({ score: 0, exception: null, boy: 'madhya', girl: 'madhya' });
    expect(nadi?.description).toBe('Both are of Madhya nadi: nadi dosha.');
    expect(answer.total).toBe(36 - 8);
  });

  it('rejects a missing partner and a bad birth date with the field named', async () => {
    const missing = await matching({ boy });
    expect(missing.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(missing.json()).message).toMatch(/girl/);
    const badDate = await matching({ boy, girl: { ...girl, birthDate: '1992-02-30' } });
    expect(badDate.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(badDate.json()).message).toMatch(/girl\.birthDate/);
  });
});
