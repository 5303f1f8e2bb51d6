import type { PanchangMonthQuerySchema } from '@jyotish/contract';
import type { z } from 'zod';
import type { PanchangDay } from './panchang-day.js';

export type PanchangMonthRequest = z.output<typeof PanchangMonthQuerySchema>;

const pad = (value: number) => String(value).padStart(2, '0');

/** The civil dates `YYYY-MM-DD` of a Gregorian month (month 1–12). */
export function datesOfMonth(year: number, month: number): string[] {
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length }, (_, index) => `${year}-${pad(month)}-${pad(index + 1)}`);
}

export interface PanchangMonth {
  /** The place as every day was computed: rounded to 0.01°, its zone resolved. */
  readonly place: PanchangDay['place'];
  readonly days: readonly PanchangDay[];
}
