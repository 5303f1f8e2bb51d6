import {
  ErrorResponseSchema,
  KundliResponseSchema,
  PratyantarDashaResponseSchema,
} from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.js';
import type { App } from '../../../app.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});

async function kundli(body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/kundli', payload: body });
}

const delhiBirth = {
  name: 'Asha',
  gender: 'female',
  birthDate: '1990-05-20',
  birthTime: '10:30',
  latitude: 28.6139,
  longitude: 77.209,
};

describe('POST /api/kundli', () => {
  it('answers a chart with the zone found from the coordinates and the conventions used', async () => {
    const response = await kundli(delhiBirth);
    expect(response.statusCode).toBe(200);
    const chart = KundliResponseSchema.parse(response.json());
    expect(chart.input).toMatchObject({
      name: 'Asha',
      timezone: 'Asia/Kolkata',
      timezoneSource: 'coordinates',
      utcOffsetMinutes: 330,
      utc: '1990-05-20T05:00:00.000Z',
      localTimeStatus: 'ok',
      alternatives: [],
    });
    expect(chart.ayanamsa.id).toBe('lahiri');
    expect(chart.ayanamsa.degrees).toBeCloseTo(23.726, 2);
    expect(chart.ascendant).toMatchObject({ sign: 4, nakshatra: 8, pada: 4 });
    expect(chart.planets.map((planet) => planet.id)).toEqual([
      'sun',
      'moon',
      'mars',
      'mercury',
      'jupiter',
      'venus',
      'saturn',
      'rahu',
      'ketu',
    ]);
    expect(chart.planets.find((planet) => planet.id === 'venus')).toMatchObject({
      sign: 12,
      dignity: 'exalted',
      house: 9,
    });
    expect(chart.planets.find((planet) => planet.id === 'saturn')).toMatchObject({
      sign: 10,
      retrograde: true,
      house: 7,
    });
    expect(Object.keys(chart.vargas)).toHaveLength(16);
    expect(chart.vargas.D9?.ascendant).toBe(8);
    expect(chart.dasha.system).toBe('vimshottari');
    expect(chart.dasha.balance.lord).toBe('saturn');
    expect(chart.dasha.periods[0]?.start).toMatch(/^1987-06-2\dT\d{2}:\d{2}:\d{2}\+05:30$/);
    // Mahadashas and antardashas by default; the pratyantardashas on demand.
    expect(chart.dasha.periods.map((maha) => maha.periods.length)).toEqual(Array(9).fill(9));
    expect(chart.dasha.periods[0]?.periods[0]?.periods).toEqual([]);
    expect(chart.computation).toMatchObject({
      ephemeris: 'swiss',
      version: '2.10.03',
      ayanamsa: 'lahiri',
      nodeType: 'mean',
      houseSystem: 'whole-sign',
      zodiac: 'sidereal',
      timezone: 'Asia/Kolkata',
      utcOffset: '+05:30',
      dashaYearDays: 365.25,
      sunriseConvention: 'upper-limb',
    });
  });

  it('applies India’s war-time offset of +06:30 to a 1943 birth', async () => {
    const response = await kundli({ ...delhiBirth, birthDate: '1943-06-01', birthTime: '12:00' });
    const chart = KundliResponseSchema.parse(response.json());
    expect(chart.input).toMatchObject({ utcOffsetMinutes: 390, utc: '1943-06-01T05:30:00.000Z' });
    expect(chart.computation.utcOffset).toBe('+06:30');
  });

  it('uses Nepal’s +05:45 for a Kathmandu birth', async () => {
    const response = await kundli({
      ...delhiBirth,
      latitude: 27.7172,
      longitude: 85.324,
      birthDate: '2000-01-01',
      birthTime: '06:00:30',
    });
    const chart = KundliResponseSchema.parse(response.json());
    expect(chart.input).toMatchObject({
      timezone: 'Asia/Kathmandu',
      utcOffsetMinutes: 345,
      utc: '2000-01-01T00:15:30.000Z',
    });
  });

  it('reports a time skipped by daylight saving and a time that happened twice', async () => {
    const gap = KundliResponseSchema.parse(
      (
        await kundli({
          ...delhiBirth,
          birthDate: '2024-03-10',
          birthTime: '02:30',
          latitude: 40.7128,
          longitude: -74.006,
          timezone: 'America/New_York',
        })
      ).json(),
    );
    expect(gap.input).toMatchObject({
      localTimeStatus: 'gap',
      timezoneSource: 'request',
      utcOffsetMinutes: -300,
      alternatives: [{ utc: '2024-03-10T06:30:00.000Z', utcOffsetMinutes: -240 }],
    });
    expect(gap.computation.notes[0]).toMatch(/did not exist in America\/New_York/);

    const overlap = {
      ...delhiBirth,
      birthDate: '2024-11-03',
      birthTime: '01:30',
      latitude: 40.7128,
      longitude: -74.006,
    };
    const earlier = KundliResponseSchema.parse((await kundli(overlap)).json());
    expect(earlier.input).toMatchObject({
      timezone: 'America/New_York',
      localTimeStatus: 'ambiguous',
      utc: '2024-11-03T05:30:00.000Z',
      alternatives: [{ utc: '2024-11-03T06:30:00.000Z', utcOffsetMinutes: -300 }],
    });
    const later = KundliResponseSchema.parse(
      (await kundli({ ...overlap, ambiguousTime: 'later' })).json(),
    );
    expect(later.input).toMatchObject({ utc: '2024-11-03T06:30:00.000Z', utcOffsetMinutes: -300 });
  });

  it('honours the ayanamsa, node, house-system and year-length options', async () => {
    const response = await kundli({
      ...delhiBirth,
      ayanamsa: 'tropical',
      nodeType: 'true',
      houseSystem: 'sripati',
      dashaYearDays: 360,
    });
    const chart = KundliResponseSchema.parse(response.json());
    expect(chart.ayanamsa).toEqual({ id: 'tropical', degrees: 0 });
    expect(chart.planets[0]?.sign).toBe(2); // the tropical Sun of 20 May is in Taurus
    expect(chart.computation).toMatchObject({
      zodiac: 'tropical',
      nodeType: 'true',
      houseSystem: 'sripati',
      dashaYearDays: 360,
    });
    expect(chart.dasha.yearDays).toBe(360);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['an impossible date', { ...delhiBirth, birthDate: '2023-02-30' }, 'birthDate'],
    ['a malformed time', { ...delhiBirth, birthTime: '25:00' }, 'birthTime'],
    ['a latitude out of range', { ...delhiBirth, latitude: 91 }, 'latitude'],
    ['an unknown zone', { ...delhiBirth, timezone: 'Mars/Olympus' }, 'timezone'],
    ['an unknown ayanamsa', { ...delhiBirth, ayanamsa: 'fagan' }, 'ayanamsa'],
    ['a missing field', { ...delhiBirth, birthDate: undefined }, 'birthDate'],
  ];
  for (const [what, body, field] of invalid) {
    it(`answers 400 naming the field for ${what}`, async () => {
      const response = await kundli(body);
      expect(response.statusCode).toBe(400);
      const error = ErrorResponseSchema.parse(response.json());
      expect(error.field).toBe(field);
      expect(error.code).toBe('validation_failed');
      expect(error.message.startsWith(`${field}: `)).toBe(true);
    });
  }
  // Regression (issue 10): SPEC §5's original counted a zero coordinate as "not picked"; the
  // equator and the prime meridian are places like any other.
  it('answers births on the equator, on the prime meridian and at 0° 0°', async () => {
    const births = [
      { latitude: 0, longitude: -78.4558, timezone: 'America/Guayaquil', offset: -300 },
      { latitude: 51.4779, longitude: 0, timezone: 'Europe/London', offset: 60 },
      { latitude: 0, longitude: 0, timezone: 'Etc/GMT', offset: 0 },
    ];
    for (const { latitude, longitude, timezone, offset } of births) {
      const response = await kundli({ ...delhiBirth, latitude, longitude });
      expect(response.statusCode).toBe(200);
      const chart = KundliResponseSchema.parse(response.json());
      expect(chart.input).toMatchObject({ latitude, longitude, timezone });
      expect(chart.input.utcOffsetMinutes).toBe(offset);
    }
  });

  it('adds the doshas block: Mangal, Kaal sarp and Pitra with their reasons', async () => {
    const chart = KundliResponseSchema.parse((await kundli(delhiBirth)).json());
    // Mars in Aquarius, the 8th from the Cancer lagna and the 12th from Moon and Venus in
    // Pisces; Jupiter in Gemini aspects it (its 9th), which cancels the dosha.
    expect(chart.doshas.mangal).toMatchObject({
      present: true,
      strength: 'high',
      marsHouse: { lagna: 8, moon: 12, venus: 12 },
      from: ['lagna', 'moon', 'venus'],
      effective: false,
    });
    expect(chart.doshas.mangal.cancellations).toEqual([
      {
        code: 'jupiter_aspects_mars',
        params: { aspect: 9 },
        description: 'Jupiter aspects Mars (its 9th-house aspect).',
      },
    ]);
    // Rahu in Capricorn (the 7th), every planet on its forward side except Saturn, which shares
    // Rahu's sign behind it: partial, named Takshak.
    expect(chart.doshas.kaalSarp).toMatchObject({
      present: true,
      type: 'takshak',
      extent: 'partial',
      direction: 'kaal_sarp',
      rahuHouse: 7,
      ketuHouse: 1,
    });
    expect(chart.doshas.pitra).toMatchObject({ present: false, reasons: [] });
  });
});

describe('the pratyantardashas, on demand', () => {
  it('come all 729 with dashaLevels 3, and those of one antardasha from their own endpoint', async () => {
    const full = KundliResponseSchema.parse(
      (await kundli({ ...delhiBirth, dashaLevels: 3 })).json(),
    );
    const pratyantars = full.dasha.periods.flatMap((maha) =>
      maha.periods.flatMap((antar) => antar.periods),
    );
    expect(pratyantars).toHaveLength(729);
    const response = await app.inject({
      method: 'POST',
      url: '/api/kundli/pratyantar-dasha',
      payload: { birth: delhiBirth, mahaLord: 'saturn', antarLord: 'mercury' },
    });
    expect(response.statusCode).toBe(200);
    const answer = PratyantarDashaResponseSchema.parse(response.json());
    const saturnMercury = full.dasha.periods[0]?.periods[1];
    expect(saturnMercury?.lord).toBe('mercury');
    expect(answer).toEqual({
      mahaLord: 'saturn',
      antarLord: 'mercury',
      timezone: 'Asia/Kolkata',
      periods: saturnMercury?.periods,
    });
    // Saturn–Mercury runs 19 × 17 / 120 years; its Mercury pratyantar comes first, 17/120 of that.
    expect(answer.periods.map((period) => period.lord)).toEqual([
      'mercury',
      'ketu',
      'venus',
      'sun',
      'moon',
      'mars',
      'rahu',
      'jupiter',
      'saturn',
    ]);
    expect(answer.periods[0]?.start).toBe(saturnMercury?.start);
    expect(answer.periods.at(-1)?.end).toBe(saturnMercury?.end);
  });

  it('refuses a lord that is no planet, naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/kundli/pratyantar-dasha',
      payload: { birth: delhiBirth, mahaLord: 'pluto', antarLord: 'mercury' },
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).field).toBe('mahaLord');
  });
});
