import { getPanchangam, Observer } from '@ishubhamx/panchangam-js';
import { computePanchang } from '@jyotish/engine';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import {
  type BenchServer,
  describeLoad,
  type LoadFigures,
  runLoad,
  startBenchServer,
} from './http-load.js';

// Method: one day's panchang as a client waits for it (`GET /api/panchang` on the built
// server: validation, engine, presenter, serialisation, the socket; eight keep-alive
// connections, every request a different place-day, so no cache can answer), beside our
// engine alone and the @ishubhamx/panchangam-js peer in this process on the same place-days.
// The machine is shared and its load swings within seconds, so each round alternates short
// slices of the three (HTTP, engine, peer, HTTP, …) and compares their sums; the median of
// the rounds' ratios is the figure.

const ROUNDS = 3;
const SLICES_PER_ROUND = 10;
const WARM_UP_REQUESTS = 300;
const REQUESTS_PER_SLICE = 200;
const CONNECTIONS = 8;
const DAYS_PER_SLICE = 30;
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

/** Milliseconds spent on `work` over place-days `first` to `first + count − 1` of a round. */
function inProcessMs(
  round: number,
  first: number,
  count: number,
  work: (placeDay: PlaceDay) => void,
): number {
  const start = performance.now();
  for (let index = first; index < first + count; index += 1) work(placeDay(round, index));
  return performance.now() - start;
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
        { requests: WARM_UP_REQUESTS, connections: CONNECTIONS },
      );
      inProcessMs(-1, 0, DAYS_PER_SLICE, engineDay);
      inProcessMs(-1, 0, DAYS_PER_SLICE, peerDay);

      const lines: string[] = [];
      const httpRatios: number[] = [];
      const engineRatios: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        let httpWallMs = 0;
        let engineMs = 0;
        let peerMs = 0;
        const slices: LoadFigures[] = [];
        for (let slice = 0; slice < SLICES_PER_ROUND; slice += 1) {
          const firstRequest = slice * REQUESTS_PER_SLICE;
          const http = await runLoad(
            server.baseUrl,
            (index) => ({
              method: 'GET',
              path: panchangPath(placeDay(round, firstRequest + index)),
            }),
            { requests: REQUESTS_PER_SLICE, connections: CONNECTIONS },
          );
          slices.push(http);
          httpWallMs += http.wallMs;
          const firstDay = slice * DAYS_PER_SLICE;
          engineMs += inProcessMs(round, firstDay, DAYS_PER_SLICE, engineDay);
          peerMs += inProcessMs(round, firstDay, DAYS_PER_SLICE, peerDay);
        }
        const httpPerRequest = httpWallMs / (REQUESTS_PER_SLICE * SLICES_PER_ROUND);
        const enginePerDay = engineMs / (DAYS_PER_SLICE * SLICES_PER_ROUND);
        const peerPerDay = peerMs / (DAYS_PER_SLICE * SLICES_PER_ROUND);
        httpRatios.push(peerPerDay / httpPerRequest);
        engineRatios.push(peerPerDay / enginePerDay);
        const slowest = slices.reduce((worst, figures) =>
          figures.p99Ms > worst.p99Ms ? figures : worst,
        );
        lines.push(
          `round ${round + 1}:`,
          `  panchang over HTTP: ${httpPerRequest.toFixed(3)} ms per request ` +
            `(${REQUESTS_PER_SLICE * SLICES_PER_ROUND} requests over ${CONNECTIONS} connections)`,
          `  ${describeLoad('its slice with the slowest p99', slowest)}`,
          `  engine alone (computePanchang): ${enginePerDay.toFixed(3)} ms per day`,
          `  peer (@ishubhamx/panchangam-js getPanchangam): ${peerPerDay.toFixed(3)} ms per day`,
          `  peer / ours over HTTP ${(peerPerDay / httpPerRequest).toFixed(2)}×, ` +
            `peer / engine alone ${(peerPerDay / enginePerDay).toFixed(2)}×`,
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
