import type { HoroscopePeriod } from '@jyotish/contract';

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DATE = /^(1[89]|2[0-3])\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Today's date in India, where horoscope days begin. */
export function todayInIndia(now = Date.now()): string {
  return new Date(now + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The page's `?date=` when it is a date the API takes, else today in India. */
export function dateFromQuery(value: string | null): string {
  return value && DATE.test(value) ? value : todayInIndia();
}

/** The same day of the previous or next period: a day, a week, a month or a year away. */
export function shiftDate(date: string, period: HoroscopePeriod, steps: number): string {
  const [year = 2000, month = 1, day = 1] = date.split('-').map(Number);
  const shifted =
    period === 'daily'
      ? Date.UTC(year, month - 1, day + steps)
      : period === 'weekly'
        ? Date.UTC(year, month - 1, day + 7 * steps)
        : period === 'monthly'
          ? Date.UTC(year, month - 1 + steps, 1)
          : Date.UTC(year + steps, 0, 1);
  return new Date(shifted).toISOString().slice(0, 10);
}
