import { describe, expect, it } from 'vitest';
import { TimezoneQuerySchema } from '../places/locations.js';
import { z } from '../zod.js';
import { formatQueryNumber, queryNumber } from './query-number.js';

const latitude = queryNumber({ min: -90, max: 90 });
const page = queryNumber({ min: 1, max: 1000, integer: true });

describe('queryNumber', () => {
  it.each([
    ['28.6139', 28.6139],
    ['-74.006', -74.006],
    ['+12.5', 12.5],
    ['0', 0],
    ['007', 7],
    ['90', 90],
  ])('reads the plain decimal %s as %d', (text, value) => {
    expect(latitude.parse(text)).toBe(value);
  });

  it.each([
    '0x1A',
    '0b1',
    '0o7',
    '',
    ' 12',
    '12 ',
    'Infinity',
    '-Infinity',
    'NaN',
    '1e3',
    '1E1',
    '.5',
    '5.',
    '1_000',
    '１２',
    '12,5',
    'north',
  ])('refuses %j, which Number() would read or which is no plain decimal', (text) => {
    expect(latitude.safeParse(text).success).toBe(false);
  });

  it('keeps the range: 90 is a latitude, 90.5 is not', () => {
    expect(latitude.safeParse('90.5').success).toBe(false);
    expect(latitude.safeParse('-90.0001').success).toBe(false);
  });

  it('reads whole numbers only when asked for an integer', () => {
    expect(page.parse('3')).toBe(3);
    expect(page.safeParse('3.0').success).toBe(false);
    expect(page.safeParse('0').success).toBe(false);
    expect(page.safeParse('0x3').success).toBe(false);
  });

  it('names the field in the error of an object schema: latitude=0x1A, longitude=0b1', () => {
    const result = TimezoneQuerySchema.safeParse({ latitude: '0x1A', longitude: '0b1' });
    expect(result.success).toBe(false);
    const issues = result.error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['latitude', 'must be a plain decimal number'],
      ['longitude', 'must be a plain decimal number'],
    ]);
  });

  it('takes a default only when the parameter is absent', () => {
    const schema = z.object({ page: queryNumber({ min: 1, max: 9, integer: true, default: 1 }) });
    expect(schema.parse({})).toEqual({ page: 1 });
    expect(schema.safeParse({ page: '' }).success).toBe(false);
  });
});

describe('formatQueryNumber', () => {
  it.each([
    [28.6139, '28.6139'],
    [-74.006, '-74.006'],
    [0, '0'],
    [1e-7, '0.0000001'],
    [-1.5e-7, '-0.00000015'],
  ])('writes %d as %s, which queryNumber reads back', (value, text) => {
    expect(formatQueryNumber(value)).toBe(text);
    expect(latitude.parse(text)).toBe(value);
  });
});
