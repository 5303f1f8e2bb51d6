import { describe, expect, it } from 'vitest';
import { controlCharacterPaths } from './control-characters.js';

describe('controlCharacterPaths', () => {
  it('finds every string with a control character, in document order, keys not looked at', () => {
    const value = {
      name: 'Asha\u0000',
      note: 'two lines\nand a\ttab',
      places: ['Pune', 'Chennai\u0007', { city: '\u001bDelhi' }],
      'key\u0000': 'fine',
      count: 3,
      none: null,
    };
    expect(controlCharacterPaths(value)).toEqual([['name'], ['places', 1], ['places', 2, 'city']]);
    expect(controlCharacterPaths('\u007f')).toEqual([[]]);
    expect(controlCharacterPaths('plain')).toEqual([]);
  });

  it('walks arrays nested far deeper than the call stack reaches', () => {
    // A request body of 100,000 nested arrays overflowed the recursive walk: a 500.
    let deep: unknown = ['\u0000'];
    for (let level = 0; level < 100_000; level++) deep = [deep];
    const [path] = controlCharacterPaths(deep);
    expect(path).toHaveLength(100_001);
    expect(path?.every((key) => key === 0)).toBe(true);
  });
});
