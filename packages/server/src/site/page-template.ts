import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language, PageHead } from '@jyotish/contract';
import { escapeHtml } from './escape.js';
import { renderHeadTags } from './head-tags.js';
import { loadLanguagePackFiles } from './language-packs.js';

/** Where the web build leaves room for the server-rendered head tags. */
export const HEAD_MARKER = '<!--app-head-->';
const HTML_OPEN_TAG = /<html\b[^>]*>/i;

/**
 * The web app's `index.html`, prepared once at start. The head tags replace the marker (or go
 * before `</head>` in a build without it); a `<title>` of the build is dropped because the
 * server writes each page's own. `packFiles` are the scripts of each language's pack, which
 * the app loads before its first render: preloading them saves a round trip.
 */
export class PageTemplate {
  readonly #html: string;
  readonly #packFiles: Partial<Record<Language, readonly string[]>>;

  constructor(indexHtml: string, packFiles: Partial<Record<Language, readonly string[]>> = {}) {
    this.#packFiles = packFiles;
    const withoutTitle = indexHtml.replace(/<title>[\s\S]*?<\/title>\s*/i, '');
    this.#html = withoutTitle.includes(HEAD_MARKER)
      ? withoutTitle
      : withoutTitle.replace(/<\/head>/i, `${HEAD_MARKER}\n  </head>`);
  }

  render(head: PageHead): string {
    const preloads = (this.#packFiles[head.language] ?? []).map(
      (file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`,
    );
    const tags = [renderHeadTags(head), ...preloads].join('\n    ');
    // Replacer functions, because a replacement string would give `$&` in a title a meaning.
    return this.#html
      .replace(HTML_OPEN_TAG, (tag) => withLang(tag, head.language))
      .replace(HEAD_MARKER, () => tags);
  }
}

function withLang(htmlTag: string, language: string): string {
  const lang = `lang="${escapeHtml(language)}"`;
  return /\slang=("[^"]*"|'[^']*'|[^\s>]+)/i.test(htmlTag)
    ? htmlTag.replace(/\slang=("[^"]*"|'[^']*'|[^\s>]+)/i, () => ` ${lang}`)
    : htmlTag.replace(/^<html/i, () => `<html ${lang}`);
}

/** Reads `<webDistDir>/index.html`; null when the web app has not been built. */
export async function loadPageTemplate(webDistDir: string): Promise<PageTemplate | null> {
  try {
    const indexHtml = await readFile(path.join(webDistDir, 'index.html'), 'utf8');
    return new PageTemplate(indexHtml, await loadLanguagePackFiles(webDistDir));
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
}
