import { textLeaves } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import { events as eventsEn } from '@/locales/en/events';
import { events as eventsHi } from '@/locales/hi/events';
import { events as eventsTa } from '@/locales/ta/events';
import { events as eventsTe } from '@/locales/te/events';

// Keys, scripts and placeholders are checked with every other text in `locales/locales.test.ts`.
const EVENTS = { en: eventsEn, hi: eventsHi, ta: eventsTa, te: eventsTe } as const;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the festival pages’ texts', () => {
  it('name no year, date or clock time: the table computes them all', () => {
    for (const [lang, texts] of Object.entries(EVENTS)) {
      for (const [path, text] of textLeaves(texts)) {
        expect(String(text), `${lang} ${path}`).not.toMatch(/\b20[2-3]\d\b|\b\d{1,2}:\d{2}\b/);
      }
    }
  });

  it('say something real on each page: every section a paragraph or more', () => {
    for (const [lang, texts] of Object.entries(EVENTS)) {
      for (const [page, { intro, sections }] of Object.entries(texts.pages)) {
        expect(words(intro), `${lang} ${page}`).toBeGreaterThan(lang === 'en' ? 50 : 35);
        for (const { body } of Object.values(sections)) {
          expect(words(body), `${lang} ${page}`).toBeGreaterThan(lang === 'en' ? 80 : 55);
        }
      }
    }
  });
});
