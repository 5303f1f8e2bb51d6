import type { Language, Period } from '@jyotish/contract';
import { intlLocale } from '@/lib/birth-calendar';

/**
 * The clock time of an API instant at the place, in the page language (`6:49 am`, `सुबह 6:49`…).
 * The instants carry the place's offset, and the zone makes the formatter agree with it.
 */
export function clockFormatter(language: Language, timeZone: string): (instant: string) => string {
  const format = new Intl.DateTimeFormat(intlLocale(language), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
  return (instant) => format.format(new Date(instant));
}

/** The long form of a civil date `YYYY-MM-DD` in the page language, with its weekday. */
export function formatLongDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The name of a month `YYYY-MM` with its year, in the page language. */
export function formatMonth(month: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * How many civil days after `date` an instant falls at the place: 1 for an element ending
 * after midnight, which almanacs mark "next day". The instant's own date is the local one,
 * since it is written with the place's offset.
 */
export function daysAfter(instant: string, date: string): number {
  return Math.round((Date.parse(instant.slice(0, 10)) - Date.parse(date)) / 86_400_000);
}

/** Whether `nowMs` falls within a period (start included, end excluded). */
export function isRunning(period: Period, nowMs: number): boolean {
  return Date.parse(period.start) <= nowMs && nowMs < Date.parse(period.end);
}
