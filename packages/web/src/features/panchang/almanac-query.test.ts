import { describe, expect, it } from 'vitest';
import { daysAfter, isRunning } from '@/lib/almanac-time';
import {
  almanacDateFromQuery,
  almanacMonthFromQuery,
  almanacPlaceFromQuery,
  almanacSearch,
  DEFAULT_ALMANAC_PLACE,
  shiftDate,
  shiftMonth,
  todayIn,
  weekFrom,
} from './almanac-query';

// 2026-02-14T20:00:00Z is 15 February 01:30 in India and still 14 February in New York.
const NOW = Date.parse('2026-02-14T20:00:00Z');

describe('almanac links', () => {
  it('reads the place and date a shared link carries', () => {
    const query = new URLSearchParams(
      'date=2026-02-15&place=Pune&lat=18.52&lon=73.86&tz=Asia/Kolkata',
    );
    const place = almanacPlaceFromQuery(query);
    expect(place).toEqual({
      label: 'Pune',
      latitude: 18.52,
      longitude: 73.86,
      timezone: 'Asia/Kolkata',
    });
    expect(almanacDateFromQuery(query, place, NOW)).toBe('2026-02-15');
    expect(almanacSearch(place, { date: '2026-02-15' })).toBe(
      'date=2026-02-15&place=Pune&lat=18.52&lon=73.86&tz=Asia%2FKolkata',
    );
  });

  it('reads New Delhi, today in India, when the link has no place or date', () => {
    const query = new URLSearchParams('');
    const place = almanacPlaceFromQuery(query);
    expect(place).toBe(DEFAULT_ALMANAC_PLACE);
    expect(almanacDateFromQuery(query, place, NOW)).toBe('2026-02-15');
    expect(almanacMonthFromQuery(query, place, NOW)).toBe('2026-02');
    expect(almanacSearch(place, { date: '2026-02-15' })).toBe('date=2026-02-15');
  });

  it('falls back from a broken place, an unknown zone and an impossible date', () => {
    expect(almanacPlaceFromQuery(new URLSearchParams('lat=95&lon=10'))).toBe(DEFAULT_ALMANAC_PLACE);
    expect(almanacPlaceFromQuery(new URLSearchParams('lat=40.71&lon=-74.01&tz=Mars/Base'))).toEqual(
      {
        label: null,
        latitude: 40.71,
        longitude: -74.01,
        timezone: null,
      },
    );
    const place = almanacPlaceFromQuery(
      new URLSearchParams('lat=40.71&lon=-74.01&tz=America/New_York'),
    );
    for (const date of ['2026-02-30', '1799-12-31', '2400-01-01', '15-02-2026']) {
      expect(almanacDateFromQuery(new URLSearchParams({ date }), place, NOW)).toBe('2026-02-14');
    }
    expect(todayIn('America/New_York', NOW)).toBe('2026-02-14');
  });

  it('steps days and months across year ends and stays within 1800–2399', () => {
    expect(shiftDate('2025-12-31', 1)).toBe('2026-01-01');
    expect(shiftDate('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftDate('1800-01-01', -1)).toBe('1800-01-01');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2399-12', 1)).toBe('2399-12');
    expect(weekFrom('2026-02-26')).toEqual([
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
  });
});

describe('almanac times', () => {
  it('marks an element ending after midnight as the next day', () => {
    expect(daysAfter('2025-11-23T02:14:00+05:30', '2025-11-22')).toBe(1);
    expect(daysAfter('2025-11-22T23:59:00+05:30', '2025-11-22')).toBe(0);
  });

  it('finds the running period, its end excluded', () => {
    const rahuKaal = { start: '2025-11-22T09:27:40+05:30', end: '2025-11-22T10:47:31+05:30' };
    expect(isRunning(rahuKaal, Date.parse('2025-11-22T10:00:00+05:30'))).toBe(true);
    expect(isRunning(rahuKaal, Date.parse('2025-11-22T10:47:31+05:30'))).toBe(false);
  });
});
