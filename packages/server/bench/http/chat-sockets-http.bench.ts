import { afterAll, beforeAll, bench, describe } from 'vitest';
import WebSocket from 'ws';
import { type BenchServer, percentile, startBenchServer } from './http-load.js';

// Method: 200 chat sockets open at once on one built server (embedded database, no Redis):
// 20 conversations, each a user and an astrologer with five sockets apiece (phone, laptop…),
// so every message is stored once and delivered to the nine other sockets of its
// conversation. Every socket sends ROUNDS messages, one every SEND_EVERY_MS, spread so the
// server sees a steady stream (200 / SEND_EVERY_MS × 1000 messages a second). Delivery
// latency is the time from `send` to the message arriving on another socket, measured in this
// one process with one clock. The anchor of the same run is a WebSocket ping's round trip on
// the same sockets: the transport's floor, without the database and the fan-out.

const CONVERSATIONS = 20;
const SOCKETS_PER_SIDE = 5;
const ROUNDS = 10;
const SEND_EVERY_MS = 2000;
const ADMIN = { email: 'bench-admin@example.in', password: 'tamarind-lantern-2044-admin' };
const PASSWORD = 'tamarind-lantern-2044';

let server: BenchServer;

async function call<T>(path: string, token: string | undefined, body?: unknown, method?: string) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

interface Socket {
  readonly ws: WebSocket;
  readonly conversation: number;
}

function openSocket(consultationId: string, ticket: string): Promise<WebSocket> {
  const url = `${server.baseUrl.replace(/^http/, 'ws')}/api/consultations/${consultationId}/socket?ticket=${ticket}`;
  const ws = new WebSocket(url, { origin: server.baseUrl });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startBenchServer({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: '0',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const { token: admin } = await call<{ token: string }>('/api/auth/login', undefined, ADMIN);
  // One astrologer takes ten chats at once (the multi-chat desk); two of them take all twenty.
  const astrologers: { id: string; token: string }[] = [];
  for (let i = 0; i < 2; i += 1) {
    const email = `bench-astrologer-${i}@example.in`;
    const created = await call<{ id: string }>('/api/admin/astrologers', admin, {
      name: `Bench Astrologer ${i}`,
      email,
      password: PASSWORD,
      ratePerMinute: 10,
      specialties: ['vedic'],
      languages: ['en'],
      experienceYears: 5,
      bio: '',
    });
    const { token } = await call<{ token: string }>('/api/auth/login', undefined, {
      email,
      password: PASSWORD,
    });
    await call('/api/astrologer/status', token, { online: true }, 'PUT');
    astrologers.push({ id: created.id, token });
  }
  for (let c = 0; c < CONVERSATIONS; c += 1) {
    const astrologer = astrologers[c % astrologers.length] ?? astrologers[0];
    if (!astrologer) throw new Error('no astrologer');
    const { token } = await call<{ token: string }>('/api/auth/signup', undefined, {
      name: `Bench User ${c}`,
      email: `bench-user-${c}@example.in`,
      password: PASSWORD,
    });
    // A first consultation: five free minutes, longer than the run.
    const consultation = await call<{ id: string }>('/api/consultations', token, {
      astrologerId: astrologer.id,
      mode: 'per-minute',
    });
    await call(`/api/consultations/${consultation.id}/accept`, astrologer.token, {});
    for (const sideToken of [token, astrologer.token]) {
      for (let s = 0; s < SOCKETS_PER_SIDE; s += 1) {
        const { ticket } = await call<{ ticket: string }>(
          `/api/consultations/${consultation.id}/ticket`,
          sideToken,
          {},
        );
        sockets.push({ ws: await openSocket(consultation.id, ticket), conversation: c });
      }
    }
  }
});

afterAll(async () => {
  for (const { ws } of sockets) ws.terminate();
  await server?.stop();
});

describe('200 chat sockets on one instance', () => {
  bench(
    `${CONVERSATIONS} conversations × ${SOCKETS_PER_SIDE * 2} sockets, ${ROUNDS} messages per socket`,
    async () => {
      const sentAt = new Map<string, number>();
      const latencies: number[] = [];
      let errors = 0;
      for (const [index, { ws }] of sockets.entries()) {
        ws.on('message', (data) => {
          const event = JSON.parse(String(data)) as { type: string; clientId?: string };
          if (event.type === 'error') errors += 1;
          if (event.type !== 'message' || !event.clientId) return;
          const sent = sentAt.get(event.clientId);
          // Its own echo is not a delivery to someone else.
          if (sent !== undefined && !event.clientId.startsWith(`s${index}-`))
            latencies.push(performance.now() - sent);
        });
      }
      // One ping at a time: the floor of a round trip, not a burst of 200.
      const pings: number[] = [];
      for (const { ws } of sockets) {
        const start = performance.now();
        await new Promise<void>((resolve) => {
          ws.once('pong', () => resolve());
          ws.ping();
        });
        pings.push(performance.now() - start);
      }
      const started = performance.now();
      await Promise.all(
        sockets.map(async ({ ws }, index) => {
          // Spread the sockets over the interval, so the load is steady rather than in bursts.
          await new Promise((resolve) =>
            setTimeout(resolve, (index * SEND_EVERY_MS) / sockets.length),
          );
          for (let round = 0; round < ROUNDS; round += 1) {
            const clientId = `s${index}-${round}`;
            sentAt.set(clientId, performance.now());
            ws.send(
              JSON.stringify({ type: 'message', clientId, text: `Message ${round} from ${index}` }),
            );
            await new Promise((resolve) => setTimeout(resolve, SEND_EVERY_MS));
          }
        }),
      );
      const expected = sockets.length * ROUNDS * (SOCKETS_PER_SIDE * 2 - 1);
      const deadline = Date.now() + 30_000;
      while (latencies.length < expected && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const seconds = (performance.now() - started) / 1000;
      const sorted = [...latencies].sort((a, b) => a - b);
      const pingSorted = [...pings].sort((a, b) => a - b);
      console.log(
        [
          `${sockets.length} sockets, ${sockets.length * ROUNDS} messages stored, ${latencies.length} of ${expected} deliveries in ${seconds.toFixed(1)} s (${((sockets.length * ROUNDS) / seconds).toFixed(0)} messages/s), ${errors} refusals`,
          `  delivery latency: p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
          `  anchor, WebSocket ping round trip on the same sockets: p50 ${percentile(pingSorted, 0.5).toFixed(1)} ms, p99 ${percentile(pingSorted, 0.99).toFixed(1)} ms`,
        ].join('\n'),
      );
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
