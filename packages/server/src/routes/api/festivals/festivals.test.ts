import {
  ErrorResponseSchema,
  FestivalMuhuratsResponseSchema,
  FestivalsResponseSchema,
} from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { BAD_PLACE_QUERIES, buildTestApp, DELHI_PLACE_QUERY } from '../../../../test/helper.js';
import type { App } from '../../../app.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});

const delhi = DELHI_PLACE_QUERY;

async function festivals(query: string) {
  return app.inject({ method: 'GET', url: `/api/festivals?${query}` });
}

describe('GET /api/festivals', () => {
  it('dates Diwali 2025 at New Delhi on 20 October, with its Amavasya and its rule', async () => {
    const response = await festivals(`year=2025&${delhi}`);
    expect(response.statusCode).toBe(200);
    const { data } = FestivalsResponseSchema.parse(response.json());
    expect(data.year).toBe(2025);
    expect(data.location).toEqual({ latitude: 28.61, longitude: 77.21, timezone: 'Asia/Kolkata' });
    const diwali = data.festivals.find((festival) => festival.id === 'diwali');
    expect(diwali).toMatchObject({ name: 'Diwali (Lakshmi Puja)', date: '2025-10-20' });
    expect(diwali?.start).toMatch(/^2025-10-20T15:4[45]:\d{2}\+05:30$/);
    expect(diwali?.end).toMatch(/^2025-10-21T17:5[45]:\d{2}\+05:30$/);
    expect(diwali?.rule).toBe(
      'Krishna Amavasya of Ashwin (amanta) prevailing at dusk (pradosh kaal); the day it holds longer when it does so on two.',
    );
    const nirjala = data.festivals.find((festival) => festival.name === 'Nirjala Ekadashi');
    expect(nirjala?.date).toBe('2025-06-06');
    expect(data.festivals.find((festival) => festival.id === 'holi')).toMatchObject({
      date: '2025-03-14',
      rule: 'The day after Holika Dahan',
    });
    // Dates are in order, and the recurring days are all there.
    const dates = data.festivals.map((festival) => festival.date);
    expect(dates).toEqual([...dates].sort());
    expect(data.festivals.filter((festival) => festival.id === 'purnima')).toHaveLength(12);
  });

  it('lists the year’s eclipses with what the place sees', async () => {
    const { data } = FestivalsResponseSchema.parse((await festivals(`year=2025&${delhi}`)).json());
    expect(
      data.eclipses.map((eclipse) => [eclipse.kind, eclipse.type, eclipse.date, eclipse.visible]),
    ).toEqual([
      ['lunar', 'total', '2025-03-14', false],
      ['solar', 'partial', '2025-03-29', false],
      ['lunar', 'total', '2025-09-07', true],
      ['solar', 'partial', '2025-09-22', false],
    ]);
    const september = data.eclipses[2];
    expect(september?.greatest).toMatch(/^2025-09-07T23:4[12]:\d{2}\+05:30$/);
    expect(september?.contacts.map((contact) => contact.id)).toContain('total-begin');
  });

  it('names the festivals and writes the rules in Hindi, Tamil and Telugu', async () => {
    const hindi = FestivalsResponseSchema.parse(
      (await festivals(`year=2025&${delhi}&lang=hi`)).json(),
    );
    expect(hindi.data.festivals.find((festival) => festival.id === 'diwali')?.name).toBe(
      'दीपावली (लक्ष्मी पूजा)',
    );
    expect(hindi.data.festivals.find((festival) => festival.id === 'diwali')?.rule).toContain(
      'प्रदोष काल',
    );
    const tamil = FestivalsResponseSchema.parse(
      (await festivals(`year=2025&${delhi}&lang=ta`)).json(),
    );
    expect(tamil.data.festivals.find((festival) => festival.id === 'diwali')?.name).toBe(
      'தீபாவளி (லட்சுமி பூஜை)',
    );
    const telugu = FestivalsResponseSchema.parse(
      (await festivals(`year=2025&${delhi}&lang=te`)).json(),
    );
    expect(telugu.data.festivals.find((festival) => festival.id === 'ugadi')).toMatchObject({
      name: 'ఉగాది',
      date: '2025-03-30',
    });
  });

  it.each([
    ['year=1799', 'year'],
    ['year=2400', 'year'],
    ['year=2025.5', 'year'],
    ['year=2025&lang=fr', 'lang'],
  ])('refuses %s, naming %s', async (query, field) => {
    const response = await festivals(`${query}&${delhi}`);
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).message).toContain(field);
  });

  it.each(BAD_PLACE_QUERIES)('refuses a bad place %s, naming %s', async (place, field) => {
    const response = await festivals(`year=2025&${place}`);
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).message).toContain(field);
  });

  it('answers a place with polar days without a server error', async () => {
    const response = await festivals('year=2025&latitude=78.22&longitude=15.65');
    expect(response.statusCode).toBe(200);
    const { data } = FestivalsResponseSchema.parse(response.json());
    expect(data.location.timezone).toBe('Arctic/Longyearbyen');
  });
});

