/**
 * The first interactions that end a page's quiet start (SPEC §2: the screens' prefetch starts
 * "after 2 seconds or on first interaction"; the home page's lower part renders then too).
 */
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
