import { computePanchang, eclipsesOfYear, festivalsOfYear } from '@jyotish/engine';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { type BenchServer, describeLoad, runLoad, startBenchServer } from './http-load.js';

// Method: what a visitor waits for when a place's festival calendar is not cached yet: one
// `GET /api/festivals` at a time (one connection), each for another place and year so that no
// cache answers, on the built server; beside the engine alone (festivals and eclipses of the
// same place-years in this process) and beside the anchor, a naive calendar that computes all
// 365 days' panchang of the year (what reading each day's tithi at sunrise would cost).
// Issue 13's goal: under 500 ms per year over HTTP on this machine.

const REQUESTS = 40;
const ANCHOR_YEARS = 3;
const GOAL_MS = 500;

const placeYear = (index: number) => ({
  year: 2000 + (index % 50),
  latitude: 10 + (index % 20) * 0.73,
  longitude: 70 + (index % 17) * 0.91,
});

const festivalsPath = (index: number) => {
  const { year, latitude, longitude } = placeYear(index);
  return `/api/festivals?year=${year}&latitude=${latitude.toFixed(2)}&longitude=${longitude.toFixed(2)}&timezone=Asia/Kolkata`;
};

let server: BenchServer;
beforeAll(async () => {
  server = await startBenchServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('a year of festivals over HTTP beside the engine alone and a naive year of days', () => {
  bench(
    'GET /api/festivals (1 connection), festivalsOfYear + eclipsesOfYear, 365 × computePanchang',
    async () => {
      await runLoad(
        server.baseUrl,
        (index) => ({ method: 'GET', path: festivalsPath(1000 + index) }),
        {
          requests: 5,
          connections: 1,
        },
      );
      const http = await runLoad(
        server.baseUrl,
        (index) => ({ method: 'GET', path: festivalsPath(index) }),
        {
          requests: REQUESTS,
          connections: 1,
        },
      );

      const engineStart = performance.now();
      for (let index = 0; index < REQUESTS; index += 1) {
        const { year, latitude, longitude } = placeYear(index + 500);
        const place = { latitude, longitude, timeZone: 'Asia/Kolkata' };
        festivalsOfYear(year, place);
        eclipsesOfYear(year, place);
      }
      const enginePerYear = (performance.now() - engineStart) / REQUESTS;

      const anchorStart = performance.now();
      for (let index = 0; index < ANCHOR_YEARS; index += 1) {
        const { year, latitude, longitude } = placeYear(index + 700);
        for (let day = 0; day < 365; day += 1) {
          const date = new Date(Date.UTC(year, 0, 1 + day));
          computePanchang({
            date: { year, month: date.getUTCMonth() + 1, day: date.getUTCDate() },
            latitude,
            longitude,
            timeZone: 'Asia/Kolkata',
          });
        }
      }
      const anchorPerYear = (performance.now() - anchorStart) / ANCHOR_YEARS;

      console.log(
        [
          describeLoad('a year of festivals over HTTP, uncached', http),
          `  goal: under ${GOAL_MS} ms; p99 ${http.p99Ms.toFixed(1)} ms is ${http.p99Ms < GOAL_MS ? 'within' : 'OVER'} it`,
          `engine alone (festivalsOfYear + eclipsesOfYear): ${enginePerYear.toFixed(1)} ms per year`,
          `anchor, 365 days of computePanchang: ${anchorPerYear.toFixed(1)} ms per year ` +
            `(${(anchorPerYear / enginePerYear).toFixed(1)}× the engine's year)`,
        ].join('\n'),
      );
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
