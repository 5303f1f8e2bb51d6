import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import { ConsultationSchema } from '@jyotish/contract';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { freePort } from './built-server.js';
import {
  ADMIN,
  act,
  ChatClient,
  HandClock,
  onlineAstrologer,
  requestChat,
} from './consultation-helper.js';
import { buildTestApp, fileTestDatabase } from './helper.js';
import { signUpUser } from './wallet-helper.js';

// Issue 22, faults: Redis goes away under two instances sharing chats and rate limits. Each
// instance keeps answering and keeps a chat whose sockets it holds both ends of; when Redis
// returns, chat events cross between the instances again. A Redis of the test's own on a
// port of its own, so the machine's (the other tests') is never stopped.

/** Whether this machine can start a Redis server (`.ci/run`'s machine can). */
function hasRedisServer(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

let redis: ChildProcess | undefined;
const clients: ChatClient[] = [];

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1');
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  while (!(await canConnect(port))) {
    if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return child;
}

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  redis?.kill('SIGKILL');
});

const texts = (client: ChatClient) =>
  client.messages().flatMap((m) => (m.type === 'message' && m.from !== 'system' ? [m.text] : []));

async function activeChat(target: App, tag: string) {
  const astrologer = await onlineAstrologer(target, 20);
  const user = await signUpUser(target, `redis-down-${tag}-${Date.now()}@example.in`);
  const chat = ConsultationSchema.parse(
    (await requestChat(target, user.token, astrologer.id)).json(),
  );
  await act(target, astrologer.token, chat.id, 'accept');
  return { astrologer, user, chat };
}

describe.skipIf(!hasRedisServer())('Redis down under two instances', () => {
  it('each instance keeps working, and chat fan-out resumes when Redis returns', async () => {
    const port = await freePort();
    redis = await startRedis(port);
    const clock = new HandClock(Date.now());
    const { db } = await fileTestDatabase();
    const options = {
      ...ADMIN,
      redisUrl: `redis://127.0.0.1:${port}`,
      rateLimits: {
        chartsPerMinute: 1000,
        writesPerAddressPerMinute: 100_000,
        writesPerAccountPerMinute: 100_000,
        allowList: [],
        redisKeyPrefix: `jyotish-test:${randomBytes(6).toString('hex')}:`,
      },
    };
    const instances = [
      await buildTestApp(options, { database: db, consultations: { clock, sweepMs: 0 } }),
      await buildTestApp(options, { database: db, consultations: { clock, sweepMs: 0 } }),
    ] as const;
    const [first, second] = instances;
    const firstUrl = await first.listen({ port: 0, host: '127.0.0.1' });
    const secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
    await Promise.all([first.chatHub.ready(), second.chatHub.ready()]);
    const open = async (...args: Parameters<typeof ChatClient.open>) => {
      const client = await ChatClient.open(...args);
      clients.push(client);
      return client;
    };

    // A conversation across the instances, through Redis.
    const across = await activeChat(first, 'across');
    const userAcross = await open(firstUrl, first, across.user.token, across.chat.id);
    const astrologerAcross = await open(secondUrl, second, across.astrologer.token, across.chat.id);
    await astrologerAcross.waitFor((e) => e.some((x) => x.type === 'state'), 'state');
    userAcross.send({ type: 'message', clientId: 'before-1', text: 'Before the outage' });
    await astrologerAcross.waitFor(
      () => texts(astrologerAcross).includes('Before the outage'),
      'a message across instances',
    );

    // Redis dies.
    redis.kill('SIGKILL');
    await new Promise((resolve) => redis?.once('exit', resolve));

    // Both instances still answer: health, a chart (its rate limit passes without Redis), a
    // sign-in.
    for (const app of instances) {
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      const chart = await app.inject({
        method: 'POST',
        url: '/api/numerology',
        payload: { name: 'Asha Verma', birthDate: '1990-08-15' },
      });
      expect(chart.statusCode, chart.body).toBe(200);
    }
    // A chat whose two sockets are on one instance goes on: events are delivered locally.
    const local = await activeChat(first, 'local');
    const userLocal = await open(firstUrl, first, local.user.token, local.chat.id);
    const astrologerLocal = await open(firstUrl, first, local.astrologer.token, local.chat.id);
    await astrologerLocal.waitFor((e) => e.some((x) => x.type === 'state'), 'state');
    userLocal.send({ type: 'message', clientId: 'during-1', text: 'During the outage' });
    await astrologerLocal.waitFor(
      () => texts(astrologerLocal).includes('During the outage'),
      'a message on one instance without Redis',
    );
    astrologerLocal.send({ type: 'message', clientId: 'during-2', text: 'Still here' });
    await userLocal.waitFor(() => texts(userLocal).includes('Still here'), 'the answer');

    // Redis returns on the same port: messages cross the instances again once both have
    // reconnected (ioredis retries on its own); until then they are stored, not lost.
    redis = await startRedis(port);
    let sent = 0;
    const deadline = Date.now() + 20_000;
    while (!texts(astrologerAcross).some((text) => text.startsWith('After the outage'))) {
      if (Date.now() > deadline) throw new Error('chat fan-out did not resume within 20 s');
      userAcross.send({
        type: 'message',
        clientId: `after-${sent}`,
        text: `After the outage ${sent}`,
      });
      sent += 1;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(texts(astrologerAcross)[0]).toBe('Before the outage');

    // Redis away again, an instance shuts down cleanly all the same.
    redis.kill('SIGKILL');
    await new Promise((resolve) => redis?.once('exit', resolve));
    await expect(second.close()).resolves.toBeUndefined();
  }, 60_000);
});
