import { moonSignsBetween, planetStatesAt } from '@jyotish/engine';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { type BenchServer, describeLoad, runLoad, startBenchServer } from './http-load.js';

// Method: what a reader waits for on a horoscope page, on the built server: one sign's daily
// reading when its day is not cached yet (each request another date, so the sky of the day,
// the day's panchang at New Delhi and the twelve readings are computed), and when it is (the
// same date and sign again: the cache, the override lookup and the serialisation); beside the
// engine alone (the Moon's signs through a day and every planet's state, for the same dates)
// and the anchor of the same run, `GET /api/health`.

const REQUESTS = 60;
const date = (index: number) => new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10);

let server: BenchServer;
beforeAll(async () => {
  server = await startBenchServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('a daily horoscope over HTTP beside the engine alone', () => {
  bench(
    'GET /api/horoscopes/daily/leo uncached and cached; the day’s sky in process; GET /api/health',
    async () => {
      const cold = await runLoad(
        server.baseUrl,
        (index) => ({ method: 'GET', path: `/api/horoscopes/daily/leo?date=${date(index)}` }),
        { requests: REQUESTS, connections: 1 },
      );
      const warm = await runLoad(
        server.baseUrl,
        () => ({ method: 'GET', path: `/api/horoscopes/daily/leo?date=${date(0)}&lang=hi` }),
        { requests: REQUESTS * 5, connections: 1 },
      );
      const health = await runLoad(server.baseUrl, () => ({ method: 'GET', path: '/api/health' }), {
        requests: REQUESTS * 5,
        connections: 1,
      });
      const engineStart = performance.now();
      for (let index = 0; index < REQUESTS; index += 1) {
        const from = Date.parse(`${date(index + 400)}T00:00:00+05:30`);
        moonSignsBetween(from, from + 86_400_000);
        planetStatesAt(from);
      }
      const engineMs = (performance.now() - engineStart) / REQUESTS;
      console.log(
        [
          describeLoad('a day not cached yet (sky, panchang, 12 readings)', cold),
          describeLoad('the same day again (cached)', warm),
          describeLoad('GET /api/health (anchor)', health),
          `engine alone (the Moon's signs through the day, every planet's state): ${engineMs.toFixed(2)} ms per day`,
          `  cached answer ${(warm.perRequestMs / health.perRequestMs).toFixed(1)}× the anchor`,
        ].join('\n'),
      );
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
