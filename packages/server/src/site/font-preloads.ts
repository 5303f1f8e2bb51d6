import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isLanguage, type Language } from '@jyotish/contract';

/**
 * Where the web build names the font faces of each page language, relative to the build
 * (written by `scripts/subset-fonts.js` into `packages/web/public/fonts/`). It is for the
 * server, not for browsers.
 */
export const FONT_PRELOADS_FILE = 'fonts/preload.json';

const FONT_FILE = /^\/fonts\/[\w.-]+\.woff2$/;

/**
 * The font files each page language's text is set in (its script's regular and bold faces),
 * from the list in the web build. English has none: its text is in the system's font. What is
 * no language, or no font file of `/fonts/`, is left out.
 */
export function fontPreloadsOf(listed: unknown): Partial<Record<Language, readonly string[]>> {
  const files: Partial<Record<Language, readonly string[]>> = {};
  if (typeof listed !== 'object' || listed === null) return files;
  for (const [language, list] of Object.entries(listed)) {
    if (!isLanguage(language) || !Array.isArray(list)) continue;
    const fonts = list.filter(
      (file): file is string => typeof file === 'string' && FONT_FILE.test(file),
    );
    if (fonts.length > 0) files[language] = fonts;
  }
  return files;
}

/** Reads the list under `webDistDir`; a build without one preloads no font. */
export async function loadFontPreloads(
  webDistDir: string,
): Promise<Partial<Record<Language, readonly string[]>>> {
  try {
    return fontPreloadsOf(
      JSON.parse(await readFile(path.join(webDistDir, FONT_PRELOADS_FILE), 'utf8')),
    );
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return {};
    throw error;
  }
}
