import { LANGUAGE_LOCALE, type Language } from '@jyotish/contract';

/** The BCP 47 locale of a page language, for `Intl` formats (`hi` → `hi-IN`). */
export function intlLocale(language: Language): string {
  return LANGUAGE_LOCALE[language].replace('_', '-');
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

/** A birth date as the day, month and year dropdowns hold it; each null until chosen. */
export interface BirthDateParts {
  readonly day: number | null;
  readonly month: number | null;
  readonly year: number | null;
}

/** A birth time as the hour and minute dropdowns hold it; each null until chosen. */
export interface BirthTimeParts {
  readonly hour: number | null;
  readonly minute: number | null;
}

const pad = (number: number) => String(number).padStart(2, '0');

/** The dropdowns' values of a `YYYY-MM-DD` date; all null for anything else. */
export function birthDatePartsOf(date: string): BirthDateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return { day: null, month: null, year: null };
  return { day: Number(match[3]), month: Number(match[2]), year: Number(match[1]) };
}

/** The dropdowns' values of an `HH:MM` time (0–23, 0–59); both null for anything else. */
export function birthTimePartsOf(time: string): BirthTimeParts {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) return { hour: null, minute: null };
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/**
 * `YYYY-MM-DD`, or empty while a part is missing. A day the month lacks (30 February) is kept,
 * so the form can say the date is not a calendar date instead of asking for one.
 */
export function isoDateOf({ day, month, year }: BirthDateParts): string {
  if (day === null || month === null || year === null) return '';
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** `HH:MM`, or empty while a part is missing. */
export function isoTimeOf({ hour, minute }: BirthTimeParts): string {
  return hour === null || minute === null ? '' : `${pad(hour)}:${pad(minute)}`;
}

/**
 * The month a birth date falls in and its length, for the message of a day the month lacks:
 * `{month: 'February 2023', days: 28}`; without a year, February has 29 days (without a
 * month, the name is empty).
 */
export function monthLengthOf(
  { month, year }: BirthDateParts,
  language: Language,
): { month: string; days: number } {
  const name = month === null ? '' : (monthNames(language)[month - 1] ?? '');
  return { month: year === null ? name : `${name} ${year}`, days: daysInMonth(year, month) };
}
