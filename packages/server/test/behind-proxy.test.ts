import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AstrologerSchema,
  AuthResponseSchema,
  type ChatMessage,
  ChatServerEventSchema,
  ConsultationSchema,
} from '@jyotish/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  type BuiltServer,
  buildServer,
  freePort,
  startBuiltServer,
  waitUntilHealthy,
} from './built-server.js';
import { createServerDatabase } from './helper.js';

// Issue 22: two instances of the built server behind nginx, configured with the site's own
// `deploy/nginx/jyotish-locations.conf` (only the upstream addresses and TLS are the test's).
// They share sessions (a token works on either), chat (Redis fans events out), rate limits
// (counted in Redis per client address, which nginx forwards and the instances trust),
// background jobs (each mail job claimed by one runner, once) and, when an instance is killed
// in the middle of a chat, the chat itself: the clients reconnect through nginx to the other
// instance and ask for what came after their last message; nothing is lost or shown twice.
// Needs PostgreSQL, Redis and nginx (`npm test` installs it): CI's PostgreSQL pass.

const NGINX = '/usr/sbin/nginx';
const SITE = fileURLToPath(new URL('../../../deploy/nginx/jyotish.conf', import.meta.url));
const LOCATIONS = fileURLToPath(
  new URL('../../../deploy/nginx/jyotish-locations.conf', import.meta.url),
);
const ADMIN = { email: 'proxy-admin@example.in', password: 'monsoon-lantern-over-kochi-77' };
const PASSWORD = 'mango-orchard-2030';
const CHARTS_PER_MINUTE = 10;

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

let workDir = '';
let nginx: ChildProcess | undefined;
/** nginx's https side, where every request of the test goes; `plainUrl` its port 80. */
let proxyUrl = '';
let plainUrl = '';
let databaseUrl = '';
const ports: number[] = [];
const instances: BuiltServer[] = [];
let instanceEnv: Record<string, string> = {};

async function startInstance(index: number): Promise<BuiltServer> {
  const port = ports[index];
  if (port === undefined) throw new Error(`no port for instance ${index}`);
  const dataDir = path.join(workDir, `instance-${index}`);
  await mkdir(dataDir, { recursive: true });
  const server = await startBuiltServer(dataDir, instanceEnv, port);
  await waitUntilHealthy(server);
  instances[index] = server;
  return server;
}

/**
 * `deploy/nginx/jyotish.conf` as it is, but for what only a real host has: its instances'
 * addresses, its ports (80 and 443 become free ports of 127.0.0.1), its certificate (one
 * made for the test) and where the snippet lives. Fails when the file no longer has a line
 * the test replaces, so the two cannot drift apart.
 */
