import { buildPageHead } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
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
});
