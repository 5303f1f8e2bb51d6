import { ErrorResponseSchema, KpResponseSchema, KundliResponseSchema } from '@jyotish/contract';
import { computeKpChart, formatInstant } from '@jyotish/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.js';
import type { App } from '../../../app.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});

async function kp(body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/kundli/kp', payload: body });
}

const delhiBirth = {
  name: 'Asha',
  birthDate: '1990-05-20',
  birthTime: '10:30',
  latitude: 28.6139,
  longitude: 77.209,
};
/** The same birth as the engine takes it: 10:30 IST is 05:00 UTC. */
const delhiInstant = {
  utcMs: Date.parse('1990-05-20T05:00:00Z'),
  latitude: delhiBirth.latitude,
  longitude: delhiBirth.longitude,
};

describe('POST /api/kundli/kp', () => {
  it('answers the KP chart of a New Delhi birth', async () => {
    const response = await kp(delhiBirth);
    expect(response.statusCode).toBe(200);
    const chart = KpResponseSchema.parse(response.json());
    expect(chart.input).toMatchObject({
      name: 'Asha',
      timezone: 'Asia/Kolkata',
      timezoneSource: 'coordinates',
      utc: '1990-05-20T05:00:00.000Z',
      localTimeStatus: 'ok',
    });
    expect(chart.ayanamsa.id).toBe('krishnamurti');
    expect(chart.ayanamsa.degrees).toBeCloseTo(23.629, 3);
    // Cancer 14°10′14″: Pushya, Saturn's star, 39,014″ in, in Rahu's sub (34,400″–41,600″).
    expect(chart.cusps[0]).toMatchObject({
      house: 1,
      sign: 4,
      signDegreeText: '14°10′14″',
      signLord: 'moon',
      nakshatra: 8,
      starLord: 'saturn',
      subLord: 'rahu',
      subNumber: 73,
    });
    expect(chart.cusps.map((cusp) => cusp.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
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
    expect(chart.planets.find((planet) => planet.id === 'moon')).toMatchObject({
      sign: 12,
      nakshatra: 26,
      starLord: 'saturn',
      subLord: 'mercury',
    });
    // Sunday 20 May 1990; New Delhi's sunrise was at about 05:27 IST.
    expect(chart.rulingPlanets.day).toMatchObject({ weekday: 0, lord: 'sun' });
    expect(chart.rulingPlanets.day.sunrise).toMatch(/^1990-05-20T05:2[6-8]:\d{2}\+05:30$/);
    expect(chart.rulingPlanets.ascendant).toEqual({
      signLord: 'moon',
      starLord: 'saturn',
      subLord: 'rahu',
    });
    expect(chart.computation).toMatchObject({
      ephemeris: 'swiss',
      ayanamsa: 'krishnamurti',
      houseSystem: 'placidus',
      nodeType: 'mean',
      zodiac: 'sidereal',
      timezone: 'Asia/Kolkata',
      utcOffset: '+05:30',
      sunriseConvention: 'upper-limb',
    });
  });

  it('answers exactly what the engine computes for the birth instant', async () => {
    const chart = KpResponseSchema.parse((await kp(delhiBirth)).json());
    const engine = computeKpChart(delhiInstant);
    expect(chart.cusps).toEqual(engine.cusps);
    expect(chart.planets).toEqual(engine.planets);
    expect(chart.ayanamsa.degrees).toBe(engine.ayanamsaDegrees);
    expect(chart.rulingPlanets).toEqual({
      day: {
        weekday: engine.rulingPlanets.day.weekday,
        lord: engine.rulingPlanets.day.lord,
        sunrise: formatInstant(engine.rulingPlanets.day.sunriseMs ?? 0, 'Asia/Kolkata'),
      },
      moon: engine.rulingPlanets.moon,
      ascendant: engine.rulingPlanets.ascendant,
    });
  });

  it('rises at the kundli’s ascendant under the Krishnamurti ayanamsa', async () => {
    const chart = KpResponseSchema.parse((await kp(delhiBirth)).json());
    const kundli = KundliResponseSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/api/kundli',
          payload: { ...delhiBirth, ayanamsa: 'krishnamurti' },
        })
      ).json(),
    );
    const ascendant = chart.cusps[0]?.longitude ?? Number.NaN;
    expect(Math.abs(ascendant - kundli.ascendant.longitude) * 3600).toBeLessThan(1);
  });

  it('keeps its own ayanamsa and houses whatever a kundli body asks, and honours the node', async () => {
    const plain = KpResponseSchema.parse((await kp(delhiBirth)).json());
    const asKundli = KpResponseSchema.parse(
      (await kp({ ...delhiBirth, ayanamsa: 'lahiri', houseSystem: 'whole-sign' })).json(),
    );
    expect(asKundli.cusps).toEqual(plain.cusps);
    expect(asKundli.computation.ayanamsa).toBe('krishnamurti');
    const trueNode = KpResponseSchema.parse((await kp({ ...delhiBirth, nodeType: 'true' })).json());
    expect(trueNode.computation.nodeType).toBe('true');
    const rahu = (chart: typeof plain) =>
      chart.planets.find((planet) => planet.id === 'rahu')?.longitude ?? 0;
    expect(rahu(trueNode)).not.toBe(rahu(plain));
    expect(Math.abs(rahu(trueNode) - rahu(plain))).toBeLessThan(2);
  });

  it('reads a repeated local time as the kundli does', async () => {
    const overlap = {
      ...delhiBirth,
      birthDate: '2024-11-03',
      birthTime: '01:30',
      latitude: 40.7128,
      longitude: -74.006,
      ambiguousTime: 'later',
    };
    const chart = KpResponseSchema.parse((await kp(overlap)).json());
    expect(chart.input).toMatchObject({
      timezone: 'America/New_York',
      localTimeStatus: 'ambiguous',
      utc: '2024-11-03T06:30:00.000Z',
      utcOffsetMinutes: -300,
    });
    expect(chart.computation.notes[0]).toMatch(/happened twice in America\/New_York/);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['an impossible date', { ...delhiBirth, birthDate: '2023-02-30' }, 'birthDate'],
    ['a malformed time', { ...delhiBirth, birthTime: '24:00' }, 'birthTime'],
    ['a longitude out of range', { ...delhiBirth, longitude: 181 }, 'longitude'],
    ['an unknown node', { ...delhiBirth, nodeType: 'osculating' }, 'nodeType'],
  ];
  for (const [what, body, field] of invalid) {
    it(`answers 400 naming the field for ${what}`, async () => {
      const response = await kp(body);
      expect(response.statusCode).toBe(400);
      const error = ErrorResponseSchema.parse(response.json());
      expect(error).toMatchObject({
        field,
        code: 'validation_failed',
        reason: 'validation_failed',
      });
      expect(error.message.startsWith(`${field}: `)).toBe(true);
    });
  }

  it('answers 422 beyond the polar circles, where Placidus cusps do not exist', async () => {
    const response = await kp({ ...delhiBirth, latitude: 69.6492, longitude: 18.9553 });
    expect(response.statusCode).toBe(422);
    expect(ErrorResponseSchema.parse(response.json()).reason).toBe('ephemeris_out_of_range');
  });
});
