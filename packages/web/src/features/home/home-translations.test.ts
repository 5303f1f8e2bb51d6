import { describe, expect, it } from 'vitest';
import { home as enHome } from '../../locales/en/home';
import { homeSections as enSections } from '../../locales/en/homeSections';
import { home as hiHome } from '../../locales/hi/home';
import { homeSections as hiSections } from '../../locales/hi/homeSections';
import { home as taHome } from '../../locales/ta/home';
import { homeSections as taSections } from '../../locales/ta/homeSections';
import { home as teHome } from '../../locales/te/home';
import { homeSections as teSections } from '../../locales/te/homeSections';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf as `path → text`, e.g. `faq.items.free.question → 'Is the kundli free?'`. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [p, v] of leaves(value, path)) found.set(p, v);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Both namespaces of the home and astro-tools pages: the first screen's and the rest's. */
const ENGLISH = leaves({ home: enHome, homeSections: enSections });

describe.each([
  ['hi', { home: hiHome, homeSections: hiSections }, /[\u0900-\u097F]/],
  ['ta', { home: taHome, homeSections: taSections }, /[\u0B80-\u0BFF]/],
  ['te', { home: teHome, homeSections: teSections }, /[\u0C00-\u0C7F]/],
] as const)('home texts in %s', (_language, texts, script) => {
  const translated = leaves(texts);

  it('keep every interpolation placeholder of the English text', () => {
    for (const [path, english] of ENGLISH) {
      expect(placeholders(translated.get(path) ?? ''), path).toEqual(placeholders(english));
    }
  });

  it('are written in their own script, not left in English', () => {
    for (const [path, text] of translated) {
      expect(text, path).toMatch(script);
      expect(text, path).not.toBe(ENGLISH.get(path));
    }
  });
});

describe('home FAQ', () => {
  it('says what is true of privacy, the default ayanamsa and the guidance-only disclaimer', () => {
    // SPEC §1's statement, told as the code makes it true: HTTPS with HSTS (helmet.ts), saved
    // births read only by their owner, transcripts read by an administrator only with a reason.
    expect(enSections.faq.items.privacy.answer).toContain('only an argon2id hash');
    expect(enSections.faq.items.privacy.answer).toContain('travels encrypted (HTTPS)');
    expect(enSections.faq.items.privacy.answer).toContain('your consultations are confidential');
    expect(enSections.faq.items.privacy.answer).toContain('with the reason recorded');
    expect(enSections.faq.items.free.answer).not.toMatch(/paid|premium|consultation/i);
    expect(enSections.faq.items.ayanamsa.answer).toMatch(/^Lahiri .* by default/);
    expect(enSections.faq.items.guidance.answer).toContain('guidance, not certainty');
  });
});
