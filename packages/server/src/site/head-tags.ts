import { alternateLinks, type HeadTag, type PageHead, pageHeadTags } from '@jyotish/contract';
import { escapeHtml, jsonForScript } from './escape.js';

export const SITE_AUTHOR = 'Jyotish';
export const MANIFEST_PATH = '/manifest.webmanifest';
export const FAVICON_PATH = '/favicon.svg';
export const APPLE_TOUCH_ICON_PATH = '/icons/icon-192.png';

function tagHtml({ element, attributes }: HeadTag): string {
  const html = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<${element}${html}>`;
}

/**
 * The tags that go into a page's `<head>` before any script runs, so that search engines and
 * link previews see each page's own title, description and language. The per-page tags come
 * from contract's `pageHeadTags`, the same list the web updates on each navigation.
 */
export function renderHeadTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    ...pageHeadTags(head).map(tagHtml),
    ...alternateLinks(head).map(
      ({ hreflang, href }) =>
        `<link rel="alternate" href="${escapeHtml(href)}" hreflang="${escapeHtml(hreflang)}">`,
    ),
    `<meta name="author" content="${SITE_AUTHOR}">`,
    `<link rel="manifest" href="${MANIFEST_PATH}">`,
    `<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml">`,
    `<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON_PATH}">`,
    `<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>`,
  ];
  return tags.join('\n    ');
}
