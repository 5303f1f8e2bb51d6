import { readFileSync } from 'node:fs';
import { HealthResponseSchema } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, createTestDatabase } from '../../../../test/helper.js';

const rootVersion = z
  .object({ version: z.string() })
  .parse(
    JSON.parse(readFileSync(new URL('../../../../../../package.json', import.meta.url), 'utf8')),
  ).version;

describe('GET /api/health', () => {
  it('reports ok, the root package.json version and a reachable database', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      status: 'ok',
      version: rootVersion,
      database: 'up',
      paymentGateway: 'sandbox',
      // The test apps compute inline (ENGINE_THREADS=0) with the default queue and cache sizes.
      engine: { threads: 0, busyThreads: 0, queued: 0, queueLimit: 100, utilization: 0 },
      caches: {
        panchangDay: { entries: 0, capacity: 1000, hits: 0, misses: 0, hitRate: 0 },
      },
    });
    expect(rootVersion).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers 503 degraded when the database does not answer', async () => {
    // Destroyed by the test itself, so there is no ledger to check after it.
    const { db } = await createTestDatabase({ checkLedgerAfter: false });
    const app = await buildTestApp({}, { database: db });
    await app.ready();
    await db.destroy();

    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(503);
    expect(HealthResponseSchema.parse(response.json())).toMatchObject({
      status: 'degraded',
      version: rootVersion,
      database: 'down',
    });
  });
});
