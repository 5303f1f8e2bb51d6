import type { AddressInfo } from 'node:net';
import {
  ErrorResponseSchema,
  HealthResponseSchema,
  PanchangResponseSchema,
  SadeSatiResponseSchema,
} from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../test/built-server.js';
import { buildTestApp, createTestConfig } from '../../test/helper.js';
import type { App } from '../app.js';
import { ENGINE_BUSY_RETRY_AFTER_SECONDS } from './engine-pool.js';

// Worker threads run the built worker: build it from the current sources first.
beforeAll(buildServer, 180_000);

const SLOW_WORKER_URL = new URL('../../test/slow-engine-worker.mjs', import.meta.url);
const { SLOW_TASK_MS } = (await import(SLOW_WORKER_URL.href)) as { SLOW_TASK_MS: number };

const sadeSatiBody = {
  birth: { birthDate: '1990-05-20', birthTime: '10:30', latitude: 28.6139, longitude: 77.209 },
};

async function poolApp(
  threads: number,
  queueLimit: number,
  engineWorkerUrl?: URL,
): Promise<{ app: App; baseUrl: string }> {
  const { charts } = await createTestConfig();
  const app = await buildTestApp(
    { charts: { ...charts, engineThreads: threads, engineQueueLimit: queueLimit } },
    engineWorkerUrl === undefined ? {} : { engineWorkerUrl },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, baseUrl: `http://127.0.0.1:${port}` };
}

function postSadeSati(baseUrl: string) {
  return fetch(`${baseUrl}/api/sade-sati`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(sadeSatiBody),
  });
}

async function health(baseUrl: string) {
  const start = performance.now();
  const response = await fetch(`${baseUrl}/api/health`);
  const body = HealthResponseSchema.parse(await response.json());
  return { ms: performance.now() - start, status: response.status, body };
}

describe('the engine pool', () => {
  it('computes sade sati and panchang on a worker thread exactly as inline', async () => {
    const pooled = await poolApp(1, 4);
    const inline = await poolApp(0, 4);
    const [onThread, onLoop] = await Promise.all(
      [pooled, inline].map(async ({ baseUrl }) => {
        const response = await postSadeSati(baseUrl);
        expect(response.status).toBe(200);
        return SadeSatiResponseSchema.parse(await response.json());
      }),
    );
    expect(onThread).toEqual(onLoop);
    // The sade sati Saturn began by entering Aquarius on 29 April 2022 (see the route's test).
    expect(onThread?.periods[3]?.kind).toBe('sade_sati');
    expect(onThread?.periods[3]?.start.slice(0, 10)).toBe('2022-04-29');

    const day = '/api/panchang?date=2025-11-22&latitude=28.6139&longitude=77.209';
    const [dayOnThread, dayOnLoop] = await Promise.all(
      [pooled, inline].map(async ({ baseUrl }) => {
        const response = await fetch(`${baseUrl}${day}`);
        expect(response.status).toBe(200);
        return PanchangResponseSchema.parse(await response.json());
      }),
    );
    expect(dayOnThread).toEqual(dayOnLoop);
    expect(dayOnThread?.data.tithi).toMatchObject({ number: 2, paksha: 'shukla' });

    const { body } = await health(pooled.baseUrl);
    expect(body.engine).toMatchObject({ threads: 1, busyThreads: 0, queued: 0, queueLimit: 4 });
    expect(body.engine.utilization).toBeGreaterThan(0);
  });

  it('keeps /api/health answering while a long calculation runs', async () => {
    const { baseUrl } = await poolApp(1, 4, SLOW_WORKER_URL);
    await health(baseUrl); // a first connection, so the figure below is the server's alone
    const started = performance.now();
    let finishedAt = Number.POSITIVE_INFINITY;
    const calculation = postSadeSati(baseUrl).then((response) => {
      finishedAt = performance.now();
      return response.status;
    });
    await new Promise((resolve) => setTimeout(resolve, SLOW_TASK_MS / 4));

    const during = await health(baseUrl);

    // Inline, the calculation would hold the event loop for a whole SLOW_TASK_MS.
    expect(during.ms).toBeLessThan(200);
    expect(performance.now()).toBeLessThan(finishedAt);
    expect(during.body.engine).toMatchObject({ threads: 1, busyThreads: 1, queued: 0 });
    expect(await calculation).toBe(200);
    expect(finishedAt - started).toBeGreaterThanOrEqual(SLOW_TASK_MS);
    // One thread busy for SLOW_TASK_MS of the few seconds the pool has lived.
    const { engine } = (await health(baseUrl)).body;
    expect(engine.utilization).toBeGreaterThan(0.1);
    expect(engine.utilization).toBeLessThanOrEqual(1);
  });

  it('answers 503 with Retry-After beyond its threads and queue, and serves the rest', async () => {
    const threads = 1;
    const queueLimit = 2;
    const { baseUrl } = await poolApp(threads, queueLimit, SLOW_WORKER_URL);
    const requests = 8;
    const pending = Array.from({ length: requests }, () => postSadeSati(baseUrl));
    await new Promise((resolve) => setTimeout(resolve, SLOW_TASK_MS / 2));
    const during = await health(baseUrl);
    const responses = await Promise.all(pending);

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(threads + queueLimit);
    expect(statuses.filter((status) => status === 503)).toHaveLength(
      requests - threads - queueLimit,
    );
    const refused = responses.filter((response) => response.status === 503);
    for (const response of refused) {
      expect(response.headers.get('retry-after')).toBe(String(ENGINE_BUSY_RETRY_AFTER_SECONDS));
      expect(ErrorResponseSchema.parse(await response.json())).toMatchObject({
        code: 'service_unavailable',
        reason: 'unavailable',
      });
    }
    expect(during.status).toBe(200);
    expect(during.body.engine).toMatchObject({ threads: 1, busyThreads: 1, queued: 2 });
  });
});
