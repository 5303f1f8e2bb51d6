import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPageHead, isLandedPage, METADATA, SIGN_NAMES } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestConfig, TEST_PUBLIC_URL } from '../../../test/helper.js';
import { countOf, linkHref, metaContent, titleOf } from '../../../test/html.js';
import {
  FIXTURE_MANIFEST,
  FIXTURE_SCRIPT,
  FIXTURE_SCRIPT_PATH,
  FIXTURE_SOURCE_MAP_PATH,
} from '../../../test/web-fixture.js';
import type { App } from '../../app.js';
import { WEB_APP_NOT_BUILT_MESSAGE } from './web-app.js';

const { en, hi, ta } = METADATA;
let app: App;
const DUSSEHRA = 'dussehra-2025-vijayadashami-on-2-october';

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: TEST_PUBLIC_URL });
});

async function getPage(url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-cache');
  return { status: response.statusCode, html: response.body };
}

describe('page heads rendered by the server', () => {
  it('gives /kundli-matching its own title, description and keywords', async () => {
    const { status, html } = await getPage('/kundli-matching');
    const page = en.pages.kundliMatching;
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(titleOf(html)).toBe(`${page.title} | ${en.site.siteName}`);
    expect(metaContent(html, 'description')).toBe(page.description);
    expect(metaContent(html, 'keywords')).toBe(page.keywords.join(', '));
    expect(metaContent(html, 'og:title')).toBe(`${page.title} | ${en.site.siteName}`);
    expect(metaContent(html, 'og:description')).toBe(page.description);
    expect(metaContent(html, 'twitter:description')).toBe(page.description);
    expect(metaContent(html, 'robots')).toBe('index, follow');
    expect(linkHref(html, 'canonical')).toBe(`${TEST_PUBLIC_URL}/kundli-matching`);
  });

  it("preloads the page language's layout texts, the app, and the page's screen with its texts and page names", async () => {
    const preloadsOf = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (match) => match[1],
      );
    // Each once, and none of the entry script's own chunks (vendor-…), which it loads itself.
    expect(preloadsOf((await getPage('/hindi/kundli')).html)).toEqual([
      '/assets/hi-common-E5f6g7h8.js',
      '/assets/hi-layout-B5c6d7e8.js',
      '/assets/runtime-J9k0l1m2.js',
      '/assets/main-M1a2i3n4.js',
      '/assets/kundli-screens-C1d2e3f4.js',
      '/assets/hi-kundli-G1h2i3j4.js',
      '/assets/hi-page-names-F1g2h3i4.js',
    ]);
    const english = await getPage('/kundli');
    // After the app's own script and stylesheet, which it needs first, still in <head>.
    expect(english.html.indexOf('modulepreload')).toBeGreaterThan(
      english.html.indexOf(FIXTURE_SCRIPT_PATH),
    );
    expect(english.html.lastIndexOf('modulepreload')).toBeLessThan(english.html.indexOf('</head>'));
    expect(preloadsOf(english.html)).toEqual([
      '/assets/en-common-D1a2b3c4.js',
      '/assets/en-layout-A1b2c3d4.js',
      '/assets/main-M1a2i3n4.js',
      '/assets/runtime-J9k0l1m2.js',
      '/assets/kundli-screens-C1d2e3f4.js',
    ]);
    expect(english.html).not.toContain('hi-common-E5f6g7h8');
    // A visitor on a signed-in page is sent to sign in: its screen would load for nothing.
    const profile = await getPage('/hindi/profile');
    expect(profile.html).not.toContain('profile-page-P1q2r3s4');
    expect(profile.html).toContain('/assets/main-M1a2i3n4.js');
    // Tamil has no pack in this build's manifest, nor panchang a screen: the page still
    // renders, with the app's preloads alone.
    expect(preloadsOf((await getPage('/tamil/panchang')).html)).toEqual([
      '/assets/main-M1a2i3n4.js',
      '/assets/runtime-J9k0l1m2.js',
    ]);
    const manifest = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(manifest.statusCode).toBe(404);
  });

  it('writes every head tag once, in place of the marker, and drops the build title', async () => {
    const { html } = await getPage('/kundli-matching');
    expect(html).not.toContain('<!--app-head-->');
    expect(countOf(html, '<title>')).toBe(1);
    expect(metaContent(html, 'author')).toBe('Jyotish');
    expect(metaContent(html, 'theme-color')).toBe('#8B5CF6');
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:url')).toBe(`${TEST_PUBLIC_URL}/kundli-matching`);
    expect(metaContent(html, 'og:image')).toBe(`${TEST_PUBLIC_URL}/icons/icon-512.png`);
    expect(metaContent(html, 'og:site_name')).toBe(en.site.siteName);
    expect(metaContent(html, 'og:locale')).toBe('en_IN');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(`${TEST_PUBLIC_URL}/icons/icon-512.png`);
    expect(linkHref(html, 'manifest')).toBe('/manifest.webmanifest');
    expect(linkHref(html, 'icon', ' type="image/svg+xml"')).toBe('/favicon.svg');
    expect(linkHref(html, 'apple-touch-icon')).toBe('/icons/icon-192.png');
    // The head tags come before the build's own script, inside <head>.
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf(FIXTURE_SCRIPT_PATH));
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
  });

  it('links the page in every language, with English as x-default', async () => {
    const { html } = await getPage('/kundli-matching');
    expect(linkHref(html, 'alternate', ' hreflang="en"')).toBe(
      `${TEST_PUBLIC_URL}/kundli-matching`,
    );
    expect(linkHref(html, 'alternate', ' hreflang="hi"')).toBe(
      `${TEST_PUBLIC_URL}/hindi/kundli-matching`,
    );
    expect(linkHref(html, 'alternate', ' hreflang="ta"')).toBe(
      `${TEST_PUBLIC_URL}/tamil/kundli-matching`,
    );
    expect(linkHref(html, 'alternate', ' hreflang="te"')).toBe(
      `${TEST_PUBLIC_URL}/telugu/kundli-matching`,
    );
    expect(linkHref(html, 'alternate', ' hreflang="x-default"')).toBe(
      `${TEST_PUBLIC_URL}/kundli-matching`,
    );
  });

  it('embeds the WebSite JSON-LD with the site-search action', async () => {
    const { html } = await getPage('/');
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      url: `${TEST_PUBLIC_URL}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${TEST_PUBLIC_URL}/search?q={search_term_string}`,
      },
    });
  });

  it('gives the home page the default title', async () => {
    const { status, html } = await getPage('/');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(en.site.defaultTitle);
  });

  it('renders /hindi/kundli in Hindi with lang="hi"', async () => {
    const { status, html } = await getPage('/hindi/kundli');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="hi">');
    expect(titleOf(html)).toBe(`${hi.pages.kundli.title} | ${hi.site.siteName}`);
    expect(metaContent(html, 'description')).toBe(hi.pages.kundli.description);
    expect(metaContent(html, 'og:locale')).toBe('hi_IN');
    expect(linkHref(html, 'canonical')).toBe(`${TEST_PUBLIC_URL}/hindi/kundli`);
    expect(titleOf(html)).not.toBe(`${en.pages.kundli.title} | ${en.site.siteName}`);
  });

  it('renders /hindi-kundli in Hindi, as its own canonical address and in Hindi only', async () => {
    const { status, html } = await getPage('/hindi-kundli');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="hi">');
    expect(titleOf(html)).toBe(`${hi.pages.hindiKundli.title} | ${hi.site.siteName}`);
    expect(metaContent(html, 'description')).toBe(hi.pages.hindiKundli.description);
    expect(metaContent(html, 'og:locale')).toBe('hi_IN');
    expect(metaContent(html, 'robots')).toBe('index, follow');
    expect(linkHref(html, 'canonical')).toBe(`${TEST_PUBLIC_URL}/hindi-kundli`);
    const alternates = [
      ...html.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)">/g),
    ];
    expect(alternates.map((match) => [match[2], match[1]])).toEqual([
      ['hi', `${TEST_PUBLIC_URL}/hindi-kundli`],
    ]);
    expect(html).toContain('/assets/hi-common-E5f6g7h8.js');
  });

  it('sends /tamil/hindi-kundli and the other prefixes to /hindi-kundli, keeping the query', async () => {
    for (const path of ['/tamil/hindi-kundli', '/hindi/hindi-kundli', '/telugu/hindi-kundli/']) {
      const response = await app.inject({ method: 'GET', url: `${path}?name=Asha` });
      expect(response.statusCode, path).toBe(301);
      expect(response.headers.location, path).toBe('/hindi-kundli?name=Asha');
    }
  });

  it('puts the Tamil sign name into /tamil/daily-horoscope/mesham', async () => {
    const { status, html } = await getPage('/tamil/daily-horoscope/mesham');
    const mesham = SIGN_NAMES.ta[0] ?? 'மேஷம்';
    expect(status).toBe(200);
    expect(html).toContain('<html lang="ta">');
    expect(titleOf(html)).toBe(
      `${ta.pages.dailyHoroscopeSign.title.replaceAll('{{sign}}', mesham)} | ${ta.site.siteName}`,
    );
    expect(titleOf(html)).toContain(mesham);
    expect(html).not.toContain('{{sign}}');
  });

  it('gives the alias /auth-login the canonical address of /login, not indexed', async () => {
    const { status, html } = await getPage('/auth-login');
    expect(status).toBe(200);
    expect(linkHref(html, 'canonical')).toBe(`${TEST_PUBLIC_URL}/login`);
    expect(titleOf(html)).toBe(`${en.pages.login.title} | ${en.site.siteName}`);
    expect(metaContent(html, 'robots')).toBe('noindex, nofollow');
  });

  it('keeps the administrators’ preview pages and the search answers out of search engines, in every language', async () => {
    for (const path of [
      '/kp-test',
      '/hindi/executive-dashboard-preview',
      '/tamil/test-daemon-kundli',
      // The search's answers are no pages of their own to index.
      '/search',
    ]) {
      const { status, html } = await getPage(path);
      expect(status, path).toBe(200);
      expect(metaContent(html, 'robots'), path).toBe('noindex, nofollow');
    }
    for (const path of [
      '/kundli',
      '/astrologers',
      '/hindi/astrologers',
      '/ask-a-free-question',
      '/premium-report',
      '/hindi/reports/life',
      '/blog',
      '/tamil/blog/category/eclipse',
    ]) {
      expect(metaContent((await getPage(path)).html, 'robots'), path).toBe('index, follow');
    }
  });

  it('ignores the query string when resolving the page', async () => {
    const { status, html } = await getPage('/kundli?name=Asha&date=1990-01-01');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`${en.pages.kundli.title} | ${en.site.siteName}`);
  });

  it('answers an unknown path with the same shell and status 404', async () => {
    const { status, html } = await getPage('/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(FIXTURE_SCRIPT_PATH);
    expect(titleOf(html)).toBe(`${en.site.notFoundTitle} | ${en.site.siteName}`);
    expect(metaContent(html, 'robots')).toBe('noindex, nofollow');
    expect(linkHref(html, 'canonical')).toBeNull();
  });

  it('answers an unknown Tamil path with the Tamil not-found head', async () => {
    const { status, html } = await getPage('/tamil/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('<html lang="ta">');
    expect(titleOf(html)).toBe(`${ta.site.notFoundTitle} | ${ta.site.siteName}`);
  });

  it('escapes what comes from the path', async () => {
    const { html } = await getPage('/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(html).not.toContain('<script>alert(1)');
    expect(countOf(html, '<script')).toBe(2);
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });
});

describe('static files of the web build', () => {
  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await app.inject({ method: 'GET', url: FIXTURE_SCRIPT_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(FIXTURE_SCRIPT);
  });

  it('never serves source maps, which would publish the sources', async () => {
    const response = await app.inject({ method: 'GET', url: FIXTURE_SOURCE_MAP_PATH });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Not found',
      code: 'not_found',
      reason: 'not_found',
    });
  });

  it('serves other files revalidated on each use', async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(FIXTURE_MANIFEST);
  });

  it('answers a missing asset with a plain 404, never the page shell', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Not found',
      code: 'not_found',
      reason: 'not_found',
    });
  });

  it('never serves the raw index.html with its marker', async () => {
    const response = await app.inject({ method: 'GET', url: '/index.html' });
    expect(response.body).not.toContain('<!--app-head-->');
  });

  it('answers other methods on page paths with a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/kundli' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Not found',
      code: 'not_found',
      reason: 'not_found',
    });
  });
});

