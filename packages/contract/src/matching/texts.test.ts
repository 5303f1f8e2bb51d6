import { describe, expect, it } from 'vitest';
import { noteText } from '../doshas/note-text.js';
import { DOSHA_TEXTS } from '../doshas/texts.js';
import { LANGUAGES } from '../i18n/languages.js';
import { ASTRO_TERMS } from '../names/astro-terms.js';
import { MATCHING_TEXTS } from './texts.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('matching and dosha texts', () => {
  for (const [name, texts] of [
    ['MATCHING_TEXTS', MATCHING_TEXTS],
    ['DOSHA_TEXTS', DOSHA_TEXTS],
  ] as const) {
    it(`${name} has every code in every language with the same placeholders`, () => {
      const codes = Object.keys(texts.en).sort();
      for (const language of LANGUAGES) {
        expect(Object.keys(texts[language]).sort()).toEqual(codes);
        for (const code of codes) {
          expect({ code, params: placeholders(texts[language][code] ?? '') }).toEqual({
            code,
            params: placeholders(texts.en[code] ?? ''),
          });
        }
      }
    });
  }

  it('names the same terms in every language', () => {
    const terms = Object.keys(ASTRO_TERMS.en).sort();
    for (const language of LANGUAGES)
      expect(Object.keys(ASTRO_TERMS[language]).sort()).toEqual(terms);
  });

  it('fills ids, planets, signs and nakshatras in the page language', () => {
    expect(noteText(MATCHING_TEXTS, 'hi', 'bhakoot_same_lord', { lord: 'saturn' })).toBe(
      'भकूट दोष का परिहार: दोनों राशियों के स्वामी शनि हैं।',
    );
    expect(
      noteText(MATCHING_TEXTS, 'en', 'bhakoot_dosha', { pair: '6/8', boySign: 1, girlSign: 6 }),
    ).toBe('The Moon signs (Aries and Virgo) stand 6/8 from each other: bhakoot dosha.');
    expect(noteText(MATCHING_TEXTS, 'ta', 'yoni_enemies', { boy: 'cat', girl: 'rat' })).toBe(
      'யோனிகள் பூனை, எலி ஒன்றுக்கொன்று கடும் பகை.',
    );
    expect(noteText(DOSHA_TEXTS, 'te', 'node_in_ninth', { node: 'rahu' })).toBe(
      'రాహువు తొమ్మిదవ స్థానంలో (తండ్రి, పూర్వీకుల స్థానం) ఉన్నాడు.',
    );
    expect(
      noteText(MATCHING_TEXTS, 'en', 'nadi_same_nakshatra_other_pada', {
        nakshatra: 1,
        boyPada: 1,
        girlPada: 2,
      }),
    ).toBe(
      'Nadi dosha is cancelled: the Moons share the nakshatra Ashwini in different padas (1 and 2).',
    );
    expect(noteText(MATCHING_TEXTS, 'hi', 'no_such_code')).toBe('no_such_code');
  });
});
