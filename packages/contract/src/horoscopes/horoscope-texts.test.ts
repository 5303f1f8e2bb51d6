import { describe, expect, it } from 'vitest';
import { HOROSCOPE_TEXTS } from './horoscope-texts.js';

const SCRIPT = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ } as const;
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('the horoscope phrase library', () => {
  const english = HOROSCOPE_TEXTS.en;

  it('has a Moon text for every house, angle and variant, and every planet through every house', () => {
    for (let house = 1; house <= 12; house += 1) {
      for (const angle of ['general', 'love', 'career', 'health', 'money'])
        for (const variant of ['a', 'b'])
          expect(english).toHaveProperty([`moon.${house}.${angle}.${variant}`]);
      for (const planet of ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'rahu', 'ketu'])
        expect(english).toHaveProperty([`${planet}.${house}`]);
    }
    // No two texts alike: a text that fits two houses would fit every sign.
    const bodies = Object.entries(english).filter(([key]) =>
      /^(moon|sun|mercury|venus|mars|jupiter|saturn|rahu|ketu)\./.test(key),
    );
    expect(new Set(bodies.map(([, text]) => text)).size).toBe(bodies.length);
  });

  it.each(['hi', 'ta', 'te'] as const)(
    '%s has every key, the same placeholders, in its own script',
    (language) => {
      const translated = HOROSCOPE_TEXTS[language];
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        const other = translated[key as keyof typeof english];
        expect(placeholders(other), key).toEqual(placeholders(text));
        expect(other, key).toMatch(SCRIPT[language]);
        expect(other.replace(/\{\{\w+\}\}/g, ''), key).not.toMatch(/[A-Za-z]/);
      }
    },
  );
});
