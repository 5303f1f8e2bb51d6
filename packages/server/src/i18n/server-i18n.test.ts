import { LANGUAGES, type Language, pluralKeyProblems, textLeaves } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import { SERVER_NAMESPACES, SERVER_RESOURCES } from './resources.js';
import { serverTexts } from './server-i18n.js';

type NonEnglish = Exclude<Language, 'en'>;

/** Each translation is written in its own script, not transliterated. */
const SCRIPT: Record<NonEnglish, RegExp> = {
  hi: /[\u0900-\u097F]/,
  ta: /[\u0B80-\u0BFF]/,
  te: /[\u0C00-\u0C7F]/,
};
const TRANSLATED = LANGUAGES.filter((language): language is NonEnglish => language !== 'en');

function placeholders(text: string): string[] {
  return (text.match(/\{\{\w+\}\}/g) ?? []).sort();
}

describe.each(SERVER_NAMESPACES)('the server namespace %s', (namespace) => {
  const english = textLeaves(SERVER_RESOURCES.en[namespace]);

  it.each(LANGUAGES)('has a plural form for every plural category of %s', (language) => {
    expect(pluralKeyProblems(SERVER_RESOURCES[language][namespace], language)).toEqual([]);
  });

  it.each(LANGUAGES)(
    'holds no markup in %s, since the HTML body takes the texts as they are',
    (language) => {
      for (const [path, text] of textLeaves(SERVER_RESOURCES[language][namespace])) {
        expect(text, `${language} ${path}`).not.toMatch(/[<>&]/);
      }
    },
  );

  it.each(TRANSLATED)(
    'has exactly the English keys and placeholders in %s, in its script',
    (language) => {
      const translated = textLeaves(SERVER_RESOURCES[language][namespace]);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [path, text] of translated) {
        expect(typeof text, path).toBe('string');
        expect(text, `${language} ${path}`).toMatch(SCRIPT[language]);
        expect(placeholders(text as string), `${language} ${path}`).toEqual(
          placeholders(english.get(path) as string),
        );
      }
    },
  );
});

describe('plural texts', () => {
  const expiry: Record<Language, { readonly one: string; readonly five: string }> = {
    en: { one: 'for 1 minute.', five: 'for 5 minutes.' },
    hi: { one: 'केवल एक बार, 1 मिनट तक काम करेगा।', five: 'केवल एक बार, 5 मिनट तक काम करेगा।' },
    ta: {
      one: 'ஒரு முறை மட்டும், 1 நிமிடத்துக்குச் செயல்படும்.',
      five: 'ஒரு முறை மட்டும், 5 நிமிடங்களுக்குச் செயல்படும்.',
    },
    te: { one: 'ఒక్కసారి మాత్రమే, 1 నిమిషం పాటు పనిచేస్తుంది.', five: 'ఒక్కసారి మాత్రమే, 5 నిమిషాల పాటు పనిచేస్తుంది.' },
  };

  it.each(LANGUAGES)('pick the form of the count by the plural rules of %s', (language) => {
    const t = serverTexts(language, 'mail');
    expect(t('passwordReset.body', { count: 1 }).endsWith(expiry[language].one)).toBe(true);
    expect(t('passwordReset.body', { count: 5 }).endsWith(expiry[language].five)).toBe(true);
  });
});