describe('the Indic fonts of the web build', () => {
  /** The web's own fonts and their list (`scripts/subset-fonts.js`), in a fixture build. */
  const WEB_FONTS = fileURLToPath(new URL('../../../../web/public/fonts', import.meta.url));
  let fontApp: App;
  let listed: Record<string, string[]>;

  beforeAll(async () => {
    const config = await createTestConfig();
    await cp(WEB_FONTS, path.join(config.webDistDir, 'fonts'), { recursive: true });
    fontApp = await buildTestApp({ webDistDir: config.webDistDir });
    listed = JSON.parse(await readFile(path.join(WEB_FONTS, 'preload.json'), 'utf8'));
  });

  const fontPreloads = async (url: string) => {
    const html = (await fontApp.inject({ method: 'GET', url })).body;
    return [
      ...html.matchAll(
        /<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin>/g,
      ),
    ].map((match) => match[1]);
  };

  it('preloads the Devanagari faces on a Hindi page, and no font on an English page', async () => {
    const hindi = await fontPreloads('/hindi/kundli');
    expect(hindi).toEqual(listed.hi);
    expect(hindi).toEqual([
      expect.stringMatching(/^\/fonts\/noto-sans-devanagari-400\.[0-9a-f]{10}\.woff2$/),
      expect.stringMatching(/^\/fonts\/noto-sans-devanagari-700\.[0-9a-f]{10}\.woff2$/),
    ]);
    expect(await fontPreloads('/hindi')).toEqual(listed.hi);
    expect(await fontPreloads('/hindi-kundli')).toEqual(listed.hi);
    expect(await fontPreloads('/tamil/panchang')).toEqual(listed.ta);
    expect(listed.ta?.[0]).toMatch(/^\/fonts\/noto-sans-tamil-400\./);
    expect(await fontPreloads('/telugu')).toEqual(listed.te);
    expect(listed.te?.[0]).toMatch(/^\/fonts\/noto-sans-telugu-400\./);
    for (const english of ['/', '/kundli', '/no-such-page']) {
      expect(await fontPreloads(english), english).toEqual([]);
    }
  });

  it('serves the preloaded font with a year-long immutable cache', async () => {
    const response = await fontApp.inject({ method: 'GET', url: listed.hi?.[0] ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('revalidates the licence, keeps the server’s list to itself and answers a missing font with a JSON 404', async () => {
    const licence = await fontApp.inject({ method: 'GET', url: '/fonts/OFL.txt' });
    expect(licence.statusCode).toBe(200);
    expect(licence.headers['cache-control']).toBe('no-cache');
    for (const url of ['/fonts/preload.json', '/fonts/noto-sans-devanagari-400.0000000000.woff2']) {
      const response = await fontApp.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        message: 'Not found',
        code: 'not_found',
        reason: 'not_found',
      });
    }
  });
});

describe('robots.txt', () => {
  it('allows the public site, keeps crawlers out of the API and signed-in pages', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    const lines = response.body.split('\n');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const prefix of [
      '/api/',
      '/admin',
      '/dashboard',
      '/profile',
      '/chat/',
      '/hindi/dashboard',
    ]) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    expect(lines).not.toContain('Disallow: /admin/settings');
    expect(lines).not.toContain('Disallow: /kundli');
    expect(lines).not.toContain('Disallow: /panchang');
    expect(lines).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('lists public pages in all four languages with alternates, and no private page', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    const xml = response.body;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const path of ['/kundli', '/hindi/kundli', '/tamil/kundli', '/telugu/kundli']) {
      expect(xml).toContain(`<loc>${TEST_PUBLIC_URL}${path}</loc>`);
    }
    expect(xml).toContain(`<loc>${TEST_PUBLIC_URL}/</loc>`);
    expect(xml).toContain(`<loc>${TEST_PUBLIC_URL}/hindi</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="ta" href="${TEST_PUBLIC_URL}/tamil/kundli-matching"/>`,
    );
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${TEST_PUBLIC_URL}/kundli-matching"/>`,
    );
    // A page named after a language is listed once, in that language, at its own address.
    expect(xml).toContain(`<loc>${TEST_PUBLIC_URL}/hindi-kundli</loc>`);
    expect(xml).not.toContain('/tamil/hindi-kundli');
    expect(xml).not.toContain('/hindi/hindi-kundli');
    expect(countOf(xml, `<loc>${TEST_PUBLIC_URL}/hindi-kundli</loc>`)).toBe(1);
    expect(xml).not.toContain('/dashboard');
    expect(xml).not.toContain('/admin');
    expect(xml).not.toContain('/login');
    expect(xml).not.toContain(':id');
  });

  it('leaves out the private pages and the search answers, in every language', async () => {
    const xml = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    for (const path of ['/kp-test', '/hindi/phase3-test', '/search']) {
      expect(xml).not.toContain(`${TEST_PUBLIC_URL}${path}"`);
      expect(xml).not.toContain(`<loc>${TEST_PUBLIC_URL}${path}</loc>`);
    }
    // Landed with the consultations: the list and the package page, in every language.
    expect(xml).toContain(`<loc>${TEST_PUBLIC_URL}/astrologers</loc>`);
    expect(xml).toContain(`<loc>${TEST_PUBLIC_URL}/hindi/astrologers</loc>`);
    expect(xml).toContain(`<loc>${TEST_PUBLIC_URL}/packages</loc>`);
    // The per-sign horoscope pages landed with the horoscopes.
    expect(xml).toContain(`<loc>${TEST_PUBLIC_URL}/daily-horoscope/aries</loc>`);
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(listed.length).toBeGreaterThan(0);
    // The blog, its categories and each article in the languages it is published in.
    expect(xml).toContain(`<loc>${TEST_PUBLIC_URL}/hindi/blog/category/direct-motion</loc>`);
    const articles = listed.filter((url) => /\/blog\/(?!category\/)[^/]+$/.test(url));
    expect(articles).toHaveLength(40);
    expect(articles).toContain(`${TEST_PUBLIC_URL}/hindi/blog/${DUSSEHRA}`);
    expect(xml).toContain(`<lastmod>2025-09-25</lastmod>`);
    for (const url of articles.slice(0, 3)) {
      const { html } = await getPage(url.slice(TEST_PUBLIC_URL.length));
      expect(metaContent(html, 'robots'), url).toBe('index, follow');
    }
    for (const url of listed.filter((candidate) => !articles.includes(candidate))) {
      const path = url.slice(TEST_PUBLIC_URL.length) || '/';
      const head = buildPageHead(path, TEST_PUBLIC_URL);
      expect(head.pageKey, path).not.toBeNull();
      expect(isLandedPage(head.pageKey ?? 'home'), path).toBe(true);
      expect(head.robots, path).toBe('index, follow');
    }
  });
});

