import { buildPageHead } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import { fontPreloadsOf } from './font-preloads.js';
import { PageTemplate } from './page-template.js';

const head = buildPageHead('/kundli', 'https://jyotish.test');

describe('PageTemplate', () => {
  it('replaces the marker and the lang of <html>', () => {
    const html = new PageTemplate(
      '<!doctype html><html lang="en"><head><!--app-head--></head><body></body></html>',
    ).render(buildPageHead('/telugu/kundli', 'https://jyotish.test'));
    expect(html).toMatch(/^<!doctype html><html lang="te"><head><title>/);
    expect(html).not.toContain('<!--app-head-->');
  });

  it('puts the tags before </head> when a build has no marker, and adds a missing lang', () => {
    const html = new PageTemplate(
      '<html><head><meta charset="utf-8"></head><body></body></html>',
    ).render(head);
    expect(html).toMatch(/^<html lang="en"><head><meta charset="utf-8"><title>[^<]+<\/title>/);
    expect(html).toMatch(/<\/script>\n {2}<\/head>/);
  });

  it('writes values literally, even ones that look like replacement patterns', () => {
    const html = new PageTemplate('<html lang="en"><head><!--app-head--></head></html>').render({
      ...head,
      title: "Kundli $& Matching $' & <Guna>",
      structuredData: { name: '</script><script>alert(1)</script>' },
    });
    expect(html).toContain('<title>Kundli $&amp; Matching $&#39; &amp; &lt;Guna&gt;</title>');
    expect(html).toContain('{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}');
    expect(html).not.toContain('<script>alert(1)');
  });

  it("preloads the page language's fonts in CORS mode, before the scripts, and none for English", () => {
    const devanagari = [
      '/fonts/noto-sans-devanagari-400.0123456789.woff2',
      '/fonts/noto-sans-devanagari-700.abcdef0123.woff2',
    ];
    const template = new PageTemplate(
      '<html lang="en"><head><!--app-head--></head></html>',
      { hi: ['/assets/hi-E5f6g7h8.js'] },
      { hi: devanagari },
    );
    const hindi = template.render(buildPageHead('/hindi/kundli', 'https://jyotish.test'));
    const preloads = devanagari.map(
      (file) => `<link rel="preload" as="font" type="font/woff2" href="${file}" crossorigin>`,
    );
    expect(hindi).toContain(preloads.join('\n    '));
    expect(hindi.indexOf(preloads[1] ?? '')).toBeLessThan(hindi.indexOf('modulepreload'));
    expect(template.render(head)).not.toContain('as="font"');
    // Tamil has no font in this list: no preload, no error.
    expect(template.render(buildPageHead('/tamil/kundli', 'https://jyotish.test'))).not.toContain(
      'as="font"',
    );
  });

  it("serves a page's prerendered first screen inside #root, in the page's language only", () => {
    const template = new PageTemplate(
      '<html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>',
      {},
      {},
      () => [],
      { home: { en: '<h1>Free kundli $&</h1>', hi: '<h1>मुफ़्त कुंडली</h1>' } },
    );
    expect(template.render(buildPageHead('/', 'https://jyotish.test'))).toContain(
      '<div id="root"><div data-first-screen="" inert><h1>Free kundli $&</h1></div></div>',
    );
    expect(template.render(buildPageHead('/hindi', 'https://jyotish.test'))).toContain(
      '<div id="root"><div data-first-screen="" inert><h1>मुफ़्त कुंडली</h1></div></div>',
    );
    // No Tamil HTML, another page, an unknown path: the empty root the app fills.
    for (const path of ['/tamil', '/kundli', '/no-such-page']) {
      expect(template.render(buildPageHead(path, 'https://jyotish.test'))).toContain(
        '<div id="root"></div>',
      );
    }
  });

  it("tells a browser without JavaScript, in the page's language, what it is missing", () => {
    const template = new PageTemplate(
      '<html lang="en"><head><!--app-head--></head><body><noscript>Needs JavaScript.</noscript><div id="root"></div></body></html>',
      {},
      {},
      () => [],
      { home: { hi: '<h1>होम</h1>' } },
    );
    const page = (path: string) => template.render(buildPageHead(path, 'https://jyotish.test'));
    expect(page('/kundli')).toContain(
      '<noscript>Turn on JavaScript in your browser to see this page.</noscript>',
    );
    expect(page('/telugu/kundli')).toContain(
      '<noscript>ఈ పేజీని చూడటానికి మీ బ్రౌజర్‌లో JavaScript‌ను ఆన్ చేయండి.</noscript>',
    );
    // The Hindi home page came with its first screen: only the rest needs the app.
    expect(page('/hindi')).toContain(
      '<noscript>पूरा पेज देखने के लिए अपने ब्राउज़र में JavaScript चालू करें।</noscript>',
    );
    expect(page('/hindi')).not.toContain('Needs JavaScript');
  });

  it('takes from the build’s font list only languages with WOFF2 files of /fonts/', () => {
    expect(
      fontPreloadsOf({
        hi: ['/fonts/noto-sans-devanagari-400.0123456789.woff2', '/fonts/a.ttf'],
        ta: ['https://fonts.example/tamil.woff2'],
        te: ['/fonts/"><script>.woff2'],
        en: '/fonts/noto-sans-devanagari-400.0123456789.woff2',
        xx: ['/fonts/other.woff2'],
      }),
    ).toEqual({ hi: ['/fonts/noto-sans-devanagari-400.0123456789.woff2'] });
    expect(fontPreloadsOf(null)).toEqual({});
    expect(fontPreloadsOf(['/fonts/a.woff2'])).toEqual({});
  });
});
