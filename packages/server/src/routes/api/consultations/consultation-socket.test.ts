import { randomBytes } from 'node:crypto';
import { ConsultationSchema, MessagesSchema } from '@jyotish/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  act,
  ChatClient,
  HandClock,
  onlineAstrologer,
  requestChat,
} from '../../../../test/consultation-helper.js';
import { buildTestApp, fileTestDatabase } from '../../../../test/helper.js';
import { bearer, signUpUser } from '../../../../test/wallet-helper.js';
import type { App } from '../../../app.js';

const clock = new HandClock(Date.now());
let app: App;
let baseUrl: string;
const clients: ChatClient[] = [];

beforeAll(async () => {
  app = await buildTestApp(ADMIN, { consultations: { clock, sweepMs: 0 } });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
});

async function open(...args: Parameters<typeof ChatClient.open>) {
  const client = await ChatClient.open(...args);
  clients.push(client);
  return client;
}

let users = 0;
/** A user's first (free) consultation with a new astrologer, accepted. */
async function activeChat(target: App = app) {
  users += 1;
  const astrologer = await onlineAstrologer(target, 20);
  const user = await signUpUser(target, `socket-user-${users}-${Date.now()}@example.in`);
  const chat = ConsultationSchema.parse(
    (await requestChat(target, user.token, astrologer.id)).json(),
  );
  await act(target, astrologer.token, chat.id, 'accept');
  return { astrologer, user, chat };
}

const texts = (client: ChatClient) =>
  client
    .messages()
    .filter((m) => m.type === 'message' && m.from !== 'system')
    .map((m) => (m.type === 'message' ? `${m.from}:${m.text}` : ''));