async function siteConfig(httpPort: number, httpsPort: number): Promise<string> {
  const certificate = path.join(workDir, 'certificate.pem');
  const key = path.join(workDir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  const replacements: [string, string][] = [
    [
      '    server 10.0.0.11:3000 max_fails=1 fail_timeout=10s;\n',
      `    server 127.0.0.1:${ports[0]} max_fails=1 fail_timeout=10s;\n`,
    ],
    [
      '    server 10.0.0.12:3000 max_fails=1 fail_timeout=10s;\n',
      `    server 127.0.0.1:${ports[1]} max_fails=1 fail_timeout=10s;\n`,
    ],
    ['    listen 80;\n    listen [::]:80;\n', `    listen 127.0.0.1:${httpPort};\n`],
    [
      '    listen 443 ssl http2;\n    listen [::]:443 ssl http2;\n',
      `    listen 127.0.0.1:${httpsPort} ssl http2;\n`,
    ],
    ['/etc/letsencrypt/live/jyotish.example/fullchain.pem', certificate],
    ['/etc/letsencrypt/live/jyotish.example/privkey.pem', key],
    ['/etc/nginx/snippets/jyotish-locations.conf', LOCATIONS],
  ];
  let site = await readFile(SITE, 'utf8');
  for (const [from, to] of replacements) {
    if (!site.includes(from))
      throw new Error(`deploy/nginx/jyotish.conf has no ${JSON.stringify(from)}`);
    site = site.replace(from, to);
  }
  return site;
}

async function startNginx(httpPort: number, httpsPort: number): Promise<void> {
  const temp = path.join(workDir, 'nginx-temp');
  await mkdir(temp, { recursive: true });
  await chmod(temp, 0o777);
  // As root, nginx's workers would run as nobody; the test's directories are root's.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  // What Debian's /etc/nginx/nginx.conf would be, around the site file.
  await writeFile(
    path.join(workDir, 'nginx.conf'),
    `${user}
daemon off;
worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  log_format upstreams '$remote_addr "$request" $status $upstream_addr';
  access_log ${workDir}/access.log upstreams;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
${await siteConfig(httpPort, httpsPort)}
}
`,
  );
  nginx = spawn(NGINX, ['-p', workDir, '-c', path.join(workDir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  nginx.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    try {
      if ((await call('GET', '/api/health')).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/** A request through nginx from `from` (any 127.x.y.z: the client address nginx sees). */
function call(
  method: string,
  pathname: string,
  options: { token?: string; body?: unknown; from?: string } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = https.request(
      `${proxyUrl}${pathname}`,
      {
        method,
        agent: false,
        // The test's own certificate.
        rejectUnauthorized: false,
        localAddress: options.from ?? '127.0.0.1',
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON (nginx's own error page)
          }
          resolve({ status: response.statusCode ?? 0, body });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function ok(answer: Promise<Answer>, status = 200): Promise<unknown> {
  const { status: got, body } = await answer;
  expect(got, JSON.stringify(body)).toBe(status);
  return body;
}

/** The instance (its port) that served each request nginx logged, by request line. */
async function upstreamsOf(requestLine: string): Promise<string[]> {
  const log = await readFile(path.join(workDir, 'access.log'), 'utf8');
  return log
    .split('\n')
    .filter((line) => line.includes(`"${requestLine} HTTP/1.1"`))
    .map((line) => line.split(' ').at(-1) ?? '');
}

const hasTools = Boolean(serverUrl && redisUrl && existsSync(NGINX));

beforeAll(async () => {
  if (!hasTools || !serverUrl || !redisUrl) return;
  buildServer();
  workDir = await mkdtemp(path.join(os.tmpdir(), 'jyotish-proxy-'));
  await chmod(workDir, 0o755);
  databaseUrl = await createServerDatabase(serverUrl, 'jyotish_proxy');
  ports.push(await freePort(), await freePort());
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  proxyUrl = `https://127.0.0.1:${httpsPort}`;
  plainUrl = `http://127.0.0.1:${httpPort}`;
  instanceEnv = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PUBLIC_URL: proxyUrl,
    // Shared by every instance, as a deployment's secrets are.
    JWT_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_SANDBOX_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_REDIS_PREFIX: `jyotish-test:${randomBytes(6).toString('hex')}:`,
    RATE_LIMIT_CHARTS_PER_MINUTE: String(CHARTS_PER_MINUTE),
    RATE_LIMIT_WRITES_PER_MINUTE: '1000',
    RATE_LIMIT_ACCOUNT_WRITES_PER_MINUTE: '1000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: '0',
    ENGINE_THREADS: '0',
    JOBS_POLL_MS: '100',
  };
  // The first migrates the database; the second finds it migrated.
  await startInstance(0);
  await startInstance(1);
  await startNginx(httpPort, httpsPort);
}, 180_000);

afterAll(async () => {
  // TERM, not KILL: nginx's master then stops its workers (a killed master leaves them behind).
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  await Promise.all(instances.map((instance) => instance.stop()));
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function signUp(email: string, from: string): Promise<{ token: string; id: string }> {
  const body = await ok(
    call('POST', '/api/auth/signup', {
      from,
      body: { name: 'Meera Iyer', email, password: PASSWORD },
    }),
    201,
  );
  const { token, user } = AuthResponseSchema.parse(body);
  return { token, id: user.id };
}

describe.skipIf(!hasTools)('two instances behind nginx (deploy/nginx)', () => {
  it('move browsers from port 80 to https and refuse the API there, while https serves both', async () => {
    const page = await fetch(`${plainUrl}/kundli?lang=hi`, { redirect: 'manual' });
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('https://127.0.0.1/kundli?lang=hi');
    const api = await fetch(`${plainUrl}/api/auth/providers`, { redirect: 'manual' });
    expect(api.status).toBe(403);
    expect(api.headers.get('location')).toBeNull();
    // On https the instances answer, with their own security headers.
    const health = await new Promise<{ status: number; hsts: unknown }>((resolve, reject) => {
      https
        .get(`${proxyUrl}/api/health`, { rejectUnauthorized: false }, (response) => {
          response.resume();
          resolve({
            status: response.statusCode ?? 0,
            hsts: response.headers['strict-transport-security'],
          });
        })
        .on('error', reject);
    });
    expect(health.status).toBe(200);
    expect(health.hsts).toMatch(/^max-age=\d+/);
  });

  it('share sessions: a token from one instance is honoured by both', async () => {
    const { token } = await signUp('session@proxy.test', '127.0.0.2');
    for (let i = 0; i < 10; i++) await ok(call('GET', '/api/auth/me', { token }));
    // Round robin sent them to both.
    const served = new Set(await upstreamsOf('GET /api/auth/me'));
    expect(served).toEqual(new Set(ports.map((port) => `127.0.0.1:${port}`)));
  });

  it('share rate limits: exactly N charts a minute per client address, fired at once across both', async () => {
    const kundli = (from: string) =>
      call('POST', '/api/kundli', {
        from,
        body: { birthDate: '1990-05-20', birthTime: '10:30', latitude: 28.61, longitude: 77.21 },
      });
    const statuses = (answers: Answer[]) => answers.map((answer) => answer.status).sort();
    const first = await Promise.all(Array.from({ length: 100 }, () => kundli('127.0.0.3')));
    expect(statuses(first)).toEqual([
      ...Array(CHARTS_PER_MINUTE).fill(200),
      ...Array(100 - CHARTS_PER_MINUTE).fill(429),
    ]);
    expect(new Set(await upstreamsOf('POST /api/kundli')).size).toBe(2);
    // Another client behind the same proxy has its own budget.
    const second = await Promise.all(
      Array.from({ length: CHARTS_PER_MINUTE }, () => kundli('127.0.0.4')),
    );
    expect(statuses(second)).toEqual(Array(CHARTS_PER_MINUTE).fill(200));
  });

  it('share background jobs: each welcome mail is claimed by one runner and sent once', async () => {
    const emails = Array.from({ length: 8 }, (_, i) => `welcome-${i}@proxy.test`);
    await Promise.all(emails.map((email, i) => signUp(email, `127.0.1.${i + 1}`)));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const { rows } = await client.query<{ state: string; attempts: number }>(
          `select state, attempts from job where kind = 'mail' and payload->>'to' = any($1)`,
          [emails],
        );
        if (rows.length === emails.length && rows.every((row) => row.state === 'succeeded')) {
          expect(rows.map((row) => row.attempts)).toEqual(Array(emails.length).fill(1));
          break;
        }
        if (Date.now() > deadline) throw new Error(`mail jobs not done: ${JSON.stringify(rows)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const { rows } = await client.query<{ to_address: string; count: string }>(
        `select to_address, count(*) from mail_outbox where to_address = any($1) group by 1`,
        [emails],
      );
      expect(rows.map((row) => [row.to_address, row.count]).sort()).toEqual(
        emails.map((email) => [email, '1']).sort(),
      );
    } finally {
      await client.end();
    }
  });

  it('keep a chat going when each instance in turn is killed: the clients reconnect to the other and lose nothing', async () => {
    const { token: adminToken } = AuthResponseSchema.parse(
      await ok(call('POST', '/api/auth/login', { body: ADMIN })),
    );
    const astrologerEmail = 'jyotishi@proxy.test';
    const astrologer = AstrologerSchema.parse(
      await ok(
        call('POST', '/api/admin/astrologers', {
          token: adminToken,
          body: {
            name: 'Pandit Raghav Sharma',
            email: astrologerEmail,
            password: PASSWORD,
            ratePerMinute: 10,
            specialties: ['vedic'],
            languages: ['hi', 'en'],
            experienceYears: 12,
            bio: 'Vedic astrologer',
          },
        }),
        201,
      ),
    );
    const { token: astrologerToken } = AuthResponseSchema.parse(
      await ok(
        call('POST', '/api/auth/login', {
          from: '127.0.2.1',
          body: { email: astrologerEmail, password: PASSWORD },
        }),
      ),
    );
    await ok(
      call('PUT', '/api/astrologer/status', { token: astrologerToken, body: { online: true } }),
    );
    const user = await signUp('chat@proxy.test', '127.0.2.2');
    // ₹500 through the sandbox checkout: order, pay, verify (each step may reach either).
    const recharge = (await ok(
      call('POST', '/api/wallet/recharge', { token: user.token, body: { packageId: 'inr-500' } }),
    )) as { order: { id: string } };
    const paid = await ok(
      call('POST', `/api/payments/sandbox/orders/${recharge.order.id}/pay`, {
        token: user.token,
        body: { outcome: 'success' },
      }),
    );
    await ok(call('POST', '/api/payments/verify', { token: user.token, body: paid }));
    const chat = ConsultationSchema.parse(
      await ok(
        call('POST', '/api/consultations', {
          token: user.token,
          body: { astrologerId: astrologer.id, mode: 'per-minute' },
        }),
        201,
      ),
    );
    await ok(call('POST', `/api/consultations/${chat.id}/accept`, { token: astrologerToken }));

    const userChat = new ResumingChat(user.token, chat.id, 'user');
    const astrologerChat = new ResumingChat(astrologerToken, chat.id, 'astrologer');
    await Promise.all([userChat.start(), astrologerChat.start()]);

    // Both sides talk all along, a message every 150 ms in turn (what piles up while a socket
    // is away is resent at once, under the chat's 20 messages a second).
    let talking = true;
    const talk = (async () => {
      for (let n = 1; talking; n++) {
        (n % 2 === 0 ? userChat : astrologerChat).send(`message ${n}`);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    })();
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    for (const index of [0, 1]) {
      await pause(500);
      instances[index]?.child.kill('SIGKILL');
      await instances[index]?.exited;
      await pause(1000);
      await startInstance(index);
      // nginx leaves a failed instance alone for fail_timeout (10 s): before the other one is
      // killed, wait until it serves again, so that one of the two is always there.
      if (index === 0) await untilServedBy(ports[0] ?? 0);
    }
    await pause(500);
    talking = false;
    await talk;

    const everything = [...userChat.sent, ...astrologerChat.sent].sort();
    for (const side of [userChat, astrologerChat]) {
      await side.settled(everything.length);
      const messages = side.inOrder();
      // Numbered without a gap, each text once, everything either side sent.
      expect(messages.map((m) => m.seq)).toEqual(messages.map((_, i) => i + 1));
      const texts = messages.filter((m) => m.from !== 'system').map((m) => m.text);
      expect([...texts].sort()).toEqual(everything);
      expect(side.reconnects, `${side.side} reconnected`).toBeGreaterThanOrEqual(1);
    }
    expect(userChat.inOrder()).toEqual(astrologerChat.inOrder());
    userChat.stop();
    astrologerChat.stop();
    const after = ConsultationSchema.parse(
      await ok(call('GET', `/api/consultations/${chat.id}`, { token: user.token })),
    );
    expect(after.status).toBe('active');
  }, 120_000);
});

/** Asks for health through nginx until the instance on `port` answers one. */
async function untilServedBy(port: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await call('GET', '/api/health?probe');
    const served = await upstreamsOf('GET /api/health?probe');
    if (served.at(-1)?.split(', ').at(-1) === `127.0.0.1:${port}`) return;
    if (Date.now() > deadline) throw new Error(`nginx did not send to ${port} again`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A chat participant as the web's `use-chat-socket.ts` is: on a closed socket it takes a new
 * ticket and reconnects (through nginx, to whichever instance is there) asking for the
 * messages after the last it has, then resends what the server has not yet stored.
 */
class ResumingChat {
  readonly sent: string[] = [];
  reconnects = 0;
  private readonly received = new Map<number, ChatMessage>();
  private pending: { clientId: string; text: string }[] = [];
  private socket: WebSocket | undefined;
  private stopped = false;

  constructor(
    private readonly token: string,
    private readonly id: string,
    readonly side: 'user' | 'astrologer',
  ) {}

  async start(): Promise<void> {
    await this.connect();
  }

  send(text: string): void {
    const message = { clientId: randomUUID(), text };
    this.sent.push(text);
    this.pending.push(message);
    if (this.socket?.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify({ type: 'message', ...message }));
    }
  }

  inOrder(): ChatMessage[] {
    return [...this.received.values()].sort((a, b) => a.seq - b.seq);
  }

  /** Waits until nothing is pending and `count` texts of the two sides have arrived. */
  async settled(count: number): Promise<void> {
    const deadline = Date.now() + 30_000;
    while (
      this.pending.length > 0 ||
      this.inOrder().filter((m) => m.from !== 'system').length < count
    ) {
      if (Date.now() > deadline) {
        throw new Error(
          `${this.side}: ${this.pending.length} pending, ${this.received.size} received of ${count}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  stop(): void {
    this.stopped = true;
    this.socket?.close();
  }

  private async connect(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.open();
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  private async open(): Promise<void> {
    const ticket = await call('POST', `/api/consultations/${this.id}/ticket`, {
      token: this.token,
    });
    if (ticket.status !== 200) throw new Error(`ticket: ${ticket.status}`);
    const { ticket: value } = ticket.body as { ticket: string };
    const after = Math.max(0, ...this.received.keys());
    const socket = new WebSocket(
      `${proxyUrl.replace(/^http/, 'ws')}/api/consultations/${this.id}/socket?ticket=${encodeURIComponent(value)}&after=${after}`,
      { origin: proxyUrl, rejectUnauthorized: false },
    );
    socket.on('message', (data) => {
      const event = ChatServerEventSchema.parse(JSON.parse(String(data)));
      if (event.type !== 'message') return;
      this.received.set(event.seq, event);
      if (event.from === this.side) {
        this.pending = this.pending.filter((p) => p.clientId !== event.clientId);
      }
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`refused ${response.statusCode}`)),
      );
    });
    this.socket = socket;
    socket.on('close', () => {
      if (this.stopped) return;
      this.reconnects += 1;
      void this.connect();
    });
    socket.on('error', () => {});
    for (const message of this.pending)
      socket.send(JSON.stringify({ type: 'message', ...message }));
  }
}
