import type { SadeSatiResponse } from '@jyotish/contract';

/** Whether a period contains the instant `now` (start inclusive, end exclusive). */
export function isCurrentPeriod(period: SadeSatiResponse['periods'][number], now: Date): boolean {
  return new Date(period.start) <= now && now < new Date(period.end);
}
