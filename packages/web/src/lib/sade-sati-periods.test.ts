import { describe, expect, it } from 'vitest';
import { isCurrentPeriod } from './sade-sati-periods';

const period = {
  kind: 'sade_sati' as const,
  start: '2023-01-17T18:04:00+05:30',
  end: '2030-06-03T10:00:00+05:30',
};

describe('isCurrentPeriod', () => {
  it('holds from the start up to, not including, the end', () => {
    expect(isCurrentPeriod(period, new Date('2026-11-22T00:00:00Z'))).toBe(true);
    expect(isCurrentPeriod(period, new Date('2023-01-17T12:34:00Z'))).toBe(true);
    expect(isCurrentPeriod(period, new Date('2023-01-17T12:33:59Z'))).toBe(false);
    expect(isCurrentPeriod(period, new Date('2030-06-03T04:30:00Z'))).toBe(false);
  });
});
