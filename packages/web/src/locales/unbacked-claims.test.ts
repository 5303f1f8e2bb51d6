import { LANGUAGES, METADATA } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import { resources as en } from './en';
import { resources as hi } from './hi';
import { resources as ta } from './ta';
import { resources as te } from './te';
import { findUnbackedClaims } from './unbacked-claims';

const RESOURCES = { en, hi, ta, te };

/** Every string in a nested object, with its dotted path. */
function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    texts(child, path ? `${path}.${key}` : key),
  );
}

describe.each(LANGUAGES)('texts in %s', (language) => {
  it('claim no rating, user count, astrologer count, 24/7, price or free minutes of the original product', () => {
    const found = texts(RESOURCES[language])
      .map(([path, text]) => [path, findUnbackedClaims(text)] as const)
      .filter(([, claims]) => claims.length > 0);
    expect(found).toEqual([]);
  });

  it('keep such claims out of every page title, description and keyword', () => {
    const found = texts(METADATA[language])
      .map(([path, text]) => [path, findUnbackedClaims(text)] as const)
      .filter(([, claims]) => claims.length > 0);
    expect(found).toEqual([]);
  });
});

// Regression: the sign-up card offered "free kundli, panchang and horoscopes" while neither
// panchang nor horoscopes existed. Its words for them, in each language:
const PENDING_WORDS = {
  en: /panchang|horoscope/i,
  hi: /पंचांग|राशिफल/,
  ta: /பஞ்சாங்க|ராசிபலன்/,
  te: /పంచాంగ|రాశిఫల/,
} as const;

describe.each(LANGUAGES)('the sign-up card in %s', (language) => {
  it('offers only tools that work: no panchang or horoscopes yet', () => {
    expect(RESOURCES[language].auth.signup.intro).not.toMatch(PENDING_WORDS[language]);
  });
});

describe('findUnbackedClaims', () => {
  it('recognises the figures the home page and the footer used to show', () => {
    for (const claim of ['4.8/5', '50K+', '50 हज़ार+', '50 ஆயிரம்+', '50 వేలు+', '100+', '24/7']) {
      expect(findUnbackedClaims(`Rated ${claim} by users`), claim).not.toEqual([]);
    }
    expect(findUnbackedClaims('100+ astrologers are available around the clock')).toHaveLength(2);
    expect(findUnbackedClaims('Premium reports from ₹499, first 5 minutes free')).toHaveLength(2);
    expect(findUnbackedClaims('Life Report – 82-Section report')).toHaveLength(1);
    expect(findUnbackedClaims('82 खंडों की जीवन रिपोर्ट')).toHaveLength(1);
  });

  it('leaves true figures alone', () => {
    expect(findUnbackedClaims('12 signs, 27 nakshatras, 36 gunas, 4 languages, 2025')).toEqual([]);
    expect(findUnbackedClaims('Varanasi, 25.3176, 82.9739')).toEqual([]);
  });
});
