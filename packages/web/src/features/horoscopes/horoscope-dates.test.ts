import { describe, expect, it } from 'vitest';
import { dateFromQuery, shiftDate, todayInIndia } from './horoscope-dates';

describe('horoscope dates', () => {
  it("begin at India's midnight", () => {
    expect(todayInIndia(Date.parse('2026-03-09T18:29:00Z'))).toBe('2026-03-09');
    expect(todayInIndia(Date.parse('2026-03-09T18:30:00Z'))).toBe('2026-03-10');
  });

  it('step by the period, across month and year ends', () => {
    expect(shiftDate('2026-03-01', 'daily', -1)).toBe('2026-02-28');
    expect(shiftDate('2026-12-28', 'weekly', 1)).toBe('2027-01-04');
    expect(shiftDate('2026-01-31', 'monthly', 1)).toBe('2026-02-01');
    expect(shiftDate('2026-06-15', 'yearly', -1)).toBe('2025-01-01');
  });

  it('ignore a query date the API would refuse', () => {
    expect(dateFromQuery('2026-03-10')).toBe('2026-03-10');
    expect(dateFromQuery('2400-01-01')).toBe(todayInIndia());
    expect(dateFromQuery('yesterday')).toBe(todayInIndia());
  });
});
