import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { type ErrorResponse, RATE_LIMITED_MESSAGE } from '@jyotish/contract';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RateLimitConfig } from '../../config.js';
import { MemoryRateLimitStore } from './memory-rate-limit-store.js';

/**
 * What a route costs: `chart` for CPU-heavy computations, `write` for a change of stored
 * state, `beacon` for the page views a browser reports as its visitor moves around (their own
 * budget, so fast browsing never uses up the budget of a real write). A chart route opts in
 * with one line, `config: { routeLimit: 'chart' }`; every route whose method is not GET, HEAD
 * or OPTIONS is a `write` unless it says otherwise, so no new write can forget its limit.
 */
export type RouteLimitKind = 'chart' | 'write' | 'beacon';

/** Page views one address may report a minute: two a second, more than anyone reads. */
export const BEACONS_PER_ADDRESS_PER_MINUTE = 120;

declare module 'fastify' {
  interface FastifyContextConfig {
    routeLimit?: RouteLimitKind;
  }
}

const ONE_MINUTE_MS = 60_000;

type Limiter = (
  request: FastifyRequest,
) => Promise<{ isAllowed: true } | { isAllowed: false; isExceeded: boolean; ttlInSeconds: number }>;

function refuse(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(429)
    .header('retry-after', String(Math.max(1, retryAfterSeconds)))
    .send({
      message: RATE_LIMITED_MESSAGE,
      code: 'rate_limited',
      reason: 'rate_limited',
    } satisfies ErrorResponse);
}

const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Registers `@fastify/rate-limit` (nothing limited by default, so static files and page loads
 * are never throttled) and applies the route budgets of {@link RateLimitConfig}: every route
 * of one kind shares one budget per address, so a script cannot spread its requests over
 * several chart routes. Per-address limits run in `onRequest`, before the body is parsed;
 * the per-account write limit runs in `preHandler`, after the route's guard has set
 * `request.account`. The counters live in Redis when `REDIS_URL` is set, so several instances
 * share one budget, else in this process.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const limits = app.config.rateLimits;
    // While Redis is away a count fails at once rather than waiting in ioredis' offline queue
    // for a reconnection (requests stalled 10-37 s each when Redis was killed under two
    // instances: test/redis-down.test.ts), and one that gets no answer gives up after half a
    // second; either way the request passes (skipOnError below).
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, {
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        })
      : undefined;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'rate limit store unreachable'));
      app.addHook('onClose', async () => {
        // `quit` needs a connection (there is no offline queue): with Redis away, shutting down
        // just drops the socket instead of failing the server's close.
        if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
        else redis.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: false,
      // A Redis outage lets requests through unlimited rather than failing the whole site.
      skipOnError: true,
      ...(redis ? { redis, nameSpace: limits.redisKeyPrefix } : { store: MemoryRateLimitStore }),
    });

    const allowList = new Set(limits.allowList);
    const limiter = (name: string, max: number, key: (request: FastifyRequest) => string) =>
      app.createRateLimit({
        max,
        timeWindow: ONE_MINUTE_MS,
        keyGenerator: (request) => `${name}:${key(request)}`,
      }) as Limiter;
    const byAddress = (request: FastifyRequest) => normalizeIP(request.ip);
    const chartsByAddress = limiter('charts', limits.chartsPerMinute, byAddress);
    const writesByAddress = limiter('writes', limits.writesPerAddressPerMinute, byAddress);
    const beaconsByAddress = limiter('beacons', BEACONS_PER_ADDRESS_PER_MINUTE, byAddress);
    const writesByAccount = limiter(
      'account-writes',
      limits.writesPerAccountPerMinute,
      (request) => request.account?.user.id ?? '',
    );

    const apply = async (limit: Limiter, request: FastifyRequest, reply: FastifyReply) => {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) return refuse(reply, result.ttlInSeconds);
    };
    const perAddress =
      (limit: Limiter): onRequestAsyncHookHandler =>
      async (request, reply) => {
        if (allowList.has(byAddress(request))) return;
        return apply(limit, request, reply);
      };
    const limitChartsByAddress = perAddress(chartsByAddress);
    const limitWritesByAddress = perAddress(writesByAddress);
    const limitBeaconsByAddress = perAddress(beaconsByAddress);
    // Applies to allow-listed addresses too: the allow list exempts a host, not an account.
    const limitWritesByAccount = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.account) return apply(writesByAccount, request, reply);
    };

    app.addHook('onRoute', (route) => {
      const kind = route.config?.routeLimit ?? (changesState(route.method) ? 'write' : undefined);
      if (kind === undefined) return;
      if (kind === 'chart') {
        route.onRequest = [...asArray(route.onRequest), limitChartsByAddress];
      } else if (kind === 'beacon') {
        route.onRequest = [...asArray(route.onRequest), limitBeaconsByAddress];
      } else {
        route.onRequest = [...asArray(route.onRequest), limitWritesByAddress];
        route.preHandler = [...asArray(route.preHandler), limitWritesByAccount];
      }
    });
  },
  { name: 'rate-limit' },
);

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function changesState(method: string | string[]): boolean {
  return asArray(method).some((name) => !READ_METHODS.has(name.toUpperCase()));
}

function asArray<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
