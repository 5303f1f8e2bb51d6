import { NAKSHATRA_SYLLABLES } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import { BABY_NAMES } from './baby-names-list.js';
import { nameSounds, syllableClass } from './name-syllables.js';

const SCRIPTS = {
  devanagari: /^[\u0900-\u097F\s]+$/u,
  tamil: /^[\u0B80-\u0BFF\s]+$/u,
  telugu: /^[\u0C00-\u0C7F\s]+$/u,
};

describe('the baby-name list', () => {
  it('holds at least 2,000 names, each once, in Latin, Devanagari, Tamil and Telugu', () => {
    expect(BABY_NAMES.length).toBeGreaterThanOrEqual(2000);
    const latin = BABY_NAMES.map((row) => row[0].toLowerCase());
    expect(latin.filter((name, i) => latin.indexOf(name) !== i)).toEqual([]);
    for (const [name, devanagari, tamil, telugu] of BABY_NAMES) {
      expect([name, SCRIPTS.devanagari.test(devanagari)]).toEqual([name, true]);
      expect([name, SCRIPTS.tamil.test(tamil)]).toEqual([name, true]);
      expect([name, SCRIPTS.telugu.test(telugu)]).toEqual([name, true]);
      expect(name).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/);
    }
  });

  it('gives every meaning in the four languages’ scripts', () => {
    for (const row of BABY_NAMES) {
      expect([row[0], row[6]]).toEqual([row[0], expect.stringMatching(/[a-z]/)]);
      expect([row[0], row[7]]).toEqual([row[0], expect.stringMatching(/[\u0900-\u097F]/)]);
      expect([row[0], row[8]]).toEqual([row[0], expect.stringMatching(/[\u0B80-\u0BFF]/)]);
      expect([row[0], row[9]]).toEqual([row[0], expect.stringMatching(/[\u0C00-\u0C7F]/)]);
    }
  });

  it('has names for every pada but the few syllables no Indian name begins with', () => {
    const sounds = new Map<string, number>();
    for (const row of BABY_NAMES) {
      for (const sound of nameSounds(row[1])) sounds.set(sound, (sounds.get(sound) ?? 0) + 1);
    }
    const empty = NAKSHATRA_SYLLABLES.hi
      .flatMap((padas, n) => padas.map((syllable, p) => [n + 1, p + 1, syllable] as const))
      .filter(([, , syllable]) => !sounds.get(syllableClass(syllable) ?? ''))
      .map(([n, p, syllable]) => `${n}.${p} ${syllable}`);
    expect(empty).toEqual(EMPTY_PADAS);
  });
});

/**
 * Padas whose syllable begins no name in common use (nakshatra.pada and syllable): Jyeshtha's
 * third, Yi. The page says so and the nakshatra's other padas offer their names.
 */
const EMPTY_PADAS: string[] = ['18.3 यी'];
