import { textLeaves } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import { learn as en } from '@/locales/en/learn';
import { learn as hi } from '@/locales/hi/learn';
import { learn as ta } from '@/locales/ta/learn';
import { learn as te } from '@/locales/te/learn';
import { LESSONS } from './learn-lessons';

// Keys, scripts and placeholders in all four languages are checked with every other text in
// `locales/locales.test.ts`; this file holds what is particular to the course.
const TEXTS = { en, hi, ta, te } as const;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the course texts', () => {
  it('has a lesson text for every lesson of the course', () => {
    for (const texts of Object.values(TEXTS)) {
      expect(Object.keys(texts.lessons).sort()).toEqual(LESSONS.map((l) => l.lesson).sort());
      expect(textLeaves(texts).get('lessonOf')).toMatch(
        /\{\{n\}\}.*\{\{total\}\}|\{\{total\}\}.*\{\{n\}\}/,
      );
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
    expect(en.lessons.advanced.sections.vimshottari.body).toContain('120');
  });
});
