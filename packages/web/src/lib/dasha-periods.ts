import type { KundliResponse } from '@jyotish/contract';

export type DashaPeriod = KundliResponse['dasha']['periods'][number];

/** Whether the instant `now` (ms since the epoch) falls in the period: start included, end not. */
export function isRunning(period: DashaPeriod, now: number): boolean {
  return Date.parse(period.start) <= now && now < Date.parse(period.end);
}

/** The running maha, antar and pratyantar dasha at `now`, outermost first (empty outside the tree). */
export function runningPeriods(periods: readonly DashaPeriod[], now: number): DashaPeriod[] {
  const running = periods.find((period) => isRunning(period, now));
  return running ? [running, ...runningPeriods(running.periods, now)] : [];
}

/** Tree paths (`"3"`, `"3.2"`…) of the running periods, down to `depth` levels. */
export function runningPaths(
  periods: readonly DashaPeriod[],
  now: number,
  depth: number,
): string[] {
  const index = periods.findIndex((period) => isRunning(period, now));
  const running = periods[index];
  if (depth <= 0 || !running) return [];
  return [
    String(index),
    ...runningPaths(running.periods, now, depth - 1).map((path) => `${index}.${path}`),
  ];
}
