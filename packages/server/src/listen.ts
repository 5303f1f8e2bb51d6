import type { App } from './app.js';
import { collectGarbageNow } from './memory/collect-garbage.js';
import { getGazetteer, isGazetteerLoaded } from './places/gazetteer-instance.js';

/**
 * Loads the places (the gazetteer: a few seconds of the start) and only then opens the port,
 * so a server that accepts connections answers every one of them at once: the log's
 * "listening" and `/api/health` tell a person and a load balancer the same truth. Before,
 * the port opened first and requests, health checks included, waited for the places.
 */
export async function listenWhenReady(
  app: App,
  options: { readonly port: number; readonly host: string },
): Promise<void> {
  await app.ready();
  if (!isGazetteerLoaded()) {
    const started = performance.now();
    const places = getGazetteer().size;
    app.log.info({ places, ms: Math.round(performance.now() - started) }, 'gazetteer loaded');
    collectGarbageNow();
  }
  await app.listen(options);
}
