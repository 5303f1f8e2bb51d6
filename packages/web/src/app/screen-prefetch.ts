/** The first interactions that start prefetching (SPEC §2: "after 2 seconds or on first interaction"). */
export const PREFETCH_TRIGGER_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * Calls `run` once: after `delayMs`, or at the first trigger event on `target`, whichever
 * comes first. Returns a function that cancels whatever has not happened yet.
 */
export function scheduleOnIdleOrInteraction(
  target: EventTarget,
  delayMs: number,
  run: () => void,
): () => void {
  let done = false;
  const cancel = () => {
    clearTimeout(timer);
    for (const type of PREFETCH_TRIGGER_EVENTS) target.removeEventListener(type, fire);
  };
  const fire = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };
  const timer = setTimeout(fire, delayMs);
  for (const type of PREFETCH_TRIGGER_EVENTS) {
    target.addEventListener(type, fire, { passive: true, once: true });
  }
  return cancel;
}

/** Loads every given screen's code, ignoring failures: a later visit simply loads it again. */
export function prefetchAll(preloads: readonly (() => Promise<unknown>)[]): void {
  for (const preload of preloads) {
    preload().catch(() => undefined);
  }
}
