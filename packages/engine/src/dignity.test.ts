import { describe, expect, it } from 'vitest';
import { dignityOf } from './dignity.js';

describe('dignityOf', () => {
  it('knows exaltation, debilitation, moolatrikona and own signs', () => {
    expect(dignityOf('sun', 1, 10)).toBe('exalted');
    expect(dignityOf('sun', 7, 10)).toBe('debilitated');
    expect(dignityOf('sun', 5, 10)).toBe('moolatrikona');
    expect(dignityOf('sun', 5, 25)).toBe('own');
    expect(dignityOf('saturn', 7, 20)).toBe('exalted');
    expect(dignityOf('jupiter', 10, 5)).toBe('debilitated');
  });

  it('splits Taurus for the Moon and Virgo for Mercury as BPHS does', () => {
    expect(dignityOf('moon', 2, 2)).toBe('exalted');
    expect(dignityOf('moon', 2, 10)).toBe('moolatrikona');
    expect(dignityOf('mercury', 6, 10)).toBe('exalted');
    expect(dignityOf('mercury', 6, 17)).toBe('moolatrikona');
    expect(dignityOf('mercury', 6, 25)).toBe('own');
  });

  it('falls back to natural friendship with the sign lord', () => {
    expect(dignityOf('sun', 2, 10)).toBe('enemy'); // Venus's sign
    expect(dignityOf('sun', 4, 10)).toBe('friend'); // the Moon's sign
    expect(dignityOf('mars', 7, 10)).toBe('neutral'); // Venus is neutral to Mars
    expect(dignityOf('rahu', 2, 10)).toBe('exalted');
    expect(dignityOf('ketu', 8, 10)).toBe('exalted');
    expect(dignityOf('rahu', 11, 10)).toBe('own');
  });
});
