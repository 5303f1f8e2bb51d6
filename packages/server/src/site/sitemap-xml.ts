import {
  DEFAULT_LANGUAGE,
  isPageIndexable,
  LANGUAGES,
  type Language,
  localizePath,
  PAGES,
  type PageDefinition,
  type PageKey,
  resolvePage,
  SIGN_SLUGS,
} from '@jyotish/contract';
import { escapeHtml } from './escape.js';

const SIGN_PARAMETERS = new Set(['sign', 'rashi']);

/**
 * Unprefixed paths of every page search engines should list: each indexable, landed page without
 * parameters, each per-sign page once per sign under its English slug (the other slugs of a
 * sign are the same page), and a page with another listed parameter once per value.
 */
export function sitemapPaths(): string[] {
  return (PAGES as readonly (PageDefinition & { key: PageKey })[])
    .filter(isPageIndexable)
    .flatMap((page) => {
      const canonical = page.paths[0];
      if (canonical === undefined) return [];
      const parameters = [...canonical.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
      if (parameters.length === 0) return [canonical];
      if (parameters.length === 1 && SIGN_PARAMETERS.has(parameters[0] ?? '')) {
        return SIGN_SLUGS.map((slug) => canonical.replace(/:\w+/, slug));
      }
      // Any other page with one listed parameter (the 27 nakshatras) once per value.
      const values = parameters.length === 1 ? page.params?.[parameters[0] ?? ''] : undefined;
      return values ? values.map((value) => canonical.replace(/:\w+/, value)) : [];
    });
}

/** The languages a listed path exists in: all four, or the one a page is named after. */
function languagesOf(path: string): readonly Language[] {
  const own = resolvePage(path).page?.language;
  return own ? [own] : LANGUAGES;
}

function urlOf(publicUrl: string, path: string, language: Language): string {
  // A page named after a language has one unprefixed address (`/hindi-kundli`).
  return `${publicUrl}${resolvePage(path).page?.language ? path : localizePath(path, language)}`;
}

/** A published article as the sitemap lists it: at `/blog/{slug}` in each of its languages. */
export interface SitemapArticle {
  readonly slug: string;
  readonly languages: readonly Language[];
  readonly updatedAt: Date;
}

/**
 * `sitemap.xml`: every listed path in each of its languages, each with its language
 * alternates, then each published article in the languages it is published in.
 */
export function buildSitemapXml(
  publicUrl: string,
  articles: readonly SitemapArticle[] = [],
): string {
  const pages = sitemapPaths().map((path) => ({
    path,
    languages: languagesOf(path),
    lastmod: null,
  }));
  const posts = articles.map((article) => ({
    path: `/blog/${encodeURIComponent(article.slug)}`,
    languages: article.languages,
    lastmod: article.updatedAt.toISOString().slice(0, 10),
  }));
  const entries = [...pages, ...posts].flatMap(({ path, languages, lastmod }) => {
    const alternates = languages.map((language) => ({
      hreflang: language as string,
      url: urlOf(publicUrl, path, language),
    }));
    if (languages.includes(DEFAULT_LANGUAGE)) {
      alternates.push({ hreflang: 'x-default', url: urlOf(publicUrl, path, DEFAULT_LANGUAGE) });
    }
    const links = alternates
      .map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.url)}"/>`,
      )
      .join('\n');
    const modified = lastmod === null ? '' : `    <lastmod>${lastmod}</lastmod>\n`;
    return languages.map(
      (language) =>
        `  <url>\n    <loc>${escapeHtml(urlOf(publicUrl, path, language))}</loc>\n${modified}${links}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
