import { LANGUAGES, localizePath, resolvePage } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import { FREE_TOOLS } from './free-tools';

describe('FREE_TOOLS', () => {
  it('lists exactly the twelve tools of SPEC §2 "Astro-tools page", in its order', () => {
    expect(FREE_TOOLS.map((tool) => tool.path)).toEqual([
      '/kundli',
      '/kundli-matching',
      '/panchang',
      '/daily-horoscope',
      '/moon-sign-checker',
      '/nakshatra-finder',
      '/dasha-calculator',
      '/numerology',
      '/dosham-detector',
      '/lal-kitab',
      '/baby-naming',
      '/lucky-numbers',
    ]);
  });

  it('links every tool to the public catalog page whose title it shows, in every language', () => {
    for (const language of LANGUAGES) {
      for (const tool of FREE_TOOLS) {
        const resolved = resolvePage(localizePath(tool.path, language));
        expect(resolved.page?.key, `${language} ${tool.path}`).toBe(tool.key);
        expect(resolved.page?.access).toBe('public');
        expect(resolved.language).toBe(language);
      }
    }
  });

  it('gives each tool its own icon', () => {
    expect(new Set(FREE_TOOLS.map((tool) => tool.iconPath)).size).toBe(FREE_TOOLS.length);
  });
});
