import {
  ErrorResponseSchema,
  type Location,
  LocationSearchResponseSchema,
} from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.js';
import type { App } from '../../../app.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});

async function search(query: string, limit?: number): Promise<Location[]> {
  const params = new URLSearchParams({ query });
  if (limit !== undefined) params.set('limit', String(limit));
  const response = await app.inject({ method: 'GET', url: `/api/locations/search?${params}` });
  expect(response.statusCode).toBe(200);
  return LocationSearchResponseSchema.parse(response.json()).locations;
}

async function first(query: string): Promise<string> {
  const [location] = await search(query);
  return location?.display ?? '(none)';
}

describe('GET /api/locations/search', () => {
  it('finds Varanasi first for "benar", with its zone, region and country names', async () => {
    const [varanasi] = await search('benar');
    expect(varanasi).toEqual({
      name: 'Varanasi',
      display: 'Varanasi, Uttar Pradesh, India',
      latitude: 25.31668,
      longitude: 83.01041,
      timezone: 'Asia/Kolkata',
      country: 'IN',
      region: 'Uttar Pradesh',
      population: 1164404,
    });
  });

  it.each([
    ['Bombay', 'Mumbai, Maharashtra, India'],
    ['Madras', 'Chennai, Tamil Nadu, India'],
    ['Calcutta', 'Kolkata, West Bengal, India'],
    ['Bangalore', 'Bengaluru, Karnataka, India'],
    ['Poona', 'Pune, Maharashtra, India'],
    ['Benares', 'Varanasi, Uttar Pradesh, India'],
    ['Banaras', 'Varanasi, Uttar Pradesh, India'],
    ['Gurgaon', 'Gurugram, Haryana, India'],
    ['Gurugram', 'Gurugram, Haryana, India'],
    ['Trivandrum', 'Thiruvananthapuram, Kerala, India'],
    ['Baroda', 'Vadodara, Gujarat, India'],
    ['Mysore', 'Mysuru, Karnataka, India'],
    ['Mysuru', 'Mysuru, Karnataka, India'],
    ['Allahabad', 'Prayagraj, Uttar Pradesh, India'],
    ['Prayagraj', 'Prayagraj, Uttar Pradesh, India'],
    ['Cochin', 'Kochi, Kerala, India'],
    ['Calicut', 'Kozhikode, Kerala, India'],
    ['Pondicherry', 'Puducherry, India'],
    ['Simla', 'Shimla, Himachal Pradesh, India'],
    ['Cawnpore', 'Kanpur, Uttar Pradesh, India'],
    ['Gauhati', 'Guwahati, Assam, India'],
    ['Osmanabad', 'Dharashiv, Maharashtra, India'],
  ])('finds today’s place for the name %s', async (query, display) => {
    expect(await first(query)).toBe(display);
  });

  it('ignores case and diacritics, and matches prefixes of any word', async () => {
    expect(await first('ALLAHĀBĀD')).toBe('Prayagraj, Uttar Pradesh, India');
    expect(await first('sao paulo')).toBe('São Paulo, Brazil');
    expect(await first('new del')).toBe('New Delhi, Delhi, India');
    expect((await search('york', 50)).map((place) => place.name)).toContain('New York City');
  });

  it('puts Delhi first and New Delhi second for "Delhi", above Dili and the Delhis abroad', async () => {
    const places = (await search('Delhi')).map((place) => `${place.name} ${place.country}`);
    expect(places.slice(0, 2)).toEqual(['Delhi IN', 'New Delhi IN']);
    expect(places.indexOf('Dili TL')).not.toBe(0);
  });

  it('weighs population against how well the name matched', async () => {
    // New Delhi (318,000) only has a word starting with "delhi"; Delhi, California (11,000) is
    // called Delhi; Dili (150,000) has "Delhi" among its other names.
    const places = (await search('Delhi')).map((place) => `${place.name} ${place.country}`);
    expect(places.indexOf('New Delhi IN')).toBeLessThan(places.indexOf('Delhi US'));
    // Ellora (1,000 people) is called Ellora; Ellore (183,000) is a typo away.
    expect((await search('Ellora')).map((place) => place.name).slice(0, 2)).toEqual([
      'Ellora',
      'Ellore',
    ]);
  });

  it.each([
    ['சென்னை', 'Chennai'],
    ['చెన్నై', 'Chennai'],
    ['दिल्ली', 'Delhi'],
  ])(
    'finds %s (%s) first and no place that merely shares its consonant skeleton',
    async (query, name) => {
      const places = (await search(query, 5)).map((place) => place.name);
      expect(places[0]).toBe(name);
      // Before, Jammu, Ujjain and Hassan (skeleton SN) came second to fourth for Chennai.
      for (const unrelated of ['Jammu', 'Ujjain', 'Hassan', 'Dhulia', 'Deoli']) {
        expect(places).not.toContain(unrelated);
      }
    },
  );

  it.each([
    ['Banglore', 'Bengaluru, Karnataka, India'],
    ['Bangalor', 'Bengaluru, Karnataka, India'],
    ['Mumbay', 'Mumbai, Maharashtra, India'],
    ['Hyderbad', 'Hyderabad, Telangana, India'],
    ['Kolkatta', 'Kolkata, West Bengal, India'],
    ['Dehli', 'Delhi, India'],
    ['Varansi', 'Varanasi, Uttar Pradesh, India'],
    ['Vishakapatnam', 'Visakhapatnam, Andhra Pradesh, India'],
    ['Ahmadabad', 'Ahmedabad, Gujarat, India'],
    ['Hydrabadd', 'Hyderabad, Telangana, India'],
  ])('finds the place meant by the misspelling %s', async (query, display) => {
    expect(await first(query)).toBe(display);
  });

  it('tolerates no typo in queries under four letters: "Pun" finds Pune and names starting so', async () => {
    const places = await search('Pun');
    expect(places[0]?.display).toBe('Pune, Maharashtra, India');
    expect(places.every((place) => /(^|\s)pun/i.test(place.name))).toBe(true);
  });

  it('ranks a place of that name today before one formerly so called', async () => {
    const places = (await search('Aurangabad')).map((place) => place.display);
    expect(places.slice(0, 2)).toEqual([
      'Aurangabad, Bihar, India',
      'Chhatrapati Sambhajinagar, Maharashtra, India',
    ]);
  });

  it('puts the Indian Hyderabad before the Pakistani one', async () => {
    const places = (await search('Hyderabad')).map((place) => `${place.name} ${place.country}`);
    expect(places.slice(0, 2)).toEqual(['Hyderabad IN', 'Hyderabad PK']);
  });

  it('narrows by region or country after a comma', async () => {
    expect(await first('Hyderabad, Sindh')).toBe('Hyderabad, Sindh, Pakistan');
    expect(await first('Delhi, Californ')).toBe('Delhi, California, United States');
  });

  it('finds places by their Devanagari, Tamil and Telugu names', async () => {
    expect(await first('वाराणसी')).toBe('Varanasi, Uttar Pradesh, India');
    expect(await first('मुंबई')).toBe('Mumbai, Maharashtra, India');
    expect(await first('சென்னை')).toBe('Chennai, Tamil Nadu, India');
    expect(await first('மதுரை')).toBe('Madurai, Tamil Nadu, India');
    expect(await first('విశాఖపట్నం')).toBe('Visakhapatnam, Andhra Pradesh, India');
  });

  it('finds large Indian places whose native names GeoNames lacks, by their sound', async () => {
    // GeoNames has no Devanagari name for Rajkot nor a Telugu one for Jaipur.
    expect(await first('राजकोट')).toBe('Rajkot, Gujarat, India');
    expect(await first('జైపూర్')).toBe('Jaipur, Rajasthan, India');
    expect(await first('லூதியானா')).toBe('Ludhiana, Punjab, India');
  });

  it('answers 10 places by default and up to `limit`', async () => {
    expect(await search('san')).toHaveLength(10);
    expect(await search('san', 50)).toHaveLength(50);
    expect(await search('san', 3)).toHaveLength(3);
  });

  it('answers an empty list below two characters', async () => {
    expect(await search('d')).toEqual([]);
    expect(await search(' ')).toEqual([]);
    expect(await search('')).toEqual([]);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await search('qxzqxz')).toEqual([]);
  });

  it.each([
    ['a query over 100 characters', `query=${'a'.repeat(101)}`, 'query'],
    ['a control character', 'query=del%0Ahi', 'query'],
    ['a NUL', 'query=del%00', 'query'],
    ['a limit over 50', 'query=delhi&limit=51', 'limit'],
    ['a hexadecimal limit', 'query=delhi&limit=0x5', 'limit'],
    ['a fractional limit', 'query=delhi&limit=5.5', 'limit'],
    ['no query', '', 'query'],
  ])('answers 400 naming the field for %s', async (_case, parameters, field) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/locations/search?${parameters}`,
    });
    expect(response.statusCode).toBe(400);
    const body = ErrorResponseSchema.parse(response.json());
    expect(body.field).toBe(field);
    expect(body.message).toMatch(new RegExp(`^${field}: `));
  });
});

describe('GET /api/locations/timezone', () => {
  it.each([
    ['Kolkata', 22.5726, 88.3639, 'Asia/Kolkata'],
    ['Kathmandu', 27.7172, 85.324, 'Asia/Kathmandu'],
    ['Jalandhar', 31.326, 75.5762, 'Asia/Kolkata'],
    ['New York', 40.7128, -74.006, 'America/New_York'],
    ['the South Atlantic', -30, -30, 'Etc/GMT+2'],
  ])('answers the zone of %s', async (_place, latitude, longitude, timezone) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/locations/timezone?latitude=${latitude}&longitude=${longitude}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ timezone });
  });

  it.each([
    ['latitude=91&longitude=0', 'latitude'],
    ['latitude=10&longitude=-181', 'longitude'],
    ['latitude=&longitude=10', 'latitude'],
    ['latitude=north&longitude=10', 'latitude'],
    ['latitude=10', 'longitude'],
    // Number() reads these; a query string's numbers are plain decimals only.
    ['latitude=0x1A&longitude=10', 'latitude'],
    ['latitude=10&longitude=0b1', 'longitude'],
    ['latitude=0o7&longitude=10', 'latitude'],
    ['latitude=1e1&longitude=10', 'latitude'],
    ['latitude=Infinity&longitude=10', 'latitude'],
    ['latitude=%2012&longitude=10', 'latitude'],
  ])('answers 400 naming the field for %s', async (parameters, field) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/locations/timezone?${parameters}`,
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).field).toBe(field);
  });

  it('says what is wrong with latitude=0x1A: it must be a plain decimal number', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/locations/timezone?latitude=0x1A&longitude=0b1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'latitude: must be a plain decimal number',
      code: 'validation_failed',
      reason: 'validation_failed',
      field: 'latitude',
    });
  });
});
