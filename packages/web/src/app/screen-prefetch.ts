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
