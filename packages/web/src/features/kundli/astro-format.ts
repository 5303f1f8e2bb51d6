import { LANGUAGE_LOCALE, type Language } from '@jyotish/contract';

/** Degrees within a sign as astrologers print them, minutes truncated: 23.9999 → `23°59′`. */
export function formatDegree(degrees: number): string {
  const totalMinutes = Math.floor(degrees * 60 + 1e-9);
  const minutes = totalMinutes % 60;
  return `${Math.floor(totalMinutes / 60)}°${String(minutes).padStart(2, '0')}′`;
}

/** The BCP 47 locale of a page language, for `Intl` formats (`hi` → `hi-IN`). */
export function intlLocale(language: Language): string {
  return LANGUAGE_LOCALE[language].replace('_', '-');
}

/**
 * A date of the chart, in the birth place's zone and the page's language: an ISO instant with
 * its offset is read as the instant it names, then shown on that zone's calendar.
 */
export function formatChartDate(instant: string, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(new Date(instant));
}

/** The months of the year in the page language, January first. */
export function monthNames(language: Language): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(language), { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) =>
    format.format(new Date(Date.UTC(2000, index, 1))),
  );
}

/** The years the birth-date dropdown offers: this year first, back 120 years. */
export function birthYears(thisYear: number): number[] {
  return Array.from({ length: 121 }, (_, index) => thisYear - index);
}

/** Days in a month (1–12) of a year, by the Gregorian calendar; 31 while either is unknown. */
export function daysInMonth(year: number | null, month: number | null): number {
  if (month === null) return 31;
  return new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
}
