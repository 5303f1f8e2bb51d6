import { describe, expect, it } from 'vitest';
import {
  birthDatePartsOf,
  birthTimePartsOf,
  birthYears,
  daysInMonth,
  isoDateOf,
  isoTimeOf,
  monthLengthOf,
  monthNames,
} from './birth-calendar';

describe('birth-date dropdowns', () => {
  it('offers this year back 120 years', () => {
    const years = birthYears(2026);
    expect(years).toHaveLength(121);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1906);
  });

  it('knows February of leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(null, null)).toBe(31);
  });

  it('names the months in the page language', () => {
    expect(monthNames('en')[0]).toBe('January');
    expect(monthNames('hi')[3]).toBe('अप्रैल');
  });
});

describe('birth date and time parts', () => {
  it('reads and writes the query forms of date and time', () => {
    expect(birthDatePartsOf('1990-05-20')).toEqual({ day: 20, month: 5, year: 1990 });
    expect(birthTimePartsOf('09:05')).toEqual({ hour: 9, minute: 5 });
    expect(isoDateOf(birthDatePartsOf('1990-05-20'))).toBe('1990-05-20');
    expect(isoTimeOf(birthTimePartsOf('09:05'))).toBe('09:05');
  });

  it('reads a malformed date or time as nothing chosen', () => {
    expect(birthDatePartsOf('15/04/1990')).toEqual({ day: null, month: null, year: null });
    expect(birthTimePartsOf('25:00')).toEqual({ hour: null, minute: null });
  });

  it('is empty while a part is missing', () => {
    expect(isoDateOf(birthDatePartsOf(''))).toBe('');
    expect(isoDateOf({ ...birthDatePartsOf('2023-02-01'), year: null })).toBe('');
    expect(isoTimeOf({ ...birthTimePartsOf('10:30'), minute: null })).toBe('');
  });

  // Regression: 30 February became an empty date, and the form said 'Birth date is required'.
  it('keeps a day the month lacks, for the form to call it no calendar date', () => {
    expect(isoDateOf({ ...birthDatePartsOf('2023-02-01'), day: 29 })).toBe('2023-02-29');
    expect(isoDateOf({ ...birthDatePartsOf('2024-02-01'), day: 30 })).toBe('2024-02-30');
    expect(isoDateOf({ ...birthDatePartsOf('2024-02-01'), day: 29 })).toBe('2024-02-29');
  });
});

describe('monthLengthOf', () => {
  it('names the month, with its year, and counts its days', () => {
    expect(monthLengthOf(birthDatePartsOf('2023-02-30'), 'en')).toEqual({
      month: 'February 2023',
      days: 28,
    });
    expect(monthLengthOf({ ...birthDatePartsOf('2023-04-31'), year: null }, 'hi')).toEqual({
      month: 'अप्रैल',
      days: 30,
    });
  });
});
