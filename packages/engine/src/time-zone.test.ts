import { describe, expect, it } from 'vitest';
import {
  formatInstant,
  instantFormatter,
  isKnownTimeZone,
  localDateOf,
  localTimeToUtc,
  utcOffsetMinutes,
} from './time-zone.js';

const at = (year: number, month: number, day: number, hour: number, minute = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
  second: 0,
});

describe('localTimeToUtc', () => {
  it('applies India war time (+06:30) from 1 September 1942 to 15 October 1945', () => {
    const kolkata = 'Asia/Kolkata';
    expect(localTimeToUtc(at(1942, 7, 1, 12), kolkata).utcOffsetMinutes).toBe(330);
    expect(localTimeToUtc(at(1942, 9, 2, 12), kolkata).utcOffsetMinutes).toBe(390);
    const wartime = localTimeToUtc(at(1943, 6, 1, 12), kolkata);
    expect(wartime).toMatchObject({ status: 'ok', utcOffsetMinutes: 390, timeZone: kolkata });
    expect(new Date(wartime.utcMs).toISOString()).toBe('1943-06-01T05:30:00.000Z');
    expect(localTimeToUtc(at(1945, 10, 14, 12), kolkata).utcOffsetMinutes).toBe(390);
    expect(localTimeToUtc(at(1945, 10, 16, 12), kolkata).utcOffsetMinutes).toBe(330);
  });

  it('uses Nepal’s +05:45 (since 1986) and its earlier +05:30', () => {
    const birth = localTimeToUtc(at(2020, 1, 1, 12), 'Asia/Kathmandu');
    expect(birth.utcOffsetMinutes).toBe(345);
    expect(new Date(birth.utcMs).toISOString()).toBe('2020-01-01T06:15:00.000Z');
    expect(localTimeToUtc(at(1980, 1, 1, 12), 'Asia/Kathmandu').utcOffsetMinutes).toBe(330);
  });

  it('reports the US spring-forward gap instead of guessing', () => {
    const gap = localTimeToUtc(at(2024, 3, 10, 2, 30), 'America/New_York');
    expect(gap.status).toBe('gap');
    expect(gap.utcOffsetMinutes).toBe(-300);
    expect(new Date(gap.utcMs).toISOString()).toBe('2024-03-10T07:30:00.000Z');
    expect(gap.alternatives).toEqual([
      { utcMs: Date.parse('2024-03-10T06:30:00Z'), utcOffsetMinutes: -240 },
    ]);
  });

  it('reports the US fall-back overlap with both readings, earlier first', () => {
    const twice = localTimeToUtc(at(2024, 11, 3, 1, 30), 'America/New_York');
    expect(twice.status).toBe('ambiguous');
    expect(new Date(twice.utcMs).toISOString()).toBe('2024-11-03T05:30:00.000Z');
    expect(twice.utcOffsetMinutes).toBe(-240);
    expect(twice.alternatives).toEqual([
      { utcMs: Date.parse('2024-11-03T06:30:00Z'), utcOffsetMinutes: -300 },
    ]);
    expect(localTimeToUtc(at(2024, 11, 3, 3, 30), 'America/New_York').status).toBe('ok');
  });
});

describe('offsets and formatting', () => {
  it('formats instants with the place’s offset of that date', () => {
    expect(formatInstant(Date.parse('2024-01-15T01:44:59.6Z'), 'Asia/Kolkata')).toBe(
      '2024-01-15T07:15:00+05:30',
    );
    expect(formatInstant(Date.parse('2024-07-01T12:00:00Z'), 'America/New_York')).toBe(
      '2024-07-01T08:00:00-04:00',
    );
    expect(formatInstant(Date.parse('1943-06-01T05:30:00Z'), 'Asia/Kolkata')).toBe(
      '1943-06-01T12:00:00+06:30',
    );
  });

  it('formats many instants alike, across a daylight-saving change', () => {
    const format = instantFormatter('America/New_York');
    const start = Date.parse('2024-03-09T00:00:00Z');
    for (let minute = 0; minute < 3 * 24 * 60; minute += 7) {
      const instant = start + minute * 60_000 + 123;
      expect(format(instant)).toBe(formatInstant(instant, 'America/New_York'));
    }
  });

  it('knows that Kolkata kept Madras time (+05:21:10) in 1900, before IST', () => {
    expect(utcOffsetMinutes(Date.parse('1900-01-01T00:00:00Z'), 'Asia/Kolkata')).toBeCloseTo(
      321.17,
      1,
    );
  });

  it('tells known zones from unknown ones and finds local dates', () => {
    expect(isKnownTimeZone('Asia/Kolkata')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(localDateOf(Date.parse('2024-01-14T19:00:00Z'), 'Asia/Kolkata')).toEqual({
      year: 2024,
      month: 1,
      day: 15,
    });
  });
});
