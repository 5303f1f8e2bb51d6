import { computePanchang, rahuKaalDays } from '@jyotish/engine';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { type BenchServer, describeLoad, runLoad, startBenchServer } from './http-load.js';

// Method: what a calendar app waits for when it fetches a year of a person's Rahu kaal:
// `GET /api/rahu-kaal.ics?days=366` one at a time (one connection), each for another place, on
// the built server (validation, engine, iCalendar writing); beside the engine alone on the same
// place-years, and beside the anchor: the same year read from 366 full panchang days, which is
// what the feed would cost without its sunrise-and-sunset-only range. Goal (issue 13): 150 ms.

const REQUESTS = 30;
const GOAL_MS = 150;
const DAYS = 366;

const place = (index: number) => ({
  latitude: 8 + (index % 25) * 0.97,
  longitude: 69 + (index % 19) * 1.03,
  timeZone: 'Asia/Kolkata',
});
const feedPath = (index: number) => {
  const { latitude, longitude } = place(index);
  return `/api/rahu-kaal.ics?latitude=${latitude.toFixed(2)}&longitude=${longitude.toFixed(2)}&timezone=Asia/Kolkata&from=2026-01-01&days=${DAYS}`;
};

let server: BenchServer;
beforeAll(async () => {
  server = await startBenchServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('a year of Rahu kaal as iCalendar beside the engine alone and 366 panchang days', () => {
  bench(
    'GET /api/rahu-kaal.ics?days=366 (1 connection), rahuKaalDays, 366 × computePanchang',
    async () => {
      await runLoad(server.baseUrl, (index) => ({ method: 'GET', path: feedPath(500 + index) }), {
        requests: 5,
        connections: 1,
      });
      const http = await runLoad(
        server.baseUrl,
        (index) => ({ method: 'GET', path: feedPath(index) }),
        {
          requests: REQUESTS,
          connections: 1,
        },
      );
      const engineStart = performance.now();
      for (let index = 0; index < REQUESTS; index += 1)
        rahuKaalDays('2026-01-01', DAYS, place(index + 100));
      const enginePerYear = (performance.now() - engineStart) / REQUESTS;
      const anchorStart = performance.now();
      const anchorPlace = place(200);
      for (let day = 0; day < DAYS; day += 1) {
        const date = new Date(Date.UTC(2026, 0, 1 + day));
        computePanchang({
          date: {
            year: date.getUTCFullYear(),
            month: date.getUTCMonth() + 1,
            day: date.getUTCDate(),
          },
          ...anchorPlace,
        });
      }
      const anchorMs = performance.now() - anchorStart;
      console.log(
        [
          describeLoad('a year of Rahu kaal as iCalendar over HTTP', http),
          `  goal: under ${GOAL_MS} ms; p99 ${http.p99Ms.toFixed(1)} ms is ${http.p99Ms < GOAL_MS ? 'within' : 'OVER'} it`,
          `engine alone (rahuKaalDays, ${DAYS} days): ${enginePerYear.toFixed(1)} ms per year`,
          `anchor, ${DAYS} days of computePanchang: ${anchorMs.toFixed(1)} ms (${(anchorMs / enginePerYear).toFixed(1)}× the range)`,
        ].join('\n'),
      );
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
