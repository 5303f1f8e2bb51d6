import { describe, expect, it } from 'vitest';
import { guides as en } from '@/locales/en/guides';
import { guides as hi } from '@/locales/hi/guides';
import { guides as ta } from '@/locales/ta/guides';
import { guides as te } from '@/locales/te/guides';
import { GUIDE_TOOLS } from './guide-tools';

const SCRIPTS = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ } as const;
const TEXTS = { en, hi, ta, te } as const;

function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    strings(child, path === '' ? key : `${path}.${key}`),
  );
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the guide texts', () => {
  it('has every guide page, with the same sections in every language', () => {
    for (const texts of Object.values(TEXTS)) {
      expect(Object.keys(texts.pages).sort()).toEqual(Object.keys(GUIDE_TOOLS).sort());
      expect(strings(texts).map(([path]) => path)).toEqual(strings(en).map(([path]) => path));
    }
  });

  it('writes Hindi, Tamil and Telugu in their own scripts', () => {
    for (const [lang, script] of Object.entries(SCRIPTS)) {
      for (const [path, text] of strings(TEXTS[lang as keyof typeof SCRIPTS])) {
        expect(text, `${lang} ${path}`).toMatch(script);
      }
    }
  });

  it('says something real on every page: hundreds of words, no stub section', () => {
    for (const [lang, texts] of Object.entries(TEXTS)) {
      for (const [page, { sections }] of Object.entries(texts.pages)) {
        const bodies = Object.values(sections).map((section) => section.body);
        expect(
          bodies.reduce((sum, body) => sum + words(body), 0),
          `${lang} ${page}`,
        ).toBeGreaterThan(lang === 'en' ? 500 : 350);
        for (const body of bodies) expect(words(body), `${lang} ${page}`).toBeGreaterThan(40);
      }
    }
  });

  it('tells readers of the health page that it does not replace a doctor', () => {
    expect(en.pages.healthMedicalAstrology.sections.caution.body).toMatch(/doctor/i);
  });
});