describe('GET /api/festival-muhurats', () => {
  const muhurats = async (query: string) => {
    const response = await app.inject({ url: `/api/festival-muhurats?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return FestivalMuhuratsResponseSchema.parse(response.json()).data;
  };
  /** `HH:MM` of an instant with its offset, for comparing with almanacs to the minute. */
  const clock = (instant: string | undefined) => instant?.slice(11, 16);

  it('times the four festivals of 2025 at New Delhi as Drik Panchang publishes them', async () => {
    const data = await muhurats(`year=2025&${delhi}`);
    // Drik Panchang, New Delhi: Lakshmi Puja 19:08–20:18, Pradosh 17:46–20:18, Vrishabha 19:08–21:03.
    expect(data.diwali?.date).toBe('2025-10-20');
    expect(clock(data.diwali?.lakshmiPuja?.start)).toBe('19:08');
    expect(clock(data.diwali?.lakshmiPuja?.end)).toBe('20:18');
    expect(clock(data.diwali?.pradoshKaal.start)).toBe('17:46');
    expect(clock(data.diwali?.vrishabhaKaal?.start)).toBe('19:08');
    // Holika Dahan 13 March: 23:26 → 00:30, after Bhadra ends (Drik: 23:26; ours 23:27).
    expect(data.holikaDahan).toMatchObject({ date: '2025-03-13', basis: 'after-bhadra' });
    expect(clock(data.holikaDahan?.muhurat.start)).toMatch(/^23:2[67]$/);
    expect(data.holikaDahan?.muhurat.end).toMatch(/^2025-03-14T00:30/);
    expect(clock(data.holikaDahan?.bhadraMukha.start)).toBe('20:14');
    // Ghatasthapana 22 September 06:09–08:06 in Virgo rising; Abhijit 11:49–12:38.
    expect(data.navratri).toMatchObject({ date: '2025-09-22', ghatasthapana: { sign: 6 } });
    expect(clock(data.navratri?.ghatasthapana?.start)).toBe('06:09');
    expect(clock(data.navratri?.ghatasthapana?.end)).toBe('08:06');
    expect(clock(data.navratri?.abhijit.start)).toBe('11:49');
    // Karva Chauth 10 October: puja 17:56–19:11 (Drik 17:57), moonrise 20:13.
    expect(data.karvaChauth?.date).toBe('2025-10-10');
    expect(clock(data.karvaChauth?.moonrise ?? undefined)).toBe('20:13');
    expect(clock(data.karvaChauth?.pujaMuhurat.end)).toBe('19:11');
    expect(data.karvaChauth?.upavasa?.end).toBe(data.karvaChauth?.moonrise);
  });

  it('computes another city in its own time, and refuses a bad place naming the field', async () => {
    const mumbai = await muhurats('year=2025&latitude=19.076&longitude=72.8777');
    expect(mumbai.location.timezone).toBe('Asia/Kolkata');
    expect(mumbai.karvaChauth?.moonrise).not.toBe(
      (await muhurats(`year=2025&${delhi}`)).karvaChauth?.moonrise,
    );
    for (const [query, field] of [
      ['year=2025&latitude=91&longitude=77', 'latitude'],
      ['year=1700&latitude=28.6&longitude=77.2', 'year'],
      ['year=2025&latitude=28.6', 'longitude'],
    ]) {
      const response = await app.inject({ url: `/api/festival-muhurats?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(ErrorResponseSchema.parse(response.json()).field, query).toBe(field);
    }
  });
});
