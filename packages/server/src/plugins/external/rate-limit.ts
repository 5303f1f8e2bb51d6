import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Registers the rate limiter without limiting anything by default: the routes that need it
 * (sign-in, free questions…) opt in with `config: { rateLimit: { max, timeWindow } }`, so
 * static files and page loads are never throttled.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limit' },
);
