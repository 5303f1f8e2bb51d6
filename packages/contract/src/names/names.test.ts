import { CHOGHADIYA_IDS, PLANET_IDS } from '@jyotish/engine/ids';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.js';
import { CHOGHADIYA_NAMES, CHOGHADIYA_QUALITY_NAMES } from './choghadiya.js';
import { PLANET_NAMES, VARA_NAMES } from './grahas.js';
import { type LocalizedNames, localizedName } from './localized-names.js';
import {
  AYANA_NAMES,
  KARANA_NAMES,
  LUNAR_MONTH_NAMES,
  PAKSHA_NAMES,
  RITU_NAMES,
  TITHI_NAMES,
  YOGA_NAMES,
} from './panchang.js';
import { NAKSHATRA_NAMES, SIGN_NAMES, signLord } from './zodiac.js';

const tables: [string, LocalizedNames, number][] = [
  ['planets', PLANET_NAMES, PLANET_IDS.length],
  ['weekdays', VARA_NAMES, 7],
  ['signs', SIGN_NAMES, 12],
  ['nakshatras', NAKSHATRA_NAMES, 27],
  ['tithis', TITHI_NAMES, 30],
  ['paksha', PAKSHA_NAMES, 2],
  ['yogas', YOGA_NAMES, 27],
  ['karanas', KARANA_NAMES, 11],
  ['lunar months', LUNAR_MONTH_NAMES, 12],
  ['ritus', RITU_NAMES, 6],
  ['ayanas', AYANA_NAMES, 2],
  ['choghadiyas', CHOGHADIYA_NAMES, CHOGHADIYA_IDS.length],
  ['choghadiya qualities', CHOGHADIYA_QUALITY_NAMES, 3],
];

const SCRIPT = {
  en: /^[A-Za-z ]+$/,
  hi: /\p{Script=Devanagari}/u,
  ta: /\p{Script=Tamil}/u,
  te: /\p{Script=Telugu}/u,
};

describe('names of the panchang and chart elements', () => {
  for (const [what, names, count] of tables) {
    it(`has ${count} ${what} in every language, each in its own script and distinct`, () => {
      for (const language of LANGUAGES) {
        expect(names[language]).toHaveLength(count);
        for (const name of names[language]) expect(name).toMatch(SCRIPT[language]);
      }
      // Tithi names repeat across the two pakshas; everything else is unique.
      const expectedDistinct = what === 'tithis' ? 16 : count;
      expect(new Set(names.en).size).toBe(expectedDistinct);
    });
  }

  it('names the well-known elements as almanacs print them', () => {
    expect(localizedName(NAKSHATRA_NAMES, 'ta', 22)).toBe('திருவோணம்');
    expect(localizedName(NAKSHATRA_NAMES, 'te', 8)).toBe('పుష్యమి');
    expect(localizedName(TITHI_NAMES, 'hi', 30)).toBe('अमावस्या');
    expect(localizedName(TITHI_NAMES, 'en', 15)).toBe('Purnima');
    expect(localizedName(KARANA_NAMES, 'en', 7)).toBe('Vishti');
    expect(localizedName(LUNAR_MONTH_NAMES, 'te', 7)).toBe('ఆశ్వయుజం');
    expect(localizedName(SIGN_NAMES, 'hi', 1)).toBe('मेष');
    expect(localizedName(VARA_NAMES, 'ta', 5)).toBe('வியாழன்');
    expect(localizedName(SIGN_NAMES, 'en', 13)).toBeUndefined();
  });
});

describe('signLord', () => {
  it('gives each sign its classical lord, counting signs round the zodiac', () => {
    expect([signLord(1), signLord(5), signLord(12)]).toEqual(['mars', 'sun', 'jupiter']);
    expect([signLord(4), signLord(16), signLord(0)]).toEqual(['moon', 'moon', 'jupiter']);
  });
});
