import { describe, expect, it } from 'vitest';
import { formatChartDate, formatDegree } from './astro-format';

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
