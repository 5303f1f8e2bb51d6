import { describe, expect, it } from 'vitest';
import { BANNER_TEXTS, nextRotationIndex } from './banner-rotation';

describe('banner rotation', () => {
  it('cycles English, Tamil, Hindi, Telugu and back to English', () => {
    const seen: string[] = [];
    let index = 0;
    for (let step = 0; step < 5; step++) {
      seen.push(BANNER_TEXTS[index]?.language ?? '');
      index = nextRotationIndex(index, BANNER_TEXTS.length);
    }
    expect(seen).toEqual(['en', 'ta', 'hi', 'te', 'en']);
  });

  it('stays at zero for an empty ring', () => {
    expect(nextRotationIndex(0, 0)).toBe(0);
  });
});