describe('the blog’s pages, feed and heads', () => {
  it('gives an article’s page its headline, excerpt, times and a JSON-LD Article', async () => {
    const { status, html } = await getPage(`/hindi/blog/${DUSSEHRA}`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="hi">');
    expect(titleOf(html)).toMatch(/^दशहरा 2025.* \| /);
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'article:published_time')).toBe('2025-09-25T00:30:00.000Z');
    expect(metaContent(html, 'article:modified_time')).toBe('2025-09-25T00:30:00.000Z');
    expect(metaContent(html, 'article:section')).toBe('त्योहार');
    expect(metaContent(html, 'robots')).toBe('index, follow');
    expect(linkHref(html, 'canonical')).toBe(`${TEST_PUBLIC_URL}/hindi/blog/${DUSSEHRA}`);
    const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
    const graph = JSON.parse(jsonLd ?? '{}')['@graph'] as Record<string, unknown>[];
    expect(graph.map((node) => node['@type'])).toEqual(['WebSite', 'Article']);
    expect(graph[1]).toMatchObject({
      datePublished: '2025-09-25T00:30:00.000Z',
      articleSection: 'त्योहार',
      inLanguage: 'hi',
      mainEntityOfPage: `${TEST_PUBLIC_URL}/hindi/blog/${DUSSEHRA}`,
    });
  });

  it('points /article/{id} at the article’s own address, and answers 404 for none', async () => {
    const { status, html } = await getPage('/article/20');
    expect(status).toBe(200);
    expect(linkHref(html, 'canonical')).toBe(`${TEST_PUBLIC_URL}/blog/${DUSSEHRA}`);
    for (const path of ['/blog/no-such-article', '/article/999', '/blog/category/gossip']) {
      const missing = await getPage(path);
      expect(missing.status, path).toBe(404);
      expect(metaContent(missing.html, 'robots'), path).toBe('noindex, nofollow');
    }
    const category = await getPage('/hindi/blog/category/eclipse');
    expect(titleOf(category.html)).toContain('ग्रहण');
  });

  it('publishes the articles as RSS in each language, newest first', async () => {
    const response = await app.inject({ url: '/blog/feed.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const items = [...response.body.matchAll(/<item>[\s\S]*?<\/item>/g)].map((m) => m[0]);
    expect(items).toHaveLength(20);
    expect(items[0]).toContain(
      `<link>${TEST_PUBLIC_URL}/blog/venus-combust-from-november-2025-to-february-2026</link>`,
    );
    expect(items[0]).toContain('<pubDate>Thu, 20 Nov 2025 00:30:00 GMT</pubDate>');
    expect(items[0]).toContain('<content:encoded>&lt;p&gt;For nearly three months');
    expect(items[0]).toContain('&lt;h2&gt;What &quot;combust&quot; means in the sky&lt;/h2&gt;');
    expect(response.body).toContain(
      `<atom:link href="${TEST_PUBLIC_URL}/blog/feed.xml" rel="self" type="application/rss+xml"/>`,
    );
    const hindi = (await app.inject({ url: '/hindi/blog/feed.xml' })).body;
    expect(hindi).toContain('<language>hi</language>');
    expect(hindi).toContain(`<link>${TEST_PUBLIC_URL}/hindi/blog/${DUSSEHRA}</link>`);
    expect(hindi).toContain('<category>त्योहार</category>');
  });
});

describe('without a web build', () => {
  it('answers pages with 503 and how to build, while the API keeps working', async () => {
    const config = await createTestConfig();
    await rm(path.join(config.webDistDir, 'index.html'));
    const unbuilt = await buildTestApp({ webDistDir: config.webDistDir });

    const page = await unbuilt.inject({ method: 'GET', url: '/kundli' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toBe(WEB_APP_NOT_BUILT_MESSAGE);
    expect(page.body).toContain('npm run build');
    const health = await unbuilt.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
