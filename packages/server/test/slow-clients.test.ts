import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildTestApp } from './helper.js';

const REQUEST_TIMEOUT_MS = 1000;
const CLOSED_WITHIN_MS = 3000;

interface Listening {
  readonly app: App;
  readonly port: number;
  readonly baseUrl: string;
}

async function listen(overrides: Parameters<typeof buildTestApp>[0]): Promise<Listening> {
  const app = await buildTestApp(overrides);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return { app, port: address.port, baseUrl: `http://127.0.0.1:${address.port}` };
}

const sockets: net.Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    sockets.push(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

interface Outcome {
  readonly received: string;
  /** Milliseconds from the last byte the client sent until the server closed the socket. */
  readonly closedAfterMs: number;
}

/** Sends `data` and waits (at most `giveUpMs`) for the server to answer and close. */
async function sendAndAwaitClose(port: number, data: string, giveUpMs: number): Promise<Outcome> {
  const socket = await connect(port);
  return new Promise((resolve, reject) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', () => {});
    const giveUp = setTimeout(
      () => reject(new Error(`still open after ${giveUpMs} ms; received: ${received}`)),
      giveUpMs,
    );
    let sentAt = 0;
    socket.once('close', () => {
      clearTimeout(giveUp);
      resolve({ received, closedAfterMs: Date.now() - sentAt });
    });
    socket.write(data, () => {
      sentAt = Date.now();
    });
  });
}

/** Opens `count` connections that never send a byte, and waits until the server has them all. */
async function openStalledConnections(target: Listening, count: number): Promise<void> {
  await Promise.all(Array.from({ length: count }, () => connect(target.port)));
  const deadline = Date.now() + 5000;
  for (;;) {
    const open = await new Promise<number>((resolve, reject) =>
      target.app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
    );
    if (open >= count) return;
    if (Date.now() > deadline) throw new Error(`the server counts ${open} of ${count} connections`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a client that never finishes its request', () => {
  it('is answered 408 and disconnected when its body stops short of Content-Length', async () => {
    const { port } = await listen({ requestTimeoutMs: REQUEST_TIMEOUT_MS });
    const headers =
      'POST /api/kundli HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n';

    const outcome = await sendAndAwaitClose(port, `${headers}{"name":"x`, 5000);

    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    // Node checks for late requests every quarter of the timeout (at most 1 s); the rest is
    // slack for a busy machine. Node's default check interval alone would be 30 s.
    expect(outcome.closedAfterMs).toBeLessThan(CLOSED_WITHIN_MS);
  });

  it('is answered 408 and disconnected when its headers never end', async () => {
    const { port } = await listen({ requestTimeoutMs: REQUEST_TIMEOUT_MS });

    const outcome = await sendAndAwaitClose(
      port,
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ',
      5000,
    );

    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(outcome.closedAfterMs).toBeLessThan(CLOSED_WITHIN_MS);
  });

  it('does not hold up clients that send their requests in time', async () => {
    const { baseUrl } = await listen({ requestTimeoutMs: REQUEST_TIMEOUT_MS });
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    const kundli = await fetch(`${baseUrl}/api/kundli`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    // Answered (an invalid birth), not timed out.
    expect(kundli.status).toBe(400);
  });
});

describe('a flood of connections', () => {
  const maxConnections = 20;
  const healthReservedConnections = 5;

  it('leaves /api/health answering while every other route says 503, Retry-After', async () => {
    const target = await listen({ maxConnections, healthReservedConnections });
    // 16 stalled connections, plus the one fetch uses: above the 15 other routes may use.
    await openStalledConnections(target, 16);

    const health = await fetch(`${target.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });

    const page = await fetch(`${target.baseUrl}/kundli`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('5');
    expect(page.headers.get('connection')).toBe('close');
    expect(await page.json()).toMatchObject({ code: 'service_unavailable', reason: 'unavailable' });
  });

  it('serves every route again once the connections are gone', async () => {
    const target = await listen({ maxConnections, healthReservedConnections });
    await openStalledConnections(target, 16);
    for (const socket of sockets.splice(0)) socket.destroy();
    const deadline = Date.now() + 5000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await fetch(`${target.baseUrl}/robots.txt`)).status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(200);
  });

  it('drops connections beyond MAX_CONNECTIONS without reading them', async () => {
    const target = await listen({ maxConnections, healthReservedConnections });
    await openStalledConnections(target, maxConnections);

    const outcome = await sendAndAwaitClose(
      target.port,
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      5000,
    );

    expect(outcome.received).toBe('');
  });
});
