import { describe, expect, it } from 'vitest';
import { birthYears, daysInMonth, formatChartDate, formatDegree, monthNames } from './astro-format';

describe('formatDegree', () => {
  it('prints degrees and truncated minutes', () => {
    expect(formatDegree(5.2)).toBe('5°12′');
    expect(formatDegree(29.9999)).toBe('29°59′');
    expect(formatDegree(0)).toBe('0°00′');
    expect(formatDegree(12.5)).toBe('12°30′');
  });
});

describe('formatChartDate', () => {
  it('shows the date on the birth place calendar, not the reader’s', () => {
    expect(formatChartDate('2000-01-01T01:00:00+05:30', 'en', 'Asia/Kolkata')).toBe('1 Jan 2000');
    expect(formatChartDate('2000-01-01T01:00:00+05:30', 'en', 'UTC')).toBe('31 Dec 1999');
  });
});

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
