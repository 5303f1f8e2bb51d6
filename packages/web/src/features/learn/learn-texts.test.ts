import { describe, expect, it } from 'vitest';
import { learn as en } from '@/locales/en/learn';
import { learn as hi } from '@/locales/hi/learn';
import { learn as ta } from '@/locales/ta/learn';
import { learn as te } from '@/locales/te/learn';
import { LESSONS } from './learn-lessons';

const SCRIPTS = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ } as const;
const TEXTS = { en, hi, ta, te } as const;

/** Every string of a text tree with its path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    strings(child, path === '' ? key : `${path}.${key}`),
  );
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the course texts', () => {
  it('has a lesson text for every lesson of the course, with the same sections in every language', () => {
    for (const texts of Object.values(TEXTS)) {
      expect(Object.keys(texts.lessons).sort()).toEqual(LESSONS.map((l) => l.lesson).sort());
      expect(strings(texts).map(([path]) => path)).toEqual(strings(en).map(([path]) => path));
    }
  });

  it('writes Hindi, Tamil and Telugu in their own scripts, keeping the placeholders', () => {
    for (const [lang, script] of Object.entries(SCRIPTS)) {
      const texts = TEXTS[lang as keyof typeof SCRIPTS];
      for (const [path, text] of strings(texts)) expect(text, `${lang} ${path}`).toMatch(script);
      expect(texts.lessonOf).toContain('{{n}}');
      expect(texts.lessonOf).toContain('{{total}}');
    }
  });

  it('teaches at length: every lesson runs to hundreds of words, no section is a stub', () => {
    for (const [lang, texts] of Object.entries(TEXTS)) {
      for (const [lesson, { sections }] of Object.entries(texts.lessons)) {
        const bodies = Object.values(sections).map((section) => section.body);
        expect(
          bodies.reduce((sum, body) => sum + words(body), 0),
          `${lang} ${lesson}`,
        ).toBeGreaterThan(lang === 'en' ? 600 : 400);
        for (const body of bodies) expect(words(body), `${lang} ${lesson}`).toBeGreaterThan(40);
      }
    }
  });

  it('states the facts the site computes by: Lahiri by default, the Vimshottari years', () => {
    expect(en.lessons.basics.sections.siderealZodiac.body).toContain('Lahiri');
    const vimshottari = en.lessons.advanced.sections.vimshottari.body;
    expect(vimshottari).toContain('120');
  });
});
