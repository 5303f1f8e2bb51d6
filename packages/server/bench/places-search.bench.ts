import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { getGazetteer } from '../src/places/gazetteer-instance.js';
import { readGazetteerRecords } from '../src/places/gazetteer-source.js';
import { benchmarkQueries } from './places-search-queries.js';

// Issue 4 asks for the median and 99th percentile of one search; Vitest's table has no
// median, so after the benches every query is timed once more, each way, and both printed.
const queries = benchmarkQueries(readGazetteerRecords());
const gazetteer = getGazetteer();
let app: App;
let origin: string;
let dataDir: string;

// The whole app, as `npm start` builds it (compression and security headers included), on
// an embedded database in a temporary directory; not the test helper's app, whose test
// configuration differs from what `npm start` loads.
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'jyotish-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'a-benchmark-secret-of-at-least-thirty-two-characters',
    LOG_LEVEL: 'silent',
  });
  app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  const inProcess = queries.map((query) => {
    const started = performance.now();
    gazetteer.search(query, 10);
    return performance.now() - started;
  });
  const overHttp: number[] = [];
  for (const query of queries) {
    const started = performance.now();
    await searchOverHttp(query);
    overHttp.push(performance.now() - started);
  }
  printPercentiles('in process', inProcess);
  printPercentiles('over HTTP', overHttp);
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

function printPercentiles(label: string, times: number[]): void {
  times.sort((a, b) => a - b);
  const at = (fraction: number) =>
    times[Math.min(times.length - 1, Math.floor(times.length * fraction))] ?? 0;
  console.log(
    `${label}: ${times.length} queries, median ${at(0.5).toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms, max ${at(1).toFixed(3)} ms`,
  );
}

async function searchOverHttp(query: string): Promise<void> {
  const response = await fetch(`${origin}/api/locations/search?query=${encodeURIComponent(query)}`);
  if (!response.ok) throw new Error(`${response.status} for ${query}`);
  await response.arrayBuffer();
}

describe('location search over 1,000 fixed queries', () => {
  let next = 0;
  bench('in process (Gazetteer.search)', () => {
    gazetteer.search(queries[next++ % queries.length] ?? '', 10);
  });

  bench('over HTTP (GET /api/locations/search on a listening server)', async () => {
    await searchOverHttp(queries[next++ % queries.length] ?? '');
  });
});
