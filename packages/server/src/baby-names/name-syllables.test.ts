import { NAKSHATRA_SYLLABLES } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import { nameSounds, syllableClass } from './name-syllables.js';

describe('syllableClass', () => {
  it.each([
    ['कविता', 'क/a'],
    ['काव्या', 'क/a'],
    ['कीर्ति', 'क/i'],
    ['कृष्ण', 'क/i'],
    ['प्रिया', 'प/i'],
    ['श्वेता', 'श/e'],
    ['चैतन्य', 'च/e'],
    ['आरव', 'A'],
    ['ईशा', 'I'],
    ['ऐश्वर्या', 'E'],
    ['औशिक', 'O'],
    ['ऋषि', 'र/i'],
    ['डिंपल', 'द/i'],
    ['षण्मुख', 'श/a'],
    ['ज़ोया', 'ज/o'],
    ['मंगल', 'म/a'],
  ])('%s begins with %s', (name, expected) => {
    expect(syllableClass(name)).toBe(expected);
  });

  it('gives a name whose first vowel is ृ to both Ri and Ru', () => {
    expect(nameSounds('वृंदा')).toEqual(['व/i', 'व/u']);
    expect(nameSounds('कृष्ण')).toEqual(['क/i', 'क/u']);
    expect(nameSounds('विनय')).toEqual(['व/i']);
  });

  it('reads the pada syllables of the table: Rohini’s four, Hasta’s rare Sha, Na and Tha', () => {
    expect(NAKSHATRA_SYLLABLES.hi[3]?.map(syllableClass)).toEqual(['O', 'व/a', 'व/i', 'व/u']);
    expect(NAKSHATRA_SYLLABLES.hi[12]?.map(syllableClass)).toEqual(['प/u', 'श/a', 'न/a', 'थ/a']);
    expect(NAKSHATRA_SYLLABLES.hi[2]?.map(syllableClass)).toEqual(['A', 'I', 'U', 'E']);
  });
});
