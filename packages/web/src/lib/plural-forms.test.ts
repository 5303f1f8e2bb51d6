import { LANGUAGES } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import { resources as en } from '../locales/en';
import { resources as hi } from '../locales/hi';
import { resources as ta } from '../locales/ta';
import { resources as te } from '../locales/te';
import { createI18n } from './i18n';
import { withPluralForms } from './plural-forms';

const RESOURCES = { en, hi, ta, te };

describe('withPluralForms', () => {
  const table = {
    title: 'Free minutes',
    body_zero: 'none',
    body_one: 'one minute',
    body_other: 'many minutes',
    after: { note_one: 'a', note_other: 'b' },
  };

  it('keeps the form for the count under the plain name, in the place of the first form', () => {
    expect(withPluralForms(table, 'en', 1)).toEqual({
      title: 'Free minutes',
      body: 'one minute',
      after: { note: 'a' },
    });
    expect(Object.keys(withPluralForms(table, 'en', 5) as object)).toEqual([
      'title',
      'body',
      'after',
    ]);
    expect(withPluralForms(table, 'en', 5)).toMatchObject({ body: 'many minutes' });
  });

  it('takes _zero for 0 when there is one, as i18next does, else the language category', () => {
    expect(withPluralForms(table, 'en', 0)).toMatchObject({ body: 'none', after: { note: 'b' } });
    // Hindi counts 0 as `one`.
    expect(withPluralForms(table, 'hi', 0)).toMatchObject({ after: { note: 'a' } });
  });

  it.each(LANGUAGES)('gives the texts i18next gives for each key in %s', (language) => {
    const i18n = createI18n(language, RESOURCES[language]);
    const values = { minutes: 1, percent: 15, packageMinutes: 20 };
    for (const count of [0, 1, 5]) {
      const options = { ...values, minutes: count, count };
      const sections = withPluralForms(
        i18n.t('about.sections', { ns: 'info', returnObjects: true, ...options }),
        language,
        count,
      ) as Record<string, { body: string }>;
      expect(sections.consultations?.body).toBe(
        i18n.t('about.sections.consultations.body', { ns: 'info', ...options }),
      );
      expect(sections.consultations?.body).not.toMatch(/\{\{|_one|_other/);
    }
  });
});
