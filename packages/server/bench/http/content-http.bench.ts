import { festivalMuhuratsOfYear } from '@jyotish/engine';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { type BenchServer, describeLoad, runLoad, startBenchServer } from './http-load.js';

// Method: what a reader waits for on the content pages, one request at a time (one
// connection) on the built server with its embedded database and the twenty seeded articles:
// a site search (a different word each time: articles, pages and astrologers by full-text
// search, matches marked), an article by its slug, and a year's festival muhurats for a place
// and year no cache holds, beside the engine alone computing the same muhurats in this
// process. The anchor of the same run: `GET /api/health`, the server's floor.

const REQUESTS = 40;
const WORDS = ['eclipse', 'retrog', 'saturn', 'ग्रहण', 'navratri', 'mercury', 'diwali', 'sade sati'];
const SLUGS = [
  'total-lunar-eclipse-of-7-september-2025-timings-for-india',
  'dussehra-2025-vijayadashami-on-2-october',
  'mercury-retrograde-2025-cancer-in-july-scorpio-and-libra-in-november',
];
const placeYear = (index: number) => ({
  year: 2000 + (index % 50),
  latitude: 10 + (index % 20) * 0.73,
  longitude: 70 + (index % 17) * 0.91,
});

let server: BenchServer;
beforeAll(async () => {
  server = await startBenchServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('the content pages over HTTP beside the engine alone and the server’s floor', () => {
  bench(
    'GET /api/search, GET /api/articles/{slug}, GET /api/festival-muhurats; festivalMuhuratsOfYear; GET /api/health',
    async () => {
      const run = (path: (index: number) => string) =>
        runLoad(server.baseUrl, (index) => ({ method: 'GET', path: path(index) }), {
          requests: REQUESTS,
          connections: 1,
        });
      await run(
        (index) => `/api/search?q=${encodeURIComponent(WORDS[index % WORDS.length] ?? '')}`,
      );
      const search = await run(
        (index) =>
          `/api/search?q=${encodeURIComponent(WORDS[index % WORDS.length] ?? '')}&lang=${index % 2 ? 'hi' : 'en'}`,
      );
      const article = await run(
        (index) => `/api/articles/${SLUGS[index % SLUGS.length]}?lang=${index % 2 ? 'hi' : 'en'}`,
      );
      const muhurats = await run((index) => {
        const { year, latitude, longitude } = placeYear(index);
        return `/api/festival-muhurats?year=${year}&latitude=${latitude.toFixed(2)}&longitude=${longitude.toFixed(2)}&timezone=Asia/Kolkata`;
      });
      const engineStart = performance.now();
      for (let index = 0; index < REQUESTS; index += 1) {
        const { year, latitude, longitude } = placeYear(index + 500);
        festivalMuhuratsOfYear(year, { latitude, longitude, timeZone: 'Asia/Kolkata' });
      }
      const enginePerYear = (performance.now() - engineStart) / REQUESTS;
      const health = await run(() => '/api/health');
      console.log(
        [
          describeLoad('site search over HTTP', search),
          describeLoad('an article over HTTP', article),
          describeLoad('a year of festival muhurats over HTTP, uncached', muhurats),
          `engine alone (festivalMuhuratsOfYear): ${enginePerYear.toFixed(1)} ms per year`,
          describeLoad('anchor, GET /api/health', health),
        ].join('\n'),
      );
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
