import { getPanchangam, Observer } from '@ishubhamx/panchangam-js';
import { computePanchang } from '@jyotish/engine';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { type BenchServer, describeLoad, runLoad, startBenchServer } from './http-load.js';

// Method: one day's panchang as a client waits for it (`GET /api/panchang` on the built
// server: validation, engine, presenter, serialisation, the socket; eight keep-alive
// connections, every request a different place-day, so no cache can answer), beside our
// engine alone and the @ishubhamx/panchangam-js peer in this process on the same place-days.
// The machine is shared, so the three are measured one after another in each of several
// rounds, and the ratios are taken within a round; the median round is the figure.

const ROUNDS = 3;
const WARM_UP_REQUESTS = 300;
const HTTP_REQUESTS = 2000;
const CONNECTIONS = 8;
const IN_PROCESS_DAYS = 300;
/** The places: a grid of 0.01° steps over northern and western India (all in Asia/Kolkata). */
const PLACES_PER_LONGITUDE = 1000;
const IST_OFFSET_MINUTES = 330;

interface PlaceDay {
  readonly date: { readonly year: number; readonly month: number; readonly day: number };
  readonly iso: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** The `index`-th place-day of a round: every day of 2025 in turn, each at another place. */
function placeDay(round: number, index: number): PlaceDay {
  const day = new Date(Date.UTC(2025, 0, 1 + (index % 365)));
  return {
    date: { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() },
    iso: day.toISOString().slice(0, 10),
    latitude: 20 + round * 0.003 + (index % PLACES_PER_LONGITUDE) * 0.01,
    longitude: 72 + Math.floor(index / PLACES_PER_LONGITUDE),
  };
}

const panchangPath = ({ iso, latitude, longitude }: PlaceDay) =>
  `/api/panchang?date=${iso}&latitude=${latitude.toFixed(3)}&longitude=${longitude.toFixed(3)}`;

/** Milliseconds per call of `work` over the first `count` place-days of a round. */
function inProcessMs(round: number, count: number, work: (placeDay: PlaceDay) => void): number {
  const start = performance.now();
  for (let index = 0; index < count; index += 1) work(placeDay(round, index));
  return (performance.now() - start) / count;
}

const engineDay = ({ date, latitude, longitude }: PlaceDay) => {
  computePanchang({ date, latitude, longitude, timeZone: 'Asia/Kolkata' });
};

const peerDay = ({ date, latitude, longitude }: PlaceDay) => {
  // The peer takes a Date at the place's local midnight and the offset in minutes.
  const localMidnight = Date.UTC(date.year, date.month - 1, date.day);
  getPanchangam(
    new Date(localMidnight - IST_OFFSET_MINUTES * 60_000),
    new Observer(latitude, longitude, 0),
    { timezoneOffset: IST_OFFSET_MINUTES },
  );
};

let server: BenchServer;
beforeAll(async () => {
  server = await startBenchServer();
});
afterAll(async () => {
  await server?.stop();
});

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

describe('panchang over HTTP beside the engine alone and the peer in process', () => {
  bench(
    'GET /api/panchang (8 connections), computePanchang, getPanchangam',
    async () => {
      // Warm-up on other place-days: JIT, the first ephemeris file pages, the zone lookups.
      await runLoad(
        server.baseUrl,
        (index) => ({ method: 'GET', path: panchangPath(placeDay(-1, index)) }),
        {
          requests: WARM_UP_REQUESTS,
          connections: CONNECTIONS,
        },
      );
      inProcessMs(-1, 50, engineDay);
      inProcessMs(-1, 10, peerDay);

      const lines: string[] = [];
      const httpRatios: number[] = [];
      const engineRatios: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const http = await runLoad(
          server.baseUrl,
          (index) => ({ method: 'GET', path: panchangPath(placeDay(round, index)) }),
          { requests: HTTP_REQUESTS, connections: CONNECTIONS },
        );
        const engineMs = inProcessMs(round, IN_PROCESS_DAYS, engineDay);
        const peerMs = inProcessMs(round, IN_PROCESS_DAYS, peerDay);
        httpRatios.push(peerMs / http.perRequestMs);
        engineRatios.push(peerMs / engineMs);
        lines.push(
          `round ${round + 1}:`,
          `  ${describeLoad('panchang over HTTP', http)}`,
          `  engine alone (computePanchang): ${engineMs.toFixed(3)} ms per day`,
          `  peer (@ishubhamx/panchangam-js getPanchangam): ${peerMs.toFixed(3)} ms per day`,
          `  peer / ours over HTTP ${(peerMs / http.perRequestMs).toFixed(2)}×, ` +
            `peer / engine alone ${(peerMs / engineMs).toFixed(2)}×`,
        );
      }
      lines.push(
        `median of ${ROUNDS} rounds: peer / ours over HTTP ${median(httpRatios).toFixed(2)}×, ` +
          `peer / engine alone ${median(engineRatios).toFixed(2)}×`,
      );
      console.log(lines.join('\n'));
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
