import type { HoroscopePeriod } from '@jyotish/contract';

/** Horoscope periods are reckoned in India's civil time (UTC+05:30, no daylight saving). */
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

export interface PeriodWindow {
  /** The period's first civil day, `YYYY-MM-DD`: the cache key with the period. */
  readonly start: string;
  readonly fromMs: number;
  readonly toMs: number;
}

const isoDay = (utcMidnightMs: number) => new Date(utcMidnightMs).toISOString().slice(0, 10);

/**
 * The period containing `date` (`YYYY-MM-DD`): that day; the week from Monday; the calendar
 * month; the calendar year; as UTC milliseconds of India's midnights.
 */
export function periodWindow(period: HoroscopePeriod, date: string): PeriodWindow {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  let start: number;
  let end: number;
  if (period === 'daily') {
    start = Date.UTC(year, month - 1, day);
    end = Date.UTC(year, month - 1, day + 1);
  } else if (period === 'weekly') {
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    const sinceMonday = (weekday + 6) % 7;
    start = Date.UTC(year, month - 1, day - sinceMonday);
    end = Date.UTC(year, month - 1, day - sinceMonday + 7);
  } else if (period === 'monthly') {
    start = Date.UTC(year, month - 1, 1);
    end = Date.UTC(year, month, 1);
  } else {
    start = Date.UTC(year, 0, 1);
    end = Date.UTC(year + 1, 0, 1);
  }
  return { start: isoDay(start), fromMs: start - INDIA_OFFSET_MS, toMs: end - INDIA_OFFSET_MS };
}

/** An instant as ISO 8601 in India's offset: `2026-03-01T00:00:00+05:30`. */
export function indiaInstant(ms: number): string {
  return `${new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}

/** Today's date in India. */
export function todayInIndia(now: Date): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}
