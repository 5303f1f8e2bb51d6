import { describe, expect, it } from 'vitest';
import type { PageHead } from './head.js';
import { alternateLinks, CANONICAL_SELECTOR, pageHeadTags } from './head-tags.js';

const head: PageHead = {
  language: 'hi',
  pageKey: 'kundli',
  status: 200,
  title: 'मुफ़्त कुंडली | ज्योतिष',
  heading: 'मुफ़्त कुंडली',
  description: 'अपनी जन्म कुंडली बनाएँ',
  keywords: ['कुंडली', 'जन्म कुंडली'],
  siteName: 'ज्योतिष',
  canonicalUrl: 'https://jyotish.example/hindi/kundli',
  robots: 'index, follow',
  locale: 'hi_IN',
  imageUrl: 'https://jyotish.example/icons/icon-512.png',
  themeColor: '#8B5CF6',
  alternates: [
    { language: 'en', url: 'https://jyotish.example/kundli' },
    { language: 'hi', url: 'https://jyotish.example/hindi/kundli' },
  ],
  structuredData: {},
};

describe('pageHeadTags', () => {
  const tags = pageHeadTags(head);
  const content = (selector: string) => tags.find((tag) => tag.selector === selector)?.attributes;

  it('fills description, keywords and robots from the page head', () => {
    expect(content('meta[name="description"]')).toEqual({
      name: 'description',
      content: 'अपनी जन्म कुंडली बनाएँ',
    });
    expect(content('meta[name="keywords"]')?.content).toBe('कुंडली, जन्म कुंडली');
    expect(content('meta[name="robots"]')?.content).toBe('index, follow');
  });

  it('fills the Open Graph and Twitter card tags', () => {
    expect(content('meta[property="og:title"]')?.content).toBe('मुफ़्त कुंडली | ज्योतिष');
    expect(content('meta[property="og:url"]')?.content).toBe(
      'https://jyotish.example/hindi/kundli',
    );
    expect(content('meta[property="og:locale"]')?.content).toBe('hi_IN');
    expect(content('meta[property="og:site_name"]')?.content).toBe('ज्योतिष');
    expect(content('meta[name="twitter:card"]')?.content).toBe('summary_large_image');
    expect(content('meta[name="twitter:image"]')?.content).toBe(
      'https://jyotish.example/icons/icon-512.png',
    );
  });

  it('has one spec per selector, so applying it never duplicates a tag', () => {
    const selectors = tags.map((tag) => tag.selector);
    expect(new Set(selectors).size).toBe(selectors.length);
  });
});

describe('the canonical link', () => {
  const canonical = (page: PageHead) =>
    pageHeadTags(page).find((tag) => tag.selector === CANONICAL_SELECTOR)?.attributes;

  it('points a known page at its canonical address', () => {
    expect(canonical(head)).toEqual({
      rel: 'canonical',
      href: 'https://jyotish.example/hindi/kundli',
    });
  });

  it('is absent for a path that is no page', () => {
    expect(canonical({ ...head, status: 404, pageKey: null })).toBeUndefined();
  });
});

describe('alternateLinks', () => {
  it('lists every language and English again as x-default', () => {
    expect(alternateLinks(head)).toEqual([
      { hreflang: 'en', href: 'https://jyotish.example/kundli' },
      { hreflang: 'hi', href: 'https://jyotish.example/hindi/kundli' },
      { hreflang: 'x-default', href: 'https://jyotish.example/kundli' },
    ]);
  });

  it('is empty for a page that does not exist', () => {
    expect(alternateLinks({ ...head, alternates: [] })).toEqual([]);
  });
});
