import { computePanchang, findMuhurats } from '@jyotish/engine';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { type BenchServer, describeLoad, runLoad, startBenchServer } from './http-load.js';

// Method: what a family waits for when it searches 90 days of marriage muhurat:
// `GET /api/muhurat?purpose=marriage` over 90 days, one at a time (one connection), each
// for another place and start date, on the built server; beside the engine alone on the same
// searches, and beside the anchor: the 90 panchang days alone, which any search must read.
// Goal (issue 13): under 300 ms.

const REQUESTS = 20;
const GOAL_MS = 300;

const search = (index: number) => {
  const from = new Date(Date.UTC(2026, 0, 1 + (index % 12) * 30));
  const to = new Date(from.getTime() + 89 * 86_400_000);
  return {
    from: from.toISOString().slice(0, 10),
    to: to.toISOString().slice(0, 10),
    latitude: 9 + (index % 23) * 0.97,
    longitude: 70 + (index % 17) * 1.07,
  };
};
const path = (index: number) => {
  const { from, to, latitude, longitude } = search(index);
  return `/api/muhurat?purpose=marriage&from=${from}&to=${to}&latitude=${latitude.toFixed(2)}&longitude=${longitude.toFixed(2)}&timezone=Asia/Kolkata`;
};

let server: BenchServer;
beforeAll(async () => {
  server = await startBenchServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('a 90-day marriage muhurat search over HTTP beside the engine and its 90 days', () => {
  bench(
    'GET /api/muhurat (90 days, 1 connection), findMuhurats, 90 × computePanchang',
    async () => {
      await runLoad(server.baseUrl, (index) => ({ method: 'GET', path: path(100 + index) }), {
        requests: 3,
        connections: 1,
      });
      const http = await runLoad(
        server.baseUrl,
        (index) => ({ method: 'GET', path: path(index) }),
        {
          requests: REQUESTS,
          connections: 1,
        },
      );
      const place = (index: number) => ({ ...search(index + 300), timeZone: 'Asia/Kolkata' });
      const engineStart = performance.now();
      for (let index = 0; index < REQUESTS; index += 1) {
        const { from, to, ...at } = place(index);
        findMuhurats('marriage', from, to, at);
      }
      const enginePerSearch = (performance.now() - engineStart) / REQUESTS;
      const anchorStart = performance.now();
      const { from, latitude, longitude } = place(0);
      for (let day = 0; day < 90; day += 1) {
        const date = new Date(Date.parse(from) + day * 86_400_000);
        computePanchang({
          date: {
            year: date.getUTCFullYear(),
            month: date.getUTCMonth() + 1,
            day: date.getUTCDate(),
          },
          latitude,
          longitude,
          timeZone: 'Asia/Kolkata',
        });
      }
      const anchorMs = performance.now() - anchorStart;
      console.log(
        [
          describeLoad('a 90-day marriage muhurat search over HTTP', http),
          `  goal: under ${GOAL_MS} ms; p99 ${http.p99Ms.toFixed(1)} ms is ${http.p99Ms < GOAL_MS ? 'within' : 'OVER'} it`,
          `engine alone (findMuhurats): ${enginePerSearch.toFixed(1)} ms per search`,
          `anchor, the 90 days of computePanchang it reads: ${anchorMs.toFixed(1)} ms`,
        ].join('\n'),
      );
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
