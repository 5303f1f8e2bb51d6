import { describe, expect, it } from 'vitest';
import { home as en } from '../../locales/en/home';
import { home as hi } from '../../locales/hi/home';
import { home as ta } from '../../locales/ta/home';
import { home as te } from '../../locales/te/home';

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

const ENGLISH = leaves(en);

describe.each([
  ['hi', hi, /[\u0900-\u097F]/],
  ['ta', ta, /[\u0B80-\u0BFF]/],
  ['te', te, /[\u0C00-\u0C7F]/],
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
    expect(en.faq.items.privacy.answer).toContain('only an argon2id hash');
    expect(en.faq.items.privacy.answer).toContain('travels encrypted (HTTPS)');
    expect(en.faq.items.privacy.answer).toContain('your consultations are confidential');
    expect(en.faq.items.privacy.answer).toContain('with the reason recorded');
    expect(en.faq.items.free.answer).not.toMatch(/paid|premium|consultation/i);
    expect(en.faq.items.ayanamsa.answer).toMatch(/^Lahiri .* by default/);
    expect(en.faq.items.guidance.answer).toContain('guidance, not certainty');
  });
});
