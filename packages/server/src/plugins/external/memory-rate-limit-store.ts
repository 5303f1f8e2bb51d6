import type { FastifyRateLimitStore } from '@fastify/rate-limit';

interface Window {
  count: number;
  endsAtMs: number;
}

/** Counters kept before expired ones are swept, then the oldest dropped: bounds the memory. */
const MAX_KEYS = 10_000;

/**
 * Fixed-window counters in this process, for when no Redis is configured. Replaces the
 * plugin's LocalStore, which hands every caller the same mutable counter object: requests
 * arriving in the same tick all read the last count, so with N allowed, fewer than N (often
 * none) got through a burst. Here each call gets the count as of its own increment.
 */
export class MemoryRateLimitStore implements FastifyRateLimitStore {
  readonly #windows = new Map<string, Window>();

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const nowMs = Date.now();
    let window = this.#windows.get(key);
    if (!window || window.endsAtMs <= nowMs) {
      window = { count: 0, endsAtMs: nowMs + timeWindow };
      this.#windows.delete(key);
      this.#makeRoom(nowMs);
      this.#windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.endsAtMs - nowMs });
  }

  child(): FastifyRateLimitStore {
    return new MemoryRateLimitStore();
  }

  #makeRoom(nowMs: number): void {
    if (this.#windows.size < MAX_KEYS) return;
    for (const [key, window] of this.#windows) {
      if (window.endsAtMs <= nowMs) this.#windows.delete(key);
    }
    // Map keeps insertion order, so the first keys are the oldest windows.
    for (const key of this.#windows.keys()) {
      if (this.#windows.size < MAX_KEYS) break;
      this.#windows.delete(key);
    }
  }
}
