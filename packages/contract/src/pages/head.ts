import type { ArticleSummary } from '../articles/articles.js';
import { categoryOfSlug } from '../articles/categories.js';
import { ARTICLE_CATEGORY_NAMES } from '../articles/category-names.js';
import { THEME_COLOR } from '../constants/timers.js';
import { interpolateText } from '../i18n/interpolate.js';
import { LANGUAGE_LOCALE, LANGUAGES, type Language, localizePath } from '../i18n/languages.js';
import { nakshatraOfSlug } from '../nakshatras/nakshatra-facts.js';
import { NAKSHATRA_NAMES, SIGN_NAMES } from '../names/zodiac.js';
import type { PageKey } from './catalog.js';
import { isPageIndexable } from './landed.js';
import type { MetadataTable, PageMetadata } from './metadata/types.js';
import { resolvePage } from './resolve.js';
import { signNumberOfSlug } from './zodiac-slugs.js';

/** Everything that goes into a page's `<head>`, computed the same way on server and client. */
export interface PageHead {
  readonly language: Language;
  readonly pageKey: PageKey | null;
  /** 200 for a known page, 404 for any other path (the app then shows its not-found screen). */
  readonly status: 200 | 404;
  readonly title: string;
  readonly heading: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly siteName: string;
  readonly canonicalUrl: string;
  readonly robots: 'index, follow' | 'noindex, nofollow';
  readonly locale: string;
  readonly imageUrl: string;
  readonly themeColor: string;
  /** The same page in each language, for `<link rel="alternate" hreflang>`. */
  readonly alternates: readonly { readonly language: Language; readonly url: string }[];
  /** JSON-LD `WebSite` with a site-search action (SPEC §2 "Page metadata"). */
  readonly structuredData: Readonly<Record<string, unknown>>;
  /** An article's times, author and section (`article:*` tags), on a blog article's page. */
  readonly article?: ArticleHead;
}

export interface ArticleHead {
  readonly headline: string;
  readonly description: string;
  /** ISO instants. */
  readonly publishedTime: string;
  readonly modifiedTime: string;
  readonly author: string;
  readonly section: string;
  /** The article's own path (`/blog/{slug}`, with the language prefix). */
  readonly path: string;
}

/** Default social image: the 512 px app icon, made absolute with the site host. */
export const DEFAULT_SOCIAL_IMAGE_PATH = '/icons/icon-512.png';

function stripSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}

function interpolateMetadata(
  meta: PageMetadata,
  values: Readonly<Record<string, string>>,
  language: Language,
): PageMetadata {
  const fill = (text: string) => interpolateText(text, values, language);
  return {
    title: fill(meta.title),
    heading: fill(meta.heading),
    description: fill(meta.description),
    keywords: meta.keywords.map(fill),
  };
}

/**
 * Computes the head of the page at `pathname` (with its language prefix, if any) from the
 * metadata tables at hand, which must include the path's language. `publicUrl` is the site's
 * origin, e.g. `https://jyotish.example`. The web app passes only the language it loaded,
 * so the other three tables stay out of its bundle; `buildPageHead` passes them all.
 */
