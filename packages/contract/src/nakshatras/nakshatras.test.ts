import { describe, expect, it } from 'vitest';
import { buildPageHead } from '../pages/metadata/index.js';
import {
  NAKSHATRA_NATURES,
  NAKSHATRA_SLUGS,
  NATURE_OF_NAKSHATRA,
  nakshatraLord,
  nakshatraOfSlug,
} from './nakshatra-facts.js';
import { NAKSHATRA_TEXTS } from './nakshatras.js';

describe('the nakshatras’ facts', () => {
  it('reads slugs both ways: purva-phalguni is the 11th', () => {
    expect(NAKSHATRA_SLUGS).toHaveLength(27);
    expect(nakshatraOfSlug('purva-phalguni')).toBe(11);
    expect(nakshatraOfSlug('Revati')).toBe(27);
    expect(nakshatraOfSlug('pluto')).toBeNull();
  });

  it('gives the Vimshottari lords from Ketu and the seven natures of Muhurta Chintamani', () => {
    expect([1, 4, 9, 10, 27].map(nakshatraLord)).toEqual([
      'ketu',
      'moon',
      'mercury',
      'ketu',
      'mercury',
    ]);
    const counts = Object.fromEntries(
      NAKSHATRA_NATURES.map((nature) => [
        nature,
        NATURE_OF_NAKSHATRA.filter((n) => n === nature).length,
      ]),
    );
    expect(counts).toEqual({
      dhruva: 4,
      chara: 5,
      ugra: 5,
      mishra: 2,
      kshipra: 3,
      mridu: 4,
      tikshna: 4,
    });
    expect(NATURE_OF_NAKSHATRA[3]).toBe('dhruva'); // Rohini, fixed
  });

  it('titles a nakshatra page with its name in the page language', () => {
    const origin = 'https://jyotish.example';
    expect(buildPageHead('/nakshatras/rohini', origin).title).toMatch(/^Rohini Nakshatra/);
    expect(buildPageHead('/hindi/nakshatras/rohini', origin).title).toMatch(/^रोहिणी नक्षत्र/);
    expect(buildPageHead('/nakshatras/pluto', origin).robots).toBe('noindex, nofollow');
  });
});

describe('the nakshatras’ texts', () => {
  it('describe all 27 in every language, in its script, no two alike', () => {
    const scripts = {
      en: /[a-z]/,
      hi: /[\u0900-\u097F]/,
      ta: /[\u0B80-\u0BFF]/,
      te: /[\u0C00-\u0C7F]/,
    };
    for (const [language, texts] of Object.entries(NAKSHATRA_TEXTS)) {
      expect([language, texts.length]).toEqual([language, 27]);
      const script = scripts[language as keyof typeof scripts];
      for (const text of texts) {
        for (const value of Object.values(text)) expect(value).toMatch(script);
      }
      expect(new Set(texts.map((text) => text.character)).size).toBe(27);
    }
  });
});
