import { describe, expect, it } from 'vitest';
import { PAGES } from './catalog.js';
import { isLandedPage, isPageIndexable, LANDED_PAGES } from './landed.js';
import { buildPageHead } from './metadata/index.js';

const origin = 'https://jyotish.example';

describe('pages whose capability has not landed', () => {
  it('answer noindex in every language, while a landed page stays indexable', () => {
    for (const path of [
      '/kp-test',
      '/hindi/executive-dashboard-preview',
      '/telugu/test-jyotishyam',
      // Landed, but the search's answers are no pages to index.
      '/search',
    ]) {
      expect(buildPageHead(path, origin).robots, path).toBe('noindex, nofollow');
    }
    for (const path of [
      '/kundli',
      '/hindi/kundli',
      '/tamil/kundli-matching',
      '/moon-sign-checker',
      '/horoscopes',
      '/tamil/daily-horoscope/simham',
    ]) {
      expect(buildPageHead(path, origin).robots, path).toBe('index, follow');
    }
  });

  it('are indexed only when the catalog allows it and the page has landed', () => {
    for (const page of PAGES) {
      const path = page.paths[0] ?? '/';
      if (path.includes(':')) continue;
      const expected =
        page.indexable && isLandedPage(page.key) ? 'index, follow' : 'noindex, nofollow';
      expect(buildPageHead(path, origin).robots, page.key).toBe(expected);
    }
  });

  it('leave pending and private pages out of the index, and name only real pages as landed', () => {
    const indexed = PAGES.filter(isPageIndexable).map((page) => page.key);
    expect(indexed).toContain('kundli');
    expect(indexed).toContain('hindiKundli');
    expect(indexed).toContain('panchang');
    expect(indexed).not.toContain('search');
    expect(indexed).not.toContain('kpTest');
    expect(indexed).not.toContain('login');
    expect(new Set(LANDED_PAGES).size).toBe(LANDED_PAGES.length);
    for (const key of LANDED_PAGES)
      expect(
        PAGES.some((page) => page.key === key),
        key,
      ).toBe(true);
  });
});