export function buildPageHeadFrom(
  tables: Partial<Readonly<Record<Language, MetadataTable>>>,
  pathname: string,
  publicUrl: string,
): PageHead {
  const origin = stripSlash(publicUrl);
  const resolved = resolvePage(pathname);
  const table = tables[resolved.language];
  if (!table) throw new Error(`No metadata loaded for language ${resolved.language}`);
  const { site } = table;

  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(resolved.params)) {
    const sign = name === 'sign' || name === 'rashi' ? signNumberOfSlug(value) : null;
    const nakshatra = resolved.page?.key === 'nakshatraDetail' ? nakshatraOfSlug(value) : null;
    const category = resolved.page?.key === 'blogCategory' ? categoryOfSlug(value) : null;
    values[name] = sign
      ? (SIGN_NAMES[resolved.language][sign - 1] ?? value)
      : nakshatra
        ? (NAKSHATRA_NAMES[resolved.language][nakshatra - 1] ?? value)
        : category
          ? ARTICLE_CATEGORY_NAMES[resolved.language][category]
          : value.replace(/-/g, ' ');
  }

  const page = resolved.page;
  const meta: PageMetadata = page
    ? interpolateMetadata(table.pages[page.key], values, resolved.language)
    : {
        title: site.notFoundTitle,
        heading: site.notFoundTitle,
        description: site.notFoundDescription,
        keywords: site.defaultKeywords,
      };
  const isHome = page?.key === 'home';
  const title = isHome ? site.defaultTitle : `${meta.title} | ${site.siteName}`;
  const indexable = page ? isPageIndexable(page) : false;
  const unprefixedCanonical = page ? resolvePage(resolved.canonicalPath).path : resolved.path;

  // A page named after a language (`/hindi-kundli`) exists in that language only.
  const alternates = page?.language
    ? [{ language: page.language, url: `${origin}${resolved.canonicalPath}` }]
    : page
      ? LANGUAGES.map((language) => ({
          language,
          url: `${origin}${localizePath(unprefixedCanonical, language)}`,
        }))
      : [];

  return {
    language: resolved.language,
    pageKey: page?.key ?? null,
    status: page ? 200 : 404,
    title,
    heading: meta.heading,
    description: meta.description || site.defaultDescription,
    keywords: meta.keywords.length > 0 ? meta.keywords : site.defaultKeywords,
    siteName: site.siteName,
    canonicalUrl: `${origin}${resolved.canonicalPath}`,
    robots: indexable ? 'index, follow' : 'noindex, nofollow',
    locale: LANGUAGE_LOCALE[resolved.language],
    imageUrl: `${origin}${DEFAULT_SOCIAL_IMAGE_PATH}`,
    themeColor: THEME_COLOR,
    alternates,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: site.siteName,
      url: `${origin}${localizePath('/', resolved.language)}`,
      inLanguage: resolved.language,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${origin}/search?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  };
}

/** What an article's head says, from the article as the API answers it, in the page's language. */
export function articleHeadOf(
  article: Pick<
    ArticleSummary,
    'title' | 'excerpt' | 'publishedAt' | 'updatedAt' | 'author' | 'category' | 'slug'
  >,
  language: Language,
): ArticleHead {
  return {
    headline: article.title,
    description: article.excerpt,
    publishedTime: article.publishedAt,
    modifiedTime: article.updatedAt,
    author: article.author,
    section: ARTICLE_CATEGORY_NAMES[language][article.category],
    path: localizePath(`/blog/${encodeURIComponent(article.slug)}`, language),
  };
}

/**
 * A blog article's head: its headline and excerpt, `og:type` article with its published and
 * modified times, canonical at `/blog/{slug}` (so `/article/{id}` points there), indexable,
 * and a JSON-LD `Article` beside the site's `WebSite`.
 */
export function withArticleHead(head: PageHead, article: ArticleHead, publicUrl: string): PageHead {
  const origin = stripSlash(publicUrl);
  const url = `${origin}${article.path}`;
  return {
    ...head,
    title: `${article.headline} | ${head.siteName}`,
    heading: article.headline,
    description: article.description,
    canonicalUrl: url,
    robots: 'index, follow',
    article,
    structuredData: {
      '@context': 'https://schema.org',
      '@graph': [
        Object.fromEntries(
          Object.entries(head.structuredData).filter(([key]) => key !== '@context'),
        ),
        {
          '@type': 'Article',
          headline: article.headline,
          description: article.description,
          datePublished: article.publishedTime,
          dateModified: article.modifiedTime,
          author: { '@type': 'Organization', name: article.author },
          publisher: { '@type': 'Organization', name: head.siteName },
          articleSection: article.section,
          inLanguage: head.language,
          image: head.imageUrl,
          mainEntityOfPage: url,
        },
      ],
    },
  };
}
