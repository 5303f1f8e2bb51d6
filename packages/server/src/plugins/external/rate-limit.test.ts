import { randomBytes } from 'node:crypto';
import { AuthResponseSchema, ErrorResponseSchema, RATE_LIMITED_MESSAGE } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import type { App } from '../../app.js';
import type { RateLimitConfig } from '../../config.js';

const LIMITS: RateLimitConfig = {
  chartsPerMinute: 3,
  writesPerAddressPerMinute: 1000,
  writesPerAccountPerMinute: 4,
  allowList: ['203.0.113.9'],
  redisKeyPrefix: `jyotish-test:${randomBytes(6).toString('hex')}:`,
};

const DELHI_BIRTH = {
  name: 'Asha',
  gender: 'female',
  birthDate: '1990-05-20',
  birthTime: '10:30',
  latitude: 28.6139,
  longitude: 77.209,
};

function kundliFrom(app: App, remoteAddress: string) {
  return app.inject({ method: 'POST', url: '/api/kundli', payload: DELHI_BIRTH, remoteAddress });
}

/** Fires `count` requests at once and sorts their status codes. */
async function statusesOf(requests: Promise<{ statusCode: number }>[]) {
  return (await Promise.all(requests)).map((response) => response.statusCode).sort();
}

const ok = (count: number) => Array<number>(count).fill(200);
const refused = (count: number) => Array<number>(count).fill(429);

async function signUp(app: App, email: string, remoteAddress: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Meera', email, password: 'mango-orchard-2030' },
    remoteAddress,
  });
  return AuthResponseSchema.parse(response.json()).token;
}

function renameFrom(app: App, token: string, remoteAddress: string) {
  return app.inject({
    method: 'PATCH',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
    payload: { name: 'Meera Iyer' },
    remoteAddress,
  });
}

describe('route rate limits', () => {
  it('let exactly N charts a minute through from one address, fired at once, then answer 429 with Retry-After', async () => {
    const app = await buildTestApp({ rateLimits: LIMITS });
    const responses = await Promise.all(
      Array.from({ length: LIMITS.chartsPerMinute + 5 }, () => kundliFrom(app, '198.51.100.1')),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([
      ...ok(LIMITS.chartsPerMinute),
      ...refused(5),
    ]);
    const tooMany = responses.find((response) => response.statusCode === 429);
    expect(ErrorResponseSchema.parse(tooMany?.json())).toEqual({
      message: RATE_LIMITED_MESSAGE,
      code: 'rate_limited',
      reason: 'rate_limited',
    });
    const retryAfter = Number(tooMany?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('let exactly N of 100 charts through when they arrive at once over real HTTP', async () => {
    const app = await buildTestApp({ rateLimits: LIMITS });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const statuses = await statusesOf(
      Array.from({ length: 100 }, () =>
        fetch(`${origin}/api/kundli`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(DELHI_BIRTH),
        }).then((response) => ({ statusCode: response.status })),
      ),
    );
    expect(statuses).toEqual([
      ...ok(LIMITS.chartsPerMinute),
      ...refused(100 - LIMITS.chartsPerMinute),
    ]);
  });

  it('count every chart route in one budget per address and leave other addresses alone', async () => {
    const app = await buildTestApp({ rateLimits: LIMITS });
    const used = await statusesOf(
      Array.from({ length: LIMITS.chartsPerMinute }, () => kundliFrom(app, '198.51.100.2')),
    );
    expect(used).toEqual(ok(LIMITS.chartsPerMinute));
    const panchang = await app.inject({
      method: 'GET',
      url: '/api/panchang/today',
      remoteAddress: '198.51.100.2',
    });
    expect(panchang.statusCode).toBe(429);

    const other = await statusesOf(
      Array.from({ length: LIMITS.chartsPerMinute }, () => kundliFrom(app, '198.51.100.3')),
    );
    expect(other).toEqual(ok(LIMITS.chartsPerMinute));
  });

  it('count the clients behind a TRUST_PROXY proxy by X-Forwarded-For, and ignore the header from anyone else', async () => {
    const app = await buildTestApp({ rateLimits: LIMITS, trustProxy: ['10.0.0.0/8'] });
    const viaProxy = (client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/kundli',
        payload: DELHI_BIRTH,
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': client },
      });
    // Two clients behind the one proxy: a budget each, 100 requests fired at once.
    const first = await statusesOf(Array.from({ length: 100 }, () => viaProxy('198.51.100.20')));
    expect(first).toEqual([
      ...ok(LIMITS.chartsPerMinute),
      ...refused(100 - LIMITS.chartsPerMinute),
    ]);
    const second = await statusesOf(
      Array.from({ length: LIMITS.chartsPerMinute }, () => viaProxy('198.51.100.21')),
    );
    expect(second).toEqual(ok(LIMITS.chartsPerMinute));
    // A client that is no trusted proxy cannot pick a fresh address with the header.
    const forged = await statusesOf(
      ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'].map((claimed) =>
        app.inject({
          method: 'POST',
          url: '/api/kundli',
          payload: DELHI_BIRTH,
          remoteAddress: '198.51.100.22',
          headers: { 'x-forwarded-for': claimed },
        }),
      ),
    );
    expect(forged).toEqual([...ok(LIMITS.chartsPerMinute), ...refused(1)]);
  });

  it('exempt an allow-listed address from the per-address limits', async () => {
    const app = await buildTestApp({ rateLimits: LIMITS });
    const statuses = await statusesOf(
      Array.from({ length: LIMITS.chartsPerMinute + 5 }, () =>
        kundliFrom(app, LIMITS.allowList[0] ?? ''),
      ),
    );
    expect(statuses).toEqual(ok(LIMITS.chartsPerMinute + 5));
  });

  it('hold the per-account write limit for writes fired at once from many addresses, allow-listed ones included', async () => {
    const app = await buildTestApp({ rateLimits: LIMITS });
    const token = await signUp(app, 'meera@example.in', '198.51.100.4');
    const addresses = [
      '203.0.113.9',
      ...Array.from({ length: LIMITS.writesPerAccountPerMinute + 4 }, (_, i) => `192.0.2.${i + 1}`),
    ];
    const statuses = await statusesOf(addresses.map((address) => renameFrom(app, token, address)));
    expect(statuses).toEqual([...ok(LIMITS.writesPerAccountPerMinute), ...refused(5)]);

    const otherToken = await signUp(app, 'ravi@example.in', '198.51.100.5');
    expect((await renameFrom(app, otherToken, '192.0.2.1')).statusCode).toBe(200);
  });

  it('limit writes per address before the body is read, signed in or not', async () => {
    const app = await buildTestApp({ rateLimits: { ...LIMITS, writesPerAddressPerMinute: 2 } });
    const statuses = await statusesOf(
      Array.from({ length: 6 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          remoteAddress: '198.51.100.6',
        }),
      ),
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(2);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.skipIf(!redisUrl)(
    'share one budget between two instances through Redis (TEST_REDIS_URL)',
    async () => {
      const shared = {
        redisUrl,
        rateLimits: {
          ...LIMITS,
          redisKeyPrefix: `jyotish-test:${randomBytes(6).toString('hex')}:`,
        },
      };
      const first = await buildTestApp(shared);
      const second = await buildTestApp(shared);
      const statuses = await statusesOf(
        Array.from({ length: LIMITS.chartsPerMinute + 4 }, (_, i) =>
          kundliFrom(i % 2 === 0 ? first : second, '198.51.100.7'),
        ),
      );
      expect(statuses).toEqual([...ok(LIMITS.chartsPerMinute), ...refused(4)]);
    },
  );
});
