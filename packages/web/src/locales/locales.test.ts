import {
  LANGUAGES,
  type Language,
  METADATA,
  pluralKeyProblems,
  textLeaves,
} from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import { LOAD_FAILURE_TEXTS } from '../lib/load-failure';
import { resources as en } from './en';
import { events as eventsEn } from './en/events';
import { guides as guidesEn } from './en/guides';
import { learn as learnEn } from './en/learn';
import { topics as topicsEn } from './en/topics';
import { resources as hi } from './hi';
import { events as eventsHi } from './hi/events';
import { guides as guidesHi } from './hi/guides';
import { learn as learnHi } from './hi/learn';
import { topics as topicsHi } from './hi/topics';
import { LAYOUT_NAMESPACES, loadTexts, NAMESPACES } from './index';
import { resources as ta } from './ta';
import { events as eventsTa } from './ta/events';
import { guides as guidesTa } from './ta/guides';
import { learn as learnTa } from './ta/learn';
import { topics as topicsTa } from './ta/topics';
import { resources as te } from './te';
import { events as eventsTe } from './te/events';
import { guides as guidesTe } from './te/guides';
import { learn as learnTe } from './te/learn';
import { topics as topicsTe } from './te/topics';

const RESOURCES = { en, hi, ta, te } satisfies Record<Language, unknown>;

type NonEnglish = Exclude<Language, 'en'>;

/** Each translation must be written in its own script, not transliterated. */
const SCRIPT: Record<NonEnglish, RegExp> = {
  hi: /[\u0900-\u097F]/,
  ta: /[\u0B80-\u0BFF]/,
  te: /[\u0C00-\u0C7F]/,
};
const TRANSLATED = LANGUAGES.filter((language): language is NonEnglish => language !== 'en');

/**
 * Strings that stay in Latin letters in every language, by key path. Keep this short:
 * brand names (ours, the payment gateway's as its Checkout shows it) are written the same
 * everywhere.
 */
const LATIN_ALLOWED = new Set(['site.siteName', 'receipt.gateways.razorpay']);

/** `{{name}}` placeholders (i18next's, in every text of the product), sorted. */
function placeholders(text: string): string[] {
  return (text.match(/\{\{\w+\}\}/g) ?? []).sort();
}

function checkTexts(name: string, english: unknown, translations: Record<NonEnglish, unknown>) {
  const source = textLeaves(english);

  describe(name, () => {
    it.each(LANGUAGES)('has a plural form for every plural category of %s', (language) => {
      const texts = language === 'en' ? english : translations[language];
      expect(pluralKeyProblems(texts, language)).toEqual([]);
    });

    it('has text under every key in English', () => {
      expect(source.size).toBeGreaterThan(0);
      for (const [path, text] of source) {
        const texts = typeof text === 'string' ? [text] : text;
        expect(texts.length, path).toBeGreaterThan(0);
        for (const item of texts) expect(item.trim(), path).not.toBe('');
      }
    });

    for (const language of TRANSLATED) {
      const translated = textLeaves(translations[language]);

      it(`has exactly the English keys in ${language}`, () => {
        expect([...translated.keys()].sort()).toEqual([...source.keys()].sort());
      });

      it(`has no empty text and the same placeholders in ${language}`, () => {
        for (const [path, text] of translated) {
          const texts = typeof text === 'string' ? [text] : text;
          expect(texts.length, `${language} ${path}`).toBeGreaterThan(0);
          for (const item of texts) expect(item.trim(), `${language} ${path}`).not.toBe('');
          const original = source.get(path);
          if (typeof text === 'string' && typeof original === 'string') {
            expect(placeholders(text), `${language} ${path}`).toEqual(placeholders(original));
          }
        }
      });

      it(`is written in ${language} script`, () => {
        for (const [path, text] of translated) {
          if (LATIN_ALLOWED.has(path)) continue;
          if (typeof text === 'string') {
            expect(text, `${language} ${path}`).toMatch(SCRIPT[language]);
          } else {
            // Keyword lists may carry one common Latin-script search phrase.
            const latin = text.filter((item) => !SCRIPT[language].test(item));
            expect(latin.length, `${language} ${path}: ${latin.join(', ')}`).toBeLessThanOrEqual(1);
            expect(latin.length, `${language} ${path}`).toBeLessThan(text.length - latin.length);
          }
        }
      });
    }
  });
}

describe('web app texts', () => {
  it('bundles every namespace in every language', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(RESOURCES[language]).sort()).toEqual([...NAMESPACES].sort());
    }
  });

  for (const namespace of NAMESPACES) {
    checkTexts(`namespace ${namespace}`, RESOURCES.en[namespace], {
      hi: RESOURCES.hi[namespace],
      ta: RESOURCES.ta[namespace],
      te: RESOURCES.te[namespace],
    });
  }
});

describe('page metadata', () => {
  checkTexts('METADATA', METADATA.en, { hi: METADATA.hi, ta: METADATA.ta, te: METADATA.te });
  // Texts loaded by their own pages, not with the language pack: the same checks.
  checkTexts('the course (learn)', learnEn, { hi: learnHi, ta: learnTa, te: learnTe });
  checkTexts('the guides', guidesEn, { hi: guidesHi, ta: guidesTa, te: guidesTe });
  checkTexts('the topics', topicsEn, { hi: topicsHi, ta: topicsTa, te: topicsTe });
  checkTexts('the festival pages', eventsEn, { hi: eventsHi, ta: eventsTa, te: eventsTe });
});

describe('the load-failure screen', () => {
  it('says what the error screen says, in every language', () => {
    for (const language of LANGUAGES) {
      const { title, refresh } = RESOURCES[language].common.error;
      expect(LOAD_FAILURE_TEXTS[language]).toEqual({ title, refresh });
    }
  });
});

describe('loadTexts', () => {
  it.each(LANGUAGES)(
    'loads each namespace of %s on its own, as the language bundles it',
    async (language) => {
      for (const namespace of NAMESPACES) {
        expect(await loadTexts(language, namespace), namespace).toEqual(
          RESOURCES[language][namespace],
        );
      }
    },
  );

  it('has the layout read namespaces that every language has', () => {
    for (const namespace of LAYOUT_NAMESPACES) expect(NAMESPACES).toContain(namespace);
  });
});
