import { describe, expect, it } from 'vitest';
import { PAGES } from './catalog.js';
import { pageLanguageOf, resolvePage } from './resolve.js';

describe('resolvePage', () => {
  it('finds English pages without a prefix', () => {
    const resolved = resolvePage('/kundli-matching');
    expect(resolved.language).toBe('en');
    expect(resolved.page?.key).toBe('kundliMatching');
    expect(resolved.canonicalPath).toBe('/kundli-matching');
  });

  it('reads the language from the first path segment', () => {
    expect(resolvePage('/hindi').page?.key).toBe('home');
    expect(resolvePage('/hindi').language).toBe('hi');
    expect(resolvePage('/tamil/panchang').language).toBe('ta');
    expect(resolvePage('/telugu/kundli').page?.key).toBe('kundli');
    expect(resolvePage('/hindi/register').page?.key).toBe('signup');
  });

  it('does not take a word that merely starts like a prefix for one', () => {
    expect(resolvePage('/hindi-kundli').page?.key).toBe('hindiKundli');
    expect(resolvePage('/hindi-kundli').path).toBe('/hindi-kundli');
  });

  it('shows a page named after a language in that language, at its one unprefixed address', () => {
    const named = PAGES.filter((page) => page.language);
    expect(named.map((page) => [page.key, page.language])).toEqual([['hindiKundli', 'hi']]);
    for (const path of ['/hindi-kundli', '/tamil/hindi-kundli', '/hindi/hindi-kundli']) {
      const resolved = resolvePage(path);
      expect(resolved.page?.key, path).toBe('hindiKundli');
      expect(resolved.language, path).toBe('hi');
      expect(resolved.canonicalPath, path).toBe('/hindi-kundli');
    }
    expect(pageLanguageOf('/telugu/hindi-kundli')).toBe('hi');
    expect(pageLanguageOf('/telugu/kundli')).toBe('te');
  });

  it('sends aliases to their canonical path', () => {
    expect(resolvePage('/auth-login').canonicalPath).toBe('/login');
    expect(resolvePage('/hindi/premium-reports').canonicalPath).toBe('/hindi/reports/premium');
    expect(resolvePage('/clean-chat/42').canonicalPath).toBe('/chat/42');
  });

  it('accepts the Tamil sign slugs of SPEC §2 and rejects unknown signs', () => {
    const tamil = resolvePage('/tamil/daily-horoscope/mesham');
    expect(tamil.page?.key).toBe('dailyHoroscopeSign');
    expect(tamil.params).toEqual({ sign: 'mesham' });
    expect(resolvePage('/daily-horoscope/leo').page?.key).toBe('dailyHoroscopeSign');
    expect(resolvePage('/daily-horoscope/ophiuchus').page).toBeNull();
    expect(resolvePage('/telugu/rashi/simha').page?.key).toBe('rashi');
  });

  it('prefers fixed paths over parameters', () => {
    expect(resolvePage('/blog/category/transit').page?.key).toBe('blogCategory');
    expect(resolvePage('/blog/mercury-retrograde').page?.key).toBe('blogPost');
    expect(resolvePage('/shubh-muhurat/marriage').page?.key).toBe('muhuratMarriage');
  });

  it('tolerates a trailing slash and reports unknown paths', () => {
    expect(resolvePage('/panchang/').page?.key).toBe('panchang');
    const unknown = resolvePage('/hindi/no-such-page');
    expect(unknown.page).toBeNull();
    expect(unknown.language).toBe('hi');
  });

  it('resolves every path of the catalog to its own page', () => {
    for (const page of PAGES) {
      for (const path of page.paths) {
        const concrete = path.replace(
          /:(\w+)/g,
          (_, name: string) => page.params?.[name]?.[0] ?? 'x',
        );
        expect(resolvePage(concrete).page?.key, path).toBe(page.key);
      }
    }
  });

  it('keeps every path unique across the catalog', () => {
    const paths = PAGES.flatMap((p) => p.paths);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
