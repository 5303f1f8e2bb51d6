import {
  ARTICLE_TAGS_SELECTOR,
  alternateLinks,
  buildPageHeadFrom,
  CANONICAL_SELECTOR,
  type PageHead,
  pageHeadTags,
  pageLanguageOf,
} from '@jyotish/contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { loadedMetadata, loadMetadata } from './page-metadata';

/** Writes `head` into the document, updating the server's tags and creating missing ones. */
export function applyPageHead(head: PageHead, doc: Document = document): void {
  doc.title = head.title;
  // Only an article's page has `article:*` tags; the next page must not keep them.
  for (const old of doc.head.querySelectorAll(ARTICLE_TAGS_SELECTOR)) old.remove();
  const tags = pageHeadTags(head);
  if (!tags.some((tag) => tag.selector === CANONICAL_SELECTOR)) {
    doc.head.querySelector(CANONICAL_SELECTOR)?.remove();
  }
  for (const spec of tags) {
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

type HeadOverride = (head: PageHead) => PageHead;

/** Heads a page computes from its own data (an article's), by pathname, while it is shown. */
const headOverrides = new Map<string, HeadOverride>();

function headOf(pathname: string): PageHead {
  const head = buildPageHeadFrom(loadedMetadata(), pathname, publicOrigin());
  return headOverrides.get(pathname)?.(head) ?? head;
}

/**
 * Lets a page put its own data into its head once it has it (a blog article: its headline,
 * excerpt and times); the metadata tables' head comes back when the page goes.
 */
export function usePageHeadOverride(pathname: string, override: HeadOverride | null): void {
  useEffect(() => {
    if (override === null) return;
    headOverrides.set(pathname, override);
    void loadMetadata(pageLanguageOf(pathname)).then(() => {
      if (headOverrides.get(pathname) === override) applyPageHead(headOf(pathname));
    });
    return () => {
      if (headOverrides.get(pathname) === override) headOverrides.delete(pathname);
    };
  }, [pathname, override]);
}

let servedPathname: string | null = null;

/**
 * Notes the path whose head the server rendered into the document, before anything changes
 * the URL: the first page keeps that head, and needs no metadata table for it.
 */
export function noteServedHead(pathname: string): void {
  servedPathname = pathname;
}

/** Re-applies the page head on every client-side navigation. */
export function usePageHeadSync(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const served = pathname === servedPathname;
    servedPathname = null;
    if (served) return;
    let current = true;
    void loadMetadata(pageLanguageOf(pathname)).then(() => {
      if (current) applyPageHead(headOf(pathname));
    });
    return () => {
      current = false;
    };
  }, [pathname]);
}
