import type { Language } from '@jyotish/contract';
import { intlLocale } from './birth-calendar';

/** Degrees within a sign as astrologers print them, minutes truncated: 23.9999 → `23°59′`. */
export function formatDegree(degrees: number): string {
  const totalMinutes = Math.floor(degrees * 60 + 1e-9);
  const minutes = totalMinutes % 60;
  return `${Math.floor(totalMinutes / 60)}°${String(minutes).padStart(2, '0')}′`;
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
