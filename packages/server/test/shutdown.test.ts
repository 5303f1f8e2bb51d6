import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.js';

describe('graceful shutdown', () => {
  it('finishes a request in flight, then refuses new connections', async () => {
    const app = await buildTestApp();
    let arrived: () => void = () => {};
    const requestArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    app.get('/api/test/slow', async () => {
      arrived();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { finished: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${address}/api/test/slow`);
    await requestArrived;
    const closeStarted = Date.now();
    const closing = app.close();
    const response = await inFlight;

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;
    // Not held up by the client's keep-alive connection (Fastify's timeout for it is 72 s).
    expect(Date.now() - closeStarted).toBeLessThan(5000);
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  });
});
