import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SOCIAL_IMAGE_PATH, THEME_COLOR } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';

const webRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

describe('index.html', () => {
  const html = readFileSync(webRoot('index.html'), 'utf8');

  it('has the marker where the server injects the head, and the English default lang', () => {
    expect(html).toContain('<!--app-head-->');
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('<div id="root"></div>');
  });

  it('passes the strict CSP: no inline script, style element or style attribute', () => {
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toEqual(['<script type="module" src="/src/boot.ts">']);
    expect(html).not.toMatch(/<style\b/);
    expect(html).not.toMatch(/\sstyle=/);
  });
});

describe('web app manifest and icons', () => {
  const manifest = JSON.parse(readFileSync(webRoot('public/manifest.webmanifest'), 'utf8')) as {
    name: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };

  /** Width and height from a PNG's IHDR chunk. */
  function pngSize(path: string): [number, number] {
    const bytes = readFileSync(webRoot(`public${path}`));
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  }

  it('names the product and uses the theme colour', () => {
    expect(manifest.name).toBe('Jyotish');
    expect(manifest.theme_color).toBe(THEME_COLOR);
  });

  it('lists icons whose files have the declared sizes, the social image among them', () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => icon.src)).toContain(DEFAULT_SOCIAL_IMAGE_PATH);
    for (const icon of pngs) {
      const [width, height] = pngSize(icon.src);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    expect(readFileSync(webRoot('public/favicon.svg'), 'utf8')).toContain('<svg');
  });
});
