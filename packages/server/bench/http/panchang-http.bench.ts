import { getPanchangam, Observer } from '@ishubhamx/panchangam-js';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { type BenchServer, describeLoad, runLoad, startBenchServer } from './http-load.js';

// Baseline: one day's panchang over HTTP (distinct place-days) beside the peer in process.
let server: BenchServer;
beforeAll(async () => {
  server = await startBenchServer();
});
afterAll(async () => {
  await server?.stop();
});

const dayOf = (index: number) => new Date(Date.UTC(2025, 0, 1 + (index % 365)));
const iso = (date: Date) => date.toISOString().slice(0, 10);

describe('panchang over HTTP beside the peer in process', () => {
  bench(
    'GET /api/panchang, 8 connections',
    async () => {
      const requests = 2000;
      // warm up
      await runLoad(
        server.baseUrl,
        (index) => ({
          method: 'GET',
          path: `/api/panchang?date=${iso(dayOf(index))}&latitude=${(10 + index * 0.01).toFixed(2)}&longitude=77.2`,
        }),
        { requests: 200 },
      );
      const ours = await runLoad(
        server.baseUrl,
        (index) => ({
          method: 'GET',
          path: `/api/panchang?date=${iso(dayOf(index))}&latitude=${(20 + (index % 1000) * 0.01).toFixed(2)}&longitude=${(72 + Math.floor(index / 1000)).toFixed(2)}`,
        }),
        { requests },
      );
      const observer = new Observer(28.6139, 77.209, 0);
      const peerRuns = 300;
      const start = performance.now();
      for (let index = 0; index < peerRuns; index++) {
        getPanchangam(new Date(dayOf(index).getTime() - 330 * 60_000), observer, {
          timezoneOffset: 330,
        });
      }
      const peerMs = (performance.now() - start) / peerRuns;
      console.log(
        [
          describeLoad('panchang over HTTP', ours),
          `peer in process: ${peerMs.toFixed(3)} ms per day; ratio ${(peerMs / ours.perRequestMs).toFixed(2)}×`,
        ].join('\n'),
      );
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
