import { DEFAULT_LANGUAGE } from '../i18n/languages.js';
import type { PageHead } from './head.js';

/**
 * One `<meta>` or `<link>` of a page's head: the server writes it into the HTML, the web
 * finds it by `selector` on each navigation and sets its `attributes`.
 */
export interface HeadTag {
  readonly element: 'meta' | 'link';
  readonly selector: string;
  readonly attributes: Readonly<Record<string, string>>;
}

function meta(attribute: 'name' | 'property', key: string, content: string): HeadTag {
  return {
    element: 'meta',
    selector: `meta[${attribute}="${key}"]`,
    attributes: { [attribute]: key, content },
  };
}

export const CANONICAL_SELECTOR = 'link[rel="canonical"]';
/** The `article:*` tags, which only an article's page has. */
export const ARTICLE_TAGS_SELECTOR = 'meta[property^="article:"]';

/**
 * The tags that change from page to page (SPEC §2 "Page metadata"), one per selector, the
 * canonical link last; the title, the language alternates (`alternateLinks`) and the JSON-LD
 * block are written apart.
 */
export function pageHeadTags(head: PageHead): HeadTag[] {
  return [
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords.join(', ')),
    meta('name', 'robots', head.robots),
    meta('name', 'theme-color', head.themeColor),
    meta('property', 'og:type', head.article ? 'article' : 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', head.imageUrl),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', head.locale),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.imageUrl),
    ...(head.article
      ? [
          meta('property', 'article:published_time', head.article.publishedTime),
          meta('property', 'article:modified_time', head.article.modifiedTime),
          meta('property', 'article:author', head.article.author),
          meta('property', 'article:section', head.article.section),
        ]
      : []),
    // A path that is no page has no canonical address to point to.
    ...(head.status === 200
      ? [
          {
            element: 'link',
            selector: CANONICAL_SELECTOR,
            attributes: { rel: 'canonical', href: head.canonicalUrl },
          } as const,
        ]
      : []),
  ];
}

/** `hreflang` links: the page in each language, and English again as `x-default`. */
export function alternateLinks(head: PageHead): { hreflang: string; href: string }[] {
  const links: { hreflang: string; href: string }[] = head.alternates.map(({ language, url }) => ({
    hreflang: language,
    href: url,
  }));
  const english = head.alternates.find((alternate) => alternate.language === DEFAULT_LANGUAGE);
  if (english) links.push({ hreflang: 'x-default', href: english.url });
  return links;
}
