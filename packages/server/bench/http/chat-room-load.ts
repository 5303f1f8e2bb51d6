import WebSocket from 'ws';
import { percentile } from './http-load.js';

// Chat rooms under load, shared by the chat sockets bench and `npm run load`: conversations,
// each a user and an astrologer with several sockets apiece (phone, laptop…), so every message
// is stored once and delivered to the other sockets of its conversation. Delivery latency is
// the time from `send` to the message arriving on another socket, measured in this one process
// with one clock; the anchor is a WebSocket ping's round trip on the same sockets, the
// transport's floor without the database and the fan-out.

const PASSWORD = 'tamarind-lantern-2044';

export interface ChatRoomShape {
  readonly conversations: number;
  readonly socketsPerSide: number;
}

interface Socket {
  readonly ws: WebSocket;
  readonly conversation: number;
}

export interface ChatRooms {
  readonly sockets: readonly Socket[];
  close(): void;
}

export interface ChatFigures {
  readonly sockets: number;
  readonly messages: number;
  readonly deliveries: number;
  readonly expectedDeliveries: number;
  readonly seconds: number;
  readonly refusals: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly pingP50Ms: number;
  readonly pingP99Ms: number;
}

async function call<T>(
  baseUrl: string,
  path: string,
  token: string | undefined,
  body?: unknown,
  method?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
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

function openSocket(baseUrl: string, consultationId: string, ticket: string): Promise<WebSocket> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/consultations/${consultationId}/socket?ticket=${ticket}`;
  const ws = new WebSocket(url, { origin: baseUrl });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/**
 * Opens `conversations` accepted chats on the server at `baseUrl`, started with `admin` as its
 * ADMIN_EMAIL/ADMIN_PASSWORD: two astrologers (one takes ten chats at once on the multi-chat
 * desk) and a user per conversation, each side with `socketsPerSide` sockets. `tag` keeps the
 * accounts of two runs on one database apart.
 */
export async function openChatRooms(
  baseUrl: string,
  admin: { email: string; password: string },
  { conversations, socketsPerSide }: ChatRoomShape,
  tag = 'bench',
): Promise<ChatRooms> {
  const { token: adminToken } = await call<{ token: string }>(
    baseUrl,
    '/api/auth/login',
    undefined,
    admin,
  );
  const astrologers: { id: string; token: string }[] = [];
  for (let i = 0; i < 2; i += 1) {
    const email = `${tag}-astrologer-${i}@example.in`;
    const created = await call<{ id: string }>(baseUrl, '/api/admin/astrologers', adminToken, {
      name: `Load Astrologer ${i}`,
      email,
      password: PASSWORD,
      ratePerMinute: 10,
      specialties: ['vedic'],
      languages: ['en'],
      experienceYears: 5,
      bio: '',
    });
    const { token } = await call<{ token: string }>(baseUrl, '/api/auth/login', undefined, {
      email,
      password: PASSWORD,
    });
    await call(baseUrl, '/api/astrologer/status', token, { online: true }, 'PUT');
    astrologers.push({ id: created.id, token });
  }
  const sockets: Socket[] = [];
  for (let c = 0; c < conversations; c += 1) {
    const astrologer = astrologers[c % astrologers.length] ?? astrologers[0];
    if (!astrologer) throw new Error('no astrologer');
    const { token } = await call<{ token: string }>(baseUrl, '/api/auth/signup', undefined, {
      name: `Load User ${c}`,
      email: `${tag}-user-${c}@example.in`,
      password: PASSWORD,
    });
    // A first consultation: five free minutes, longer than the run.
    const consultation = await call<{ id: string }>(baseUrl, '/api/consultations', token, {
      astrologerId: astrologer.id,
      mode: 'per-minute',
    });
    await call(baseUrl, `/api/consultations/${consultation.id}/accept`, astrologer.token, {});
    for (const sideToken of [token, astrologer.token]) {
      for (let s = 0; s < socketsPerSide; s += 1) {
        const { ticket } = await call<{ ticket: string }>(
          baseUrl,
          `/api/consultations/${consultation.id}/ticket`,
          sideToken,
          {},
        );
        sockets.push({ ws: await openSocket(baseUrl, consultation.id, ticket), conversation: c });
      }
    }
  }
  return {
    sockets,
    close() {
      for (const { ws } of sockets) ws.terminate();
    },
  };
}

/**
 * Every socket sends `rounds` messages, one every `sendEveryMs`, spread so the server sees a
 * steady stream (sockets / sendEveryMs × 1000 messages a second); waits up to 30 s for every
 * delivery to the other sockets of each conversation.
 */
export async function exchangeMessages(
  { sockets }: ChatRooms,
  {
    rounds,
    sendEveryMs,
    socketsPerConversation,
  }: {
    rounds: number;
    sendEveryMs: number;
    socketsPerConversation: number;
  },
): Promise<ChatFigures> {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let refusals = 0;
  for (const [index, { ws }] of sockets.entries()) {
    ws.on('message', (data) => {
      const event = JSON.parse(String(data)) as { type: string; clientId?: string };
      if (event.type === 'error') refusals += 1;
      if (event.type !== 'message' || !event.clientId) return;
      const sent = sentAt.get(event.clientId);
      // Its own echo is not a delivery to someone else.
      if (sent !== undefined && !event.clientId.startsWith(`s${index}-`))
        latencies.push(performance.now() - sent);
    });
  }
  // One ping at a time: the floor of a round trip, not a burst.
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
      await new Promise((resolve) => setTimeout(resolve, (index * sendEveryMs) / sockets.length));
      for (let round = 0; round < rounds; round += 1) {
        const clientId = `s${index}-${round}`;
        sentAt.set(clientId, performance.now());
        ws.send(
          JSON.stringify({ type: 'message', clientId, text: `Message ${round} from ${index}` }),
        );
        await new Promise((resolve) => setTimeout(resolve, sendEveryMs));
      }
    }),
  );
  const expected = sockets.length * rounds * (socketsPerConversation - 1);
  const deadline = Date.now() + 30_000;
  while (latencies.length < expected && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const sorted = [...latencies].sort((a, b) => a - b);
  const pingSorted = [...pings].sort((a, b) => a - b);
  return {
    sockets: sockets.length,
    messages: sockets.length * rounds,
    deliveries: latencies.length,
    expectedDeliveries: expected,
    seconds: (performance.now() - started) / 1000,
    refusals,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
    pingP50Ms: percentile(pingSorted, 0.5),
    pingP99Ms: percentile(pingSorted, 0.99),
  };
}

/** The figures as the benches print them. */
export function describeChat(figures: ChatFigures): string {
  return [
    `${figures.sockets} sockets, ${figures.messages} messages stored, ${figures.deliveries} of ${figures.expectedDeliveries} deliveries in ${figures.seconds.toFixed(1)} s (${(figures.messages / figures.seconds).toFixed(0)} messages/s), ${figures.refusals} refusals`,
    `  delivery latency: p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms, max ${figures.maxMs.toFixed(1)} ms`,
    `  anchor, WebSocket ping round trip on the same sockets: p50 ${figures.pingP50Ms.toFixed(1)} ms, p99 ${figures.pingP99Ms.toFixed(1)} ms`,
  ].join('\n');
}
