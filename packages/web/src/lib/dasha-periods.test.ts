import { describe, expect, it } from 'vitest';
import { type DashaPeriod, isRunning, runningPaths, runningPeriods } from './dasha-periods';

const period = (
  lord: DashaPeriod['lord'],
  start: string,
  end: string,
  periods: DashaPeriod[] = [],
) => ({
  lord,
  start,
  end,
  periods,
});

const TREE: DashaPeriod[] = [
  period('venus', '1990-05-20T10:30:00+05:30', '2000-01-01T00:00:00+05:30'),
  period('sun', '2000-01-01T00:00:00+05:30', '2006-01-01T00:00:00+05:30', [
    period('sun', '2000-01-01T00:00:00+05:30', '2000-04-19T00:00:00+05:30'),
    period('moon', '2000-04-19T00:00:00+05:30', '2000-10-18T00:00:00+05:30', [
      period('moon', '2000-04-19T00:00:00+05:30', '2000-05-04T00:00:00+05:30'),
      period('mars', '2000-05-04T00:00:00+05:30', '2000-05-15T00:00:00+05:30'),
    ]),
  ]),
];

describe('runningPeriods', () => {
  it('follows the running period down the tree', () => {
    const now = Date.parse('2000-05-10T12:00:00Z');
    expect(runningPeriods(TREE, now).map((p) => p.lord)).toEqual(['sun', 'moon', 'mars']);
  });

  it('counts the start instant in and the end instant out', () => {
    const boundary = Date.parse('2000-01-01T00:00:00+05:30');
    expect(isRunning(TREE[0] as DashaPeriod, boundary)).toBe(false);
    expect(isRunning(TREE[1] as DashaPeriod, boundary)).toBe(true);
  });

  it('is empty before the birth', () => {
    expect(runningPeriods(TREE, Date.parse('1980-01-01T00:00:00Z'))).toEqual([]);
  });
});

describe('runningPaths', () => {
  it('names the running branches down to the depth asked', () => {
    const now = Date.parse('2000-05-10T12:00:00Z');
    expect(runningPaths(TREE, now, 2)).toEqual(['1', '1.1']);
    expect(runningPaths(TREE, now, 3)).toEqual(['1', '1.1', '1.1.1']);
    expect(runningPaths(TREE, Date.parse('1970-01-01T00:00:00Z'), 2)).toEqual([]);
  });
});
