import { describe, expect, it } from 'vitest';
import { guides as guidesEn } from '@/locales/en/guides';
import { topics as topicsEn } from '@/locales/en/topics';
import { guides as guidesHi } from '@/locales/hi/guides';
import { topics as topicsHi } from '@/locales/hi/topics';
import { guides as guidesTa } from '@/locales/ta/guides';
import { topics as topicsTa } from '@/locales/ta/topics';
import { guides as guidesTe } from '@/locales/te/guides';
import { topics as topicsTe } from '@/locales/te/topics';
import { GUIDE_TOOLS, TOPIC_TOOLS, type TopicPage, topicTextKey } from './guide-tools';

// Keys, scripts and placeholders in all four languages are checked with every other text in
// `locales/locales.test.ts`; this file holds what is particular to the guides and topics.
const GUIDES = { en: guidesEn, hi: guidesHi, ta: guidesTa, te: guidesTe } as const;
const TOPICS = { en: topicsEn, hi: topicsHi, ta: topicsTa, te: topicsTe } as const;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

type Pages = Readonly<Record<string, { sections: Readonly<Record<string, { body: string }>> }>>;

/** Every page's sections add up to `pageWords` (English; Indic texts run shorter) and none is under `sectionWords`. */
function expectSubstance(lang: string, pages: Pages, pageWords: number, sectionWords: number) {
  for (const [page, { sections }] of Object.entries(pages)) {
    const bodies = Object.values(sections).map((section) => section.body);
    const total = bodies.reduce((sum, body) => sum + words(body), 0);
    expect(total, `${lang} ${page}`).toBeGreaterThan(lang === 'en' ? pageWords : pageWords * 0.7);
    for (const body of bodies) expect(words(body), `${lang} ${page}`).toBeGreaterThan(sectionWords);
  }
}

describe('the guide and topic texts', () => {
  it('has a text for every guide and topic page the app routes', () => {
    const topicKeys = (Object.keys(TOPIC_TOOLS) as TopicPage[]).map(topicTextKey).sort();
    for (const lang of ['en', 'hi', 'ta', 'te'] as const) {
      expect(Object.keys(GUIDES[lang].pages).sort()).toEqual(Object.keys(GUIDE_TOOLS).sort());
      expect(Object.keys(TOPICS[lang].pages).sort()).toEqual(topicKeys);
    }
  });

  it('says something real on every page: hundreds of words, no stub section', () => {
    for (const lang of ['en', 'hi', 'ta', 'te'] as const) {
      expectSubstance(lang, GUIDES[lang].pages, 500, 40);
      expectSubstance(lang, TOPICS[lang].pages, 400, 30);
    }
  });

  it('states no dates in the topics: transits and eclipses are dated by the pages that compute them', () => {
    for (const [lang, texts] of Object.entries(TOPICS)) {
      for (const [page, { sections }] of Object.entries(texts.pages)) {
        for (const { body } of Object.values(sections)) {
          expect(body, `${lang} ${page}`).not.toMatch(/\b20[2-3]\d\b/);
        }
      }
    }
  });

  it('tells readers of the health page that it does not replace a doctor', () => {
    expect(guidesEn.pages.healthMedicalAstrology.sections.caution.body).toMatch(/doctor/i);
  });
});
