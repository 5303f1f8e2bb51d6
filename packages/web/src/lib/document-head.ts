import { type PageHead, pageLanguageOf } from '@jyotish/contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { loadedMetadata, loadMetadata } from './page-metadata';

/**
 * The head of `pathname` is built and written by code of its own, loaded with the page's
 * metadata table on the first client-side navigation: the first page keeps the head the server
 * rendered, and a phone's first load carries neither (issue 21).
 */
async function writePageHead(pathname: string): Promise<() => void> {
  const [{ buildPageHeadFrom }, { applyPageHead }] = await Promise.all([
    import('@jyotish/contract/head'),
    import('./page-head-writer'),
    loadMetadata(pageLanguageOf(pathname)),
  ]);
  return () => {
    const head = buildPageHeadFrom(loadedMetadata(), pathname, publicOrigin());
    applyPageHead(headOverrides.get(pathname)?.(head) ?? head);
  };
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

/**
 * Lets a page put its own data into its head once it has it (a blog article: its headline,
 * excerpt and times); the metadata tables' head comes back when the page goes.
 */
export function usePageHeadOverride(pathname: string, override: HeadOverride | null): void {
  useEffect(() => {
    if (override === null) return;
    headOverrides.set(pathname, override);
    void writePageHead(pathname).then((write) => {
      if (headOverrides.get(pathname) === override) write();
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
    void writePageHead(pathname).then((write) => {
      if (current) write();
    });
    return () => {
      current = false;
    };
  }, [pathname]);
}