describe('the chat socket', () => {
  it('tells a user waiting for the accept that the chat has started', async () => {
    users += 1;
    const astrologer = await onlineAstrologer(app, 20);
    const user = await signUpUser(app, `waiting-${users}-${Date.now()}@example.in`);
    const chat = ConsultationSchema.parse(
      (await requestChat(app, user.token, astrologer.id)).json(),
    );
    const socket = await open(baseUrl, app, user.token, chat.id);
    await socket.waitFor(
      (e) => e.some((x) => x.type === 'state' && x.status === 'requested'),
      'the waiting state',
    );
    await act(app, astrologer.token, chat.id, 'accept');
    await socket.waitFor(
      (e) =>
        e.some((x) => x.type === 'state' && x.status === 'active' && x.freeUntil !== undefined),
      'the active state',
    );
    await act(app, user.token, chat.id, 'end');
  });

  it('carries messages both ways, stores each once and replays what a reconnect missed', async () => {
    const { astrologer, user, chat } = await activeChat();
    const userSocket = await open(baseUrl, app, user.token, chat.id);
    const astrologerSocket = await open(baseUrl, app, astrologer.token, chat.id);
    await userSocket.waitFor((events) => events.some((e) => e.type === 'state'), 'state');
    expect(userSocket.events.find((e) => e.type === 'state')).toMatchObject({
      status: 'active',
      balance: 0,
    });

    userSocket.send({ type: 'message', clientId: 'u-1', text: 'Namaste, will I get the job?' });
    userSocket.send({ type: 'message', clientId: 'u-1', text: 'Namaste, will I get the job?' });
    await astrologerSocket.waitFor(() => texts(astrologerSocket).length === 1, 'first message');
    astrologerSocket.send({ type: 'typing' });
    await userSocket.waitFor((e) => e.some((x) => x.type === 'typing'), 'typing');
    astrologerSocket.send({
      type: 'message',
      clientId: 'a-1',
      text: 'Jupiter favours you in May.',
    });
    await userSocket.waitFor(
      () => texts(userSocket).includes('astrologer:Jupiter favours you in May.'),
      'the answer',
    );
    // The resent message comes back to its sender only, as the one stored (the transcript
    // below holds it once).
    await userSocket.waitFor(
      () => texts(userSocket).filter((t) => t.startsWith('user:')).length === 2,
      'the echo of the resent message',
    );

    // The user's connection drops; the astrologer writes twice; the user comes back after seq 2.
    const lastSeen = Math.max(
      ...userSocket.messages().map((m) => (m.type === 'message' ? m.seq : 0)),
    );
    await userSocket.close();
    astrologerSocket.send({ type: 'message', clientId: 'a-2', text: 'Wear a yellow sapphire.' });
    astrologerSocket.send({ type: 'message', clientId: 'a-3', text: 'On a Thursday.' });
    await astrologerSocket.waitFor(() => texts(astrologerSocket).length === 4, 'own echoes');
    const back = await open(baseUrl, app, user.token, chat.id, { after: lastSeen });
    await back.waitFor(() => texts(back).length === 2, 'the replay');
    expect(texts(back)).toEqual([
      'astrologer:Wear a yellow sapphire.',
      'astrologer:On a Thursday.',
    ]);

    const transcript = await app.inject({
      method: 'GET',
      url: `/api/consultations/${chat.id}/messages`,
      headers: bearer(user.token),
    });
    const stored = MessagesSchema.parse(transcript.json()).data;
    expect(stored.map((m) => m.seq)).toEqual(stored.map((_, i) => i + 1));
    expect(stored.filter((m) => m.from !== 'system').map((m) => m.text)).toEqual([
      'Namaste, will I get the job?',
      'Jupiter favours you in May.',
      'Wear a yellow sapphire.',
      'On a Thursday.',
    ]);

    await act(app, user.token, chat.id, 'end');
    await back.waitFor(
      (e) => e.some((x) => x.type === 'state' && x.status === 'ended'),
      'the end state',
    );
  });

  it('refuses a reused or stale ticket, a foreign Origin and a stranger', async () => {
    const { user, chat } = await activeChat();
    const ticketOf = async (token: string) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/consultations/${chat.id}/ticket`,
        headers: bearer(token),
      });
      return response.json().ticket as string;
    };
    const ticket = await ticketOf(user.token);
    const first = await ChatClient.connect(baseUrl, chat.id, ticket);
    clients.push(first);
    await expect(ChatClient.connect(baseUrl, chat.id, ticket)).rejects.toThrow('refused 403');
    const stale = await ticketOf(user.token);
    clock.advance(31_000);
    await expect(ChatClient.connect(baseUrl, chat.id, stale)).rejects.toThrow('refused 403');
    await expect(
      ChatClient.connect(baseUrl, chat.id, await ticketOf(user.token), {
        origin: 'https://evil.example',
      }),
    ).rejects.toThrow('refused 403');
    await expect(
      ChatClient.connect(baseUrl, chat.id, randomBytes(32).toString('base64url')),
    ).rejects.toThrow('refused 403');
  });

  it('refuses messages over 2,000 characters and more than 20 a second', async () => {
    const { user, chat } = await activeChat();
    const socket = await open(baseUrl, app, user.token, chat.id);
    socket.send({ type: 'message', clientId: 'long', text: 'ॐ'.repeat(2001) });
    await socket.waitFor((e) => e.some((x) => x.type === 'error'), 'a refusal');
    expect(socket.events.find((e) => e.type === 'error')).toMatchObject({
      reason: 'message_invalid',
    });
    for (let i = 0; i < 30; i++) socket.send({ type: 'message', clientId: `m-${i}`, text: `${i}` });
    await socket.waitFor(
      (e) => e.filter((x) => x.type === 'error' && x.reason === 'too_many_messages').length === 10,
      'ten refusals',
    );
    await socket.waitFor(() => texts(socket).length === 20, 'twenty messages');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('two server instances with Redis (TEST_REDIS_URL)', () => {
  it('carry one conversation: the user on one, the astrologer on the other', async () => {
    const { db } = await fileTestDatabase();
    const options = {
      ...ADMIN,
      redisUrl,
      rateLimits: {
        chartsPerMinute: 100_000,
        writesPerAddressPerMinute: 100_000,
        writesPerAccountPerMinute: 100_000,
        allowList: [],
        redisKeyPrefix: `jyotish-test:${randomBytes(6).toString('hex')}:`,
      },
    };
    const first = await buildTestApp(options, {
      database: db,
      consultations: { clock, sweepMs: 0 },
    });
    const second = await buildTestApp(options, {
      database: db,
      consultations: { clock, sweepMs: 0 },
    });
    const firstUrl = await first.listen({ port: 0, host: '127.0.0.1' });
    const secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
    await Promise.all([first.chatHub.ready(), second.chatHub.ready()]);
    const { astrologer, user, chat } = await activeChat(first);
    const userSocket = await open(firstUrl, first, user.token, chat.id);
    const astrologerSocket = await open(secondUrl, second, astrologer.token, chat.id);
    await astrologerSocket.waitFor((e) => e.some((x) => x.type === 'state'), 'state');
    userSocket.send({ type: 'message', clientId: 'r-1', text: 'Across instances' });
    await astrologerSocket.waitFor(() => texts(astrologerSocket).length === 1, 'relayed message');
    astrologerSocket.send({ type: 'message', clientId: 'r-2', text: 'Heard you' });
    await userSocket.waitFor(() => texts(userSocket).length === 2, 'relayed answer');
    expect(texts(userSocket)).toEqual(['user:Across instances', 'astrologer:Heard you']);
    // Ended on the second instance: the user's socket on the first hears it.
    await act(second, astrologer.token, chat.id, 'end');
    await userSocket.waitFor(
      (e) => e.some((x) => x.type === 'state' && x.status === 'ended'),
      'the end',
    );
  });
});
