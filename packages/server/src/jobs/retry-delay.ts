/** No retry waits longer than this, however many attempts have failed. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/**
 * How long to wait before the next try of a job whose `attempt` (1 for the first) has just
 * failed: `baseMs` doubled at every attempt, capped at {@link MAX_RETRY_DELAY_MS}, then
 * "equal jitter" (a random half of it added to the other half), so jobs that failed together
 * (an SMTP server down) do not all come back in the same instant. `random` is in [0, 1).
 */
export function retryDelayMs(attempt: number, baseMs: number, random: () => number): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}
