import { DEFAULT_LANGUAGE, type PageHead } from '@jyotish/contract';
import { escapeHtml, jsonForScript } from './escape.js';

export const SITE_AUTHOR = 'Jyotish';
export const MANIFEST_PATH = '/manifest.webmanifest';
export const FAVICON_PATH = '/favicon.svg';
export const APPLE_TOUCH_ICON_PATH = '/icons/icon-192.png';

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

function link(rel: string, href: string, extra = ''): string {
  return `<link rel="${rel}" href="${escapeHtml(href)}"${extra}>`;
}

/**
 * The tags that go into a page's `<head>` before any script runs, so that search engines and
 * link previews see each page's own title, description and language.
 */
export function renderHeadTags(head: PageHead): string {
  const english = head.alternates.find((alternate) => alternate.language === DEFAULT_LANGUAGE);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords.join(', ')),
    meta('name', 'author', SITE_AUTHOR),
    meta('name', 'robots', head.robots),
    // A path that is no page has no canonical address to point to.
    ...(head.status === 200 ? [link('canonical', head.canonicalUrl)] : []),
    ...head.alternates.map((alternate) =>
      link('alternate', alternate.url, ` hreflang="${escapeHtml(alternate.language)}"`),
    ),
    ...(english ? [link('alternate', english.url, ' hreflang="x-default"')] : []),
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
    meta('name', 'theme-color', head.themeColor),
    link('manifest', MANIFEST_PATH),
    link('icon', FAVICON_PATH, ' type="image/svg+xml"'),
    link('apple-touch-icon', APPLE_TOUCH_ICON_PATH),
    `<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>`,
  ];
  return tags.join('\n    ');
}
