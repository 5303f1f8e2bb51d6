import { describe, expect, it } from 'vitest';
import { buildPageHead, METADATA } from './metadata/index.js';

const origin = 'https://jyotish.example';

describe('buildPageHead', () => {
  it('gives the home page the site title, naming what the site does today', () => {
    const head = buildPageHead('/', origin);
    expect(head.title).toBe(
      'Jyotish - Free Kundli, Kundli Matching and Vedic Astrology Calculators',
    );
    expect(head.status).toBe(200);
    expect(head.robots).toBe('index, follow');
    expect(head.canonicalUrl).toBe('https://jyotish.example/');
    expect(head.themeColor).toBe('#8B5CF6');
    expect(head.imageUrl).toBe('https://jyotish.example/icons/icon-512.png');
  });

  it('gives /hindi-kundli a Hindi head whose canonical is itself, with Hindi its only language', () => {
    for (const path of ['/hindi-kundli', '/tamil/hindi-kundli']) {
      const head = buildPageHead(path, origin);
      expect(head.language, path).toBe('hi');
      expect(head.title, path).toBe(`${METADATA.hi.pages.hindiKundli.title} | Jyotish`);
      expect(head.locale, path).toBe('hi_IN');
      expect(head.canonicalUrl, path).toBe('https://jyotish.example/hindi-kundli');
      expect(head.alternates, path).toEqual([
        { language: 'hi', url: 'https://jyotish.example/hindi-kundli' },
      ]);
    }
  });

  it('uses the page’s own title and description in its language', () => {
    const head = buildPageHead('/hindi/kundli-matching', origin);
    const meta = METADATA.hi.pages.kundliMatching;
    expect(head.language).toBe('hi');
    expect(head.title).toBe(`${meta.title} | Jyotish`);
    expect(head.description).toBe(meta.description);
    expect(head.locale).toBe('hi_IN');
    expect(head.canonicalUrl).toBe('https://jyotish.example/hindi/kundli-matching');
    expect(head.alternates).toContainEqual({
      language: 'ta',
      url: 'https://jyotish.example/tamil/kundli-matching',
    });
  });

  it('names the sign of a per-sign horoscope in the page language', () => {
    const head = buildPageHead('/tamil/daily-horoscope/mesham', origin);
    expect(head.heading).toContain('மேஷம்');
    expect(head.title).not.toContain('{{sign}}');
    expect(buildPageHead('/daily-horoscope/leo', origin).title).toContain('Leo');
  });

  it('points an alias at its canonical page and keeps private pages out of search', () => {
    expect(buildPageHead('/auth-login', origin).canonicalUrl).toBe('https://jyotish.example/login');
    expect(buildPageHead('/dashboard', origin).robots).toBe('noindex, nofollow');
  });

  it('answers an unknown path with status 404 and the not-found title', () => {
    const head = buildPageHead('/telugu/no-such-page', origin);
    expect(head.status).toBe(404);
    expect(head.title).toBe(`${METADATA.te.site.notFoundTitle} | Jyotish`);
    expect(head.robots).toBe('noindex, nofollow');
  });

  it('declares the site search action of SPEC §2', () => {
    const action = buildPageHead('/', origin).structuredData.potentialAction as Record<
      string,
      string
    >;
    expect(action.target).toBe('https://jyotish.example/search?q={search_term_string}');
  });
});
