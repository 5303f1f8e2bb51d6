import { describe, expect, it } from 'vitest';
import { chatTimes, formatClock } from './chat-clock';

describe('chat clocks', () => {
  it('format minutes and seconds, hours from the first hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65_400)).toBe('1:05');
    expect(formatClock(3_725_000)).toBe('1:02:05');
    expect(formatClock(-5_000)).toBe('0:00');
  });

  it('count the free minutes first, then the paid ones', () => {
    const times = {
      startedAt: '2026-03-01T10:00:00Z',
      freeUntil: '2026-03-01T10:05:00Z',
      paidUntil: '2026-03-01T10:25:00Z',
    };
    const at = (iso: string) => chatTimes(Date.parse(iso), times);
    expect(at('2026-03-01T10:02:00Z')).toEqual({
      elapsed: 120_000,
      freeLeft: 180_000,
      paidLeft: 1_200_000,
    });
    expect(at('2026-03-01T10:15:00Z')).toEqual({
      elapsed: 900_000,
      freeLeft: 0,
      paidLeft: 600_000,
    });
    expect(at('2026-03-01T10:30:00Z').paidLeft).toBe(0);
    expect(
      chatTimes(Date.parse('2026-03-01T10:01:00Z'), { ...times, freeUntil: null }).freeLeft,
    ).toBe(0);
  });
});
