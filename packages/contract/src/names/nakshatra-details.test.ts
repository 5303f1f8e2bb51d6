import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.js';
import { NAKSHATRA_DEITIES, NAKSHATRA_SYLLABLES } from './nakshatra-details.js';

describe('nakshatra deities and pada syllables', () => {
  it('has 27 of each in every language', () => {
    for (const language of LANGUAGES) {
      expect(NAKSHATRA_DEITIES[language]).toHaveLength(27);
      expect(NAKSHATRA_SYLLABLES[language]).toHaveLength(27);
    }
  });

  it('gives the classical deities and syllables', () => {
    expect(NAKSHATRA_DEITIES.en[0]).toBe('Ashwini Kumaras');
    expect(NAKSHATRA_DEITIES.en[25]).toBe('Ahir Budhnya');
    expect(NAKSHATRA_DEITIES.hi[21]).toBe('विष्णु');
    expect(NAKSHATRA_SYLLABLES.en[0]).toEqual(['Chu', 'Che', 'Cho', 'La']);
    expect(NAKSHATRA_SYLLABLES.hi[3]).toEqual(['ओ', 'वा', 'वी', 'वू']);
    expect(NAKSHATRA_SYLLABLES.te[26]).toEqual(['దే', 'దో', 'చా', 'చీ']);
  });
});
