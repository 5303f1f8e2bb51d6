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

/** Runs `task` when the browser is idle (soon, where it cannot tell). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 0);
}

/**
 * Starts loading every given screen's code, ignoring failures: a later visit simply loads it
 * again. The first load starts at once, each next one in a task of its own when the browser is
 * idle: starting the 160 screens' loads together (with the preload links of their chunks)
 * blocks a phone's main thread for over a second, while the reader may be tapping.
 */
export function prefetchAll(
  preloads: readonly (() => Promise<unknown>)[],
  schedule: (task: () => void) => void = whenIdle,
): void {
  const queue = [...preloads];
  const startNext = () => {
    const preload = queue.shift();
    if (!preload) return;
    preload().catch(() => undefined);
    schedule(startNext);
  };
  startNext();
}
