import { describe, expect, it } from 'vitest';
import { topics as en } from '@/locales/en/topics';
import { topics as hi } from '@/locales/hi/topics';
import { topics as ta } from '@/locales/ta/topics';
import { topics as te } from '@/locales/te/topics';
import { TOPIC_TOOLS, type TopicPage, topicTextKey } from './guide-tools';

const SCRIPTS = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ } as const;
const TEXTS = { en, hi, ta, te } as const;

function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    strings(child, path === '' ? key : `${path}.${key}`),
  );
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the topic texts', () => {
  it('has a text for every topic page, with the same sections in every language', () => {
    const keys = (Object.keys(TOPIC_TOOLS) as TopicPage[]).map(topicTextKey).sort();
    for (const texts of Object.values(TEXTS)) {
      expect(Object.keys(texts.pages).sort()).toEqual(keys);
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

  it('says something real on every page, and states no calendar dates of its own', () => {
    for (const [lang, texts] of Object.entries(TEXTS)) {
      for (const [page, { sections }] of Object.entries(texts.pages)) {
        const bodies = Object.values(sections).map((section) => section.body);
        expect(
          bodies.reduce((sum, body) => sum + words(body), 0),
          `${lang} ${page}`,
        ).toBeGreaterThan(lang === 'en' ? 400 : 280);
        for (const body of bodies) {
          expect(words(body), `${lang} ${page}`).toBeGreaterThan(30);
          // Dates of transits and eclipses come from the engine on the site's own pages.
          expect(body, `${lang} ${page}`).not.toMatch(/\b20[2-3]\d\b/);
        }
      }
    }
  });
});
