import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BenchServer } from '../bench/http/http-load.js';
import { DATABASE_URL, kundliBody, PLACE_QUERIES, startLoadServer } from './load-server.js';

// `npm run soak` (issue 22): the production build on PostgreSQL and Redis under a steady mix
// of what visitors ask for — the home page, today's panchang, a kundli (a new birth each) and
// a place search — for SOAK_MINUTES (default 3; 30 for the real soak), in windows of
// SOAK_WINDOW_SECONDS (default 30). After each window the server's resident memory is read
// from /proc; the first minute is warm-up. Printed: each window's throughput, p99 and memory,
// then the growth of memory and the drift of p99 from the first window after warm-up to the
// last, against the goal of at most 10 %. A measurement: it fails only when a request errs.

const MINUTES = Number(process.env.SOAK_MINUTES ?? 3);
const WINDOW_SECONDS = Number(process.env.SOAK_WINDOW_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10);
const WARM_UP_SECONDS = 60;
const GOAL_PERCENT = 10;

let server: BenchServer;
const print = (line = '') => process.stdout.write(`${line}\n`);

/** The server process's resident memory in MB (Linux /proc). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return kb / 1024;
}

function windowOfLoad(offset: number): Promise<autocannon.Result> {
  let index = offset;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: server.baseUrl,
        duration: WINDOW_SECONDS,
        connections: CONNECTIONS,
        // Each connection goes round the four: a page, the day, a chart, a search.
        requests: [
          { method: 'GET', path: '/' },
          { method: 'GET', path: '/api/panchang/today' },
          {
            method: 'POST',
            path: '/api/kundli',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => ({ ...request, body: kundliBody(index++) }),
          },
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              path: `/api/locations/search?query=${encodeURIComponent(PLACE_QUERIES[index % PLACE_QUERIES.length] ?? 'Pune')}&limit=5`,
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const percent = (from: number, to: number) => ((to - from) / from) * 100;

beforeAll(async () => {
  server = await startLoadServer();
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe('npm run soak', () => {
  it(
    'holds memory and p99 steady under a steady load',
    async () => {
      const pid = server.pid;
      if (pid === undefined) throw new Error('the server has no pid');
      print();
      print(
        `npm run soak: built server on PostgreSQL (${new URL(DATABASE_URL).host}) and Redis, ${CONNECTIONS} connections, ${MINUTES} min in ${WINDOW_SECONDS}-s windows (home page, today's panchang, a kundli, a place search in turn); memory at rest ${residentMb(pid).toFixed(0)} MB`,
      );
      const windows: { endSeconds: number; rps: number; p99: number; rssMb: number }[] = [];
      const count = Math.max(1, Math.round((MINUTES * 60) / WINDOW_SECONDS));
      let errors = 0;
      for (let window = 0; window < count; window++) {
        const result = await windowOfLoad(window * 1_000_000);
        errors += result.errors + result.timeouts + result.non2xx;
        const figures = {
          endSeconds: (window + 1) * WINDOW_SECONDS,
          rps: result.requests.average,
          p99: result.latency.p99,
          rssMb: residentMb(pid),
        };
        windows.push(figures);
        print(
          `  ${String(figures.endSeconds).padStart(5)} s  ${figures.rps.toFixed(0).padStart(6)} req/s  p99 ${String(figures.p99).padStart(4)} ms  memory ${figures.rssMb.toFixed(0)} MB${figures.endSeconds <= WARM_UP_SECONDS ? '  (warm-up)' : ''}`,
        );
      }
      const steady = windows.filter((window) => window.endSeconds > WARM_UP_SECONDS);
      const first = steady[0];
      const last = steady.at(-1);
      if (first && last && first !== last) {
        const memory = percent(first.rssMb, last.rssMb);
        const p99 = percent(Math.max(first.p99, 1), Math.max(last.p99, 1));
        print(
          `  after warm-up: memory ${first.rssMb.toFixed(0)} → ${last.rssMb.toFixed(0)} MB (${memory >= 0 ? '+' : ''}${memory.toFixed(1)} %, goal ≤ ${GOAL_PERCENT} % ${memory <= GOAL_PERCENT ? '✓' : '✗'}), p99 ${first.p99} → ${last.p99} ms (${p99 >= 0 ? '+' : ''}${p99.toFixed(0)} %, goal ≤ ${GOAL_PERCENT} % ${p99 <= GOAL_PERCENT ? '✓' : '✗'})`,
        );
      } else {
        print('  too short to compare after the warm-up minute: SOAK_MINUTES=3 or more');
      }
      expect(errors, 'errors, timeouts or answers other than 2xx').toBe(0);
    },
    (MINUTES * 60 + 300) * 1000,
  );
});
