import { buildPageHeadFrom, type PageHead, splitLanguagePrefix } from '@jyotish/contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { loadedMetadata, loadMetadata } from './page-metadata';

/** One `<meta>` or `<link>` of the head, found by `selector` and given `attributes`. */
export interface HeadTagSpec {
  readonly element: 'meta' | 'link';
  readonly selector: string;
  readonly attributes: Readonly<Record<string, string>>;
}

function meta(attribute: 'name' | 'property', key: string, content: string): HeadTagSpec {
  return {
    element: 'meta',
    selector: `meta[${attribute}="${key}"]`,
    attributes: { [attribute]: key, content },
  };
}

const CANONICAL_SELECTOR = 'link[rel="canonical"]';

/**
 * The per-page tags of a head, the same ones the server renders (SPEC §2 "Page metadata"),
 * except the canonical link (`canonicalLink`) and the language alternates (`alternateLinks`).
 */
export function describeHeadTags(head: PageHead): HeadTagSpec[] {
  return [
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords.join(', ')),
    meta('name', 'robots', head.robots),
    meta('name', 'theme-color', head.themeColor),
    meta('property', 'og:type', 'website'),
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
  ];
}

/** The canonical link; a path that is no page has no canonical address, as on the server. */
export function canonicalLink(head: PageHead): HeadTagSpec | null {
  if (head.status !== 200) return null;
  return {
    element: 'link',
    selector: CANONICAL_SELECTOR,
    attributes: { rel: 'canonical', href: head.canonicalUrl },
  };
}

/** `hreflang` links: the page in each language, and English as `x-default`. */
export function alternateLinks(head: PageHead): { hreflang: string; href: string }[] {
  const links: { hreflang: string; href: string }[] = head.alternates.map(({ language, url }) => ({
    hreflang: language,
    href: url,
  }));
  const english = head.alternates.find((alternate) => alternate.language === 'en');
  if (english) links.push({ hreflang: 'x-default', href: english.url });
  return links;
}

/** Writes `head` into the document, updating the server's tags and creating missing ones. */
export function applyPageHead(head: PageHead, doc: Document = document): void {
  doc.title = head.title;
  const canonical = canonicalLink(head);
  if (!canonical) doc.head.querySelector(CANONICAL_SELECTOR)?.remove();
  for (const spec of canonical ? [...describeHeadTags(head), canonical] : describeHeadTags(head)) {
    let element = doc.head.querySelector(spec.selector);
    if (!element) {
      element = doc.createElement(spec.element);
      doc.head.append(element);
    }
    for (const [name, value] of Object.entries(spec.attributes)) element.setAttribute(name, value);
  }

  for (const old of doc.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
  for (const { hreflang, href } of alternateLinks(head)) {
    const link = doc.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = href;
    doc.head.append(link);
  }

  // A JSON-LD block is data, never executed, so writing it is allowed under the CSP; as
  // text content it cannot close its element, so no escaping is needed.
  let structured = doc.head.querySelector('script[type="application/ld+json"]');
  if (!structured) {
    structured = doc.createElement('script');
    structured.setAttribute('type', 'application/ld+json');
    doc.head.append(structured);
  }
  structured.textContent = JSON.stringify(head.structuredData);
}

let cachedOrigin: string | undefined;

/**
 * The site's public origin: the one the server wrote into the page's first `og:url` (its
 * PUBLIC_URL, which may differ from the address behind a proxy), else the page's own.
 * Read once, before the first client-side update rewrites the tag.
 */
export function publicOrigin(doc: Document = document): string {
  if (cachedOrigin === undefined) {
    const served = doc.head.querySelector('meta[property="og:url"]')?.getAttribute('content');
    try {
      cachedOrigin = served ? new URL(served).origin : doc.location.origin;
    } catch {
      cachedOrigin = doc.location.origin;
    }
  }
  return cachedOrigin;
}

/** Re-applies the page head on every client-side navigation. */
export function usePageHeadSync(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    let current = true;
    void loadMetadata(splitLanguagePrefix(pathname).language).then(() => {
      if (current) applyPageHead(buildPageHeadFrom(loadedMetadata(), pathname, publicOrigin()));
    });
    return () => {
      current = false;
    };
  }, [pathname]);
}
