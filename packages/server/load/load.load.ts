import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeChat, exchangeMessages, openChatRooms } from '../bench/http/chat-room-load.js';
import type { BenchServer } from '../bench/http/http-load.js';
import { freePort } from '../test/built-server.js';
import { ADMIN, DATABASE_URL, kundliBody, PLACE_QUERIES, startLoadServer } from './load-server.js';

// `npm run load` (issue 22): the production build on PostgreSQL and Redis, loaded with
// autocannon — the home page, today's panchang, a kundli, a place search, a sign-in, a whole
// recharge through the sandbox — each beside a bare Fastify "hello world" measured in the same
// run, and 200 chat sockets exchanging messages beside a WebSocket ping. A measurement: it
// fails only when a request errs or a scenario answers something else than it should.
//
// LOAD_DURATION (seconds per scenario, default 10), LOAD_CONNECTIONS (default 10); the
// database and Redis as load-server.ts says.

const DURATION = Number(process.env.LOAD_DURATION ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10);
const PASSWORD = 'monsoon-lantern-over-kochi-78';
const HELLO_WORLD = fileURLToPath(new URL('./hello-world.mjs', import.meta.url));

let server: BenchServer;
let helloWorld: { child: ChildProcess; baseUrl: string };
const print = (line = '') => process.stdout.write(`${line}\n`);

async function startHelloWorld() {
  const port = await freePort();
  const child = spawn(process.execPath, [HELLO_WORLD, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => String(chunk).includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`hello world exited with ${code}`)));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}

async function json<T>(path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return answer;
}

interface Figures {
  readonly label: string;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly errors: number;
}

function run(
  label: string,
  options: Omit<autocannon.Options, 'duration' | 'connections'>,
): Promise<Figures> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...options }, (error, result) => {
      if (error) return reject(error);
      resolve({
        label,
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
  });
}

/** A scenario and, run right before it, the hello world anchor: both under the same load. */
async function beside(
  label: string,
  options: Omit<autocannon.Options, 'duration' | 'connections'>,
): Promise<void> {
  const anchor = await run('hello world', { url: helloWorld.baseUrl });
  const figures = await run(label, options);
  print(
    `${figures.label.padEnd(44)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(5)} ms  │ hello world ${anchor.requestsPerSecond.toFixed(0).padStart(6)} req/s, p99 ${anchor.p99} ms │ throughput ${(figures.requestsPerSecond / anchor.requestsPerSecond).toFixed(3)}× the anchor, p99 ${(figures.p99 / Math.max(anchor.p99, 1)).toFixed(0)}×  ${figures.non2xx + figures.errors > 0 ? `(${figures.non2xx} non-2xx, ${figures.errors} errors)` : ''}`,
  );
  expect(figures.errors, `${label}: connection errors or timeouts`).toBe(0);
  expect(figures.non2xx, `${label}: answers other than 2xx`).toBe(0);
}

beforeAll(async () => {
  server = await startLoadServer();
  helloWorld = await startHelloWorld();
  print();
  print(
    `npm run load: built server on PostgreSQL (${new URL(DATABASE_URL).host}) and Redis, ${CONNECTIONS} connections, ${DURATION} s a scenario, each right after ${DURATION} s of a bare Fastify "hello world" in its own process`,
  );
}, 180_000);

afterAll(async () => {
  helloWorld?.child.kill();
  await server?.stop();
});

describe('npm run load', () => {
  it('measures the pages and API calls a visitor waits for', async () => {
    await beside('GET / (home page, HTML)', { url: `${server.baseUrl}/` });
    await beside('GET /api/panchang/today', { url: `${server.baseUrl}/api/panchang/today` });
    let birth = 0;
    await beside('POST /api/kundli (a different birth each)', {
      url: server.baseUrl,
      requests: [
        {
          method: 'POST',
          path: '/api/kundli',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, body: kundliBody(birth++) }),
        },
      ],
    });
    let place = 0;
    await beside('GET /api/locations/search', {
      url: server.baseUrl,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/api/locations/search?query=${encodeURIComponent(PLACE_QUERIES[place++ % PLACE_QUERIES.length] ?? 'Pune')}&limit=5`,
          }),
        },
      ],
    });
  }, 600_000);

  it('measures a sign-in and a whole recharge through the sandbox', async () => {
    const email = 'load-user@example.in';
    const { token } = await json<{ token: string }>('/api/auth/signup', {
      name: 'Load User',
      email,
      password: PASSWORD,
    });
    await beside('POST /api/auth/login (argon2id verify)', {
      url: `${server.baseUrl}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    // Each connection repeats: order, pay on the sandbox checkout, verify and credit; a
    // "request" below is one of the three steps.
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    await beside('recharge: order → sandbox pay → verify', {
      url: server.baseUrl,
      requests: [
        {
          method: 'POST',
          path: '/api/wallet/recharge',
          headers: auth,
          body: JSON.stringify({ packageId: 'inr-100' }),
          onResponse: (_status, body, context) => {
            (context as { order?: string }).order = JSON.parse(body).order.id;
          },
        },
        {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ outcome: 'success' }),
          setupRequest: (request, context) => ({
            ...request,
            path: `/api/payments/sandbox/orders/${(context as { order: string }).order}/pay`,
          }),
          onResponse: (_status, body, context) => {
            (context as { payment?: string }).payment = body;
          },
        },
        {
          method: 'POST',
          path: '/api/payments/verify',
          headers: auth,
          setupRequest: (request, context) => ({
            ...request,
            body: (context as { payment: string }).payment,
          }),
        },
      ],
    });
    const wallet = await json<{ balance: number }>('/api/wallet', undefined, token);
    print(`  the recharging account's balance afterwards: ₹${wallet.balance / 100}`);
  }, 600_000);

  it('measures 200 chat sockets exchanging messages', async () => {
    const rooms = await openChatRooms(
      server.baseUrl,
      ADMIN,
      { conversations: 20, socketsPerSide: 5 },
      'load',
    );
    try {
      const figures = await exchangeMessages(rooms, {
        rounds: Math.max(2, Math.round(DURATION / 2)),
        sendEveryMs: 2000,
        socketsPerConversation: 10,
      });
      print(`chat over Redis fan-out: ${describeChat(figures)}`);
      expect(figures.refusals).toBe(0);
      expect(figures.deliveries).toBe(figures.expectedDeliveries);
    } finally {
      rooms.close();
    }
  }, 600_000);
});
