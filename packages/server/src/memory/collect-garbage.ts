import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Runs a full garbage collection now. Used once, after the start's one-off loading: building
 * the gazetteer leaves about 140 MB of garbage that V8 would otherwise only collect after some
 * 30 s of idleness (never, on a server kept busy from its first second), so the process would
 * hold it through its busiest time. Exposing `gc` through a flag set at run time keeps the
 * start command a plain `node server.js`.
 */
export function collectGarbageNow(): void {
  setFlagsFromString('--expose-gc');
  const gc: unknown = runInNewContext('gc');
  if (typeof gc === 'function') gc();
}
