import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer, waitUntilHealthy } from '../../test/built-server.js';

/**
 * What the HTTP benches share: the built server as `npm start` runs it, and a load generator
 * that keeps a fixed number of keep-alive connections busy, so a figure is what a client
 * waits for (validation, computation, presenter, serialisation, the socket), not the engine
 * alone.
 */

export interface HttpCall {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: unknown;
  /** Sent as they are (an `authorization` bearer header). */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface LoadFigures {
  readonly requests: number;
  readonly connections: number;
  readonly wallMs: number;
  /** Wall time divided by requests: the server's cost of one answer when it is kept busy. */
  readonly perRequestMs: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly meanBytes: number;
  /** How many answers of each status code. */
  readonly statuses: Readonly<Record<number, number>>;
}

/** The value below which `fraction` of the sorted `values` lie (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, rank)] ?? Number.NaN;
}

interface Answer {
  readonly status: number;
  readonly bytes: number;
  readonly ms: number;
}

function send(agent: Agent, baseUrl: URL, call: HttpCall): Promise<Answer> {
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        host: baseUrl.hostname,
        port: baseUrl.port,
        method: call.method,
        path: call.path,
        headers: {
          ...call.headers,
          ...(body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : {}),
        },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, bytes, ms: performance.now() - start }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Sends `requests` calls (`callAt(0)`, `callAt(1)`, …) over `connections` keep-alive
 * connections, each connection sending its next call as soon as its answer has arrived.
 */
export async function runLoad(
  baseUrl: string,
  callAt: (index: number) => HttpCall,
  { requests, connections = 8 }: { requests: number; connections?: number },
): Promise<LoadFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(baseUrl);
  const answers: Answer[] = [];
  let next = 0;
  const start = performance.now();
  const connection = async () => {
    while (next < requests) {
      const index = next++;
      answers.push(await send(agent, url, callAt(index)));
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, connection));
  } finally {
    agent.destroy();
  }
  return figuresOf(answers, connections, performance.now() - start);
}

const PROBE_PROCESS = fileURLToPath(new URL('./probe-process.mjs', import.meta.url));

/**
 * GETs `path` over one keep-alive connection, again `intervalMs` after each answer, until
 * `until` settles: how a monitor sees the server while something else loads it. The probe
 * runs in a process of its own: in this one its answers would wait behind the load
 * generator's backlog of answers, and the figure would be the generator's, not the server's.
 */
export async function probeUntil(
  baseUrl: string,
  path: string,
  until: Promise<unknown>,
  intervalMs = 10,
): Promise<LoadFigures> {
  const child = spawn(process.execPath, [PROBE_PROCESS, baseUrl, path, String(intervalMs)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const start = performance.now();
  // Settled either way; the caller awaits `until` for its outcome.
  await until.then(
    () => undefined,
    () => undefined,
  );
  child.stdin.end();
  await exited;
  return figuresOf(JSON.parse(output) as Answer[], 1, performance.now() - start);
}

function figuresOf(answers: readonly Answer[], connections: number, wallMs: number): LoadFigures {
  const requests = answers.length;
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const statuses: Record<number, number> = {};
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  return {
    requests,
    connections,
    wallMs,
    perRequestMs: wallMs / requests,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    maxMs: latencies.at(-1) ?? Number.NaN,
    meanBytes: answers.reduce((sum, answer) => sum + answer.bytes, 0) / answers.length,
    statuses,
  };
}

/** One line of figures for the bench output. */
export function describeLoad(label: string, figures: LoadFigures): string {
  const statuses = Object.entries(figures.statuses)
    .map(([status, count]) => `${count}×${status}`)
    .join(' ');
  return (
    `${label}: ${figures.perRequestMs.toFixed(3)} ms per request ` +
    `(${figures.requests} requests over ${figures.connections} connections in ` +
    `${figures.wallMs.toFixed(0)} ms; latency p50 ${figures.p50Ms.toFixed(1)} ms, ` +
    `p99 ${figures.p99Ms.toFixed(1)} ms, max ${figures.maxMs.toFixed(1)} ms; ` +
    `${Math.round(figures.meanBytes)} bytes; ${statuses})`
  );
}

export interface BenchServer {
  readonly baseUrl: string;
  /** The server process's id, to read its memory (`npm run soak`). */
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * The built server (`npm run build` first) on a fresh embedded database, as `npm start` runs
 * it in production, with 127.0.0.1 exempt from the per-address rate limits as a load-testing
 * host is (RATE_LIMIT_ALLOWLIST). `env` adds variables (ENGINE_THREADS, …).
 */
export async function startBenchServer(env: Readonly<Record<string, string>> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'jyotish-bench-'));
  const server = await startBuiltServer(dataDir, {
    NODE_ENV: 'production',
    MALLOC_ARENA_MAX: '2',
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    ...env,
  });
  try {
    await waitUntilHealthy(server);
  } catch (error) {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl: server.baseUrl,
    pid: server.child.pid,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  } satisfies BenchServer;
}
