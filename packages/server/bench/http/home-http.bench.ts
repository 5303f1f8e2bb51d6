import { afterAll, beforeAll, bench, describe } from 'vitest';
import { type BenchServer, describeLoad, runLoad, startBenchServer } from './http-load.js';

// Method: what a phone waits for when it opens the home page, one request at a time (one
// connection) on the built server with its embedded database and the seeded astrologers: the
// page's HTML (head tags and the first screen rendered at build time, in English and Hindi),
// then the answers the page asks for as the reader scrolls — the top astrologers, the
// testimonials and today's New Delhi panchang. The anchor of the same run: `GET /api/health`,
// the server's floor.

const REQUESTS = 40;

let server: BenchServer;
beforeAll(async () => {
  server = await startBenchServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('the home page over HTTP beside the server’s floor', () => {
  bench(
    'GET /, GET /hindi, GET /api/astrologers, GET /api/testimonials, GET /api/panchang/today; GET /api/health',
    async () => {
      const run = (path: (index: number) => string) =>
        runLoad(server.baseUrl, (index) => ({ method: 'GET', path: path(index) }), {
          requests: REQUESTS,
          connections: 1,
        });
      await run(() => '/');
      const english = await run(() => '/');
      const hindi = await run(() => '/hindi');
      const astrologers = await run(() => '/api/astrologers?page=1');
      const testimonials = await run(() => '/api/testimonials');
      const panchang = await run(() => '/api/panchang/today');
      const health = await run(() => '/api/health');
      console.log(
        [
          describeLoad('the home page’s HTML, English', english),
          describeLoad('the home page’s HTML, Hindi', hindi),
          describeLoad('the astrologers list', astrologers),
          describeLoad('the testimonials', testimonials),
          describeLoad('today’s panchang', panchang),
          describeLoad('anchor, GET /api/health', health),
        ].join('\n'),
      );
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
