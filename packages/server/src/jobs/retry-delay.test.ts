import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from './retry-delay.js';

describe('retryDelayMs', () => {
  it('doubles the base at each attempt, between half and all of it by the jitter', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 30_000, () => 0))).toEqual([
      15_000, 30_000, 60_000, 120_000,
    ]);
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 30_000, () => 0.5))).toEqual([
      22_500, 45_000, 90_000, 180_000,
    ]);
  });

  it('never waits more than an hour', () => {
    expect(retryDelayMs(30, 30_000, () => 0.999_999)).toBeLessThanOrEqual(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(30, 30_000, () => 0)).toBe(MAX_RETRY_DELAY_MS / 2);
  });
});
