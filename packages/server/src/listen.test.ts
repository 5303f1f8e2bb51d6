import type { AddressInfo } from 'node:net';
import { LocationSearchResponseSchema } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper.js';
import { listenWhenReady } from './listen.js';
import { isGazetteerLoaded } from './places/gazetteer-instance.js';

// Regression: the server logged "listening" about 3 s before /api/health answered, as the
// places loaded after the port had opened and every request waited for them.
describe('listenWhenReady', () => {
  it('opens the port only once the places are loaded, and then answers at once', async () => {
    const app = await buildTestApp();
    const loadedWhenListening: boolean[] = [];
    app.addHook('onListen', async () => {
      loadedWhenListening.push(isGazetteerLoaded());
    });
    expect(isGazetteerLoaded()).toBe(false);

    await listenWhenReady(app, { port: 0, host: '127.0.0.1' });

    expect(loadedWhenListening).toEqual([true]);
    const { port } = app.server.address() as AddressInfo;
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const search = await fetch(`http://127.0.0.1:${port}/api/locations/search?query=Chennai`);
    expect(search.status).toBe(200);
    expect(LocationSearchResponseSchema.parse(await search.json()).locations[0]?.name).toBe(
      'Chennai',
    );
  });
});
