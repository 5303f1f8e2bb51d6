import { ErrorResponseSchema, SadeSatiResponseSchema } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.js';
import type { App } from '../../../app.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});

async function sadeSati(body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/sade-sati', payload: body });
}

// The Moon of this birth is in Pisces (see the kundli and matching tests).
const birth = { birthDate: '1990-05-20', birthTime: '10:30', latitude: 28.6139, longitude: 77.209 };

describe('POST /api/sade-sati', () => {
  it('lists a lifetime of sade sati and dhaiya periods from Saturn’s real ingresses', async () => {
    const response = await sadeSati({ birth });
    expect(response.statusCode).toBe(200);
    const answer = SadeSatiResponseSchema.parse(response.json());
    expect(answer.moonSign).toBe(12);
    expect(answer.span).toEqual({
      start: '1990-05-20T10:30:00+05:30',
      end: '2090-05-20T10:30:00+05:30',
    });
    const days = answer.periods.map((period) => [
      period.kind,
      period.start.slice(0, 10),
      period.end.slice(0, 10),
    ]);
    // Pisces Moon: sade sati while Saturn crosses Aquarius, Pisces and Aries; it began with
    // Saturn entering Aquarius on 29 April 2022 and ends with Saturn leaving Aries in 2030.
    expect(days.slice(0, 4)).toEqual([
      ['sade_sati', '1993-03-05', '2000-06-07'],
      ['kantaka', '2002-07-23', '2005-05-26'],
      ['ashtama', '2011-11-15', '2014-11-02'],
      ['sade_sati', '2022-04-29', '2030-04-17'],
    ]);
    expect(days).toHaveLength(10);
    // Inside the 2022–2030 sade sati: Saturn's retrograde return to Capricorn (July 2022 to
    // January 2023) leaves it; entering Pisces on 29 March 2025 is the peak.
    const stays = answer.transits
      .filter((transit) => transit.start >= '2022' && transit.start < '2026')
      .map((transit) => [transit.phase, transit.saturnSign, transit.start.slice(0, 10)]);
    expect(stays).toEqual([
      ['rising', 11, '2022-04-29'],
      ['rising', 11, '2023-01-17'],
      ['peak', 12, '2025-03-29'],
    ]);
    const now = Date.now();
    const running = answer.periods
      .filter((period) => Date.parse(period.start) <= now && now < Date.parse(period.end))
      .map((period) => period.kind);
    expect(answer.current).toEqual(running);
  });

  it('marks retrograde re-entries', async () => {
    const answer = SadeSatiResponseSchema.parse((await sadeSati({ birth })).json());
    const reentry = answer.transits.find((transit) => transit.start.startsWith('2027-10-20'));
    expect(reentry).toMatchObject({ kind: 'sade_sati', phase: 'peak', retrogradeEntry: true });
  });

  it('rejects a birth without coordinates', async () => {
    const response = await sadeSati({ birth: { birthDate: '1990-05-20', birthTime: '10:30' } });
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).message).toMatch(/birth\.latitude/);
  });
});
