import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language, PageHead } from '@jyotish/contract';
import { escapeHtml } from './escape.js';
import { loadFontPreloads } from './font-preloads.js';
import { renderHeadTags } from './head-tags.js';
import { loadLanguagePackFiles, loadScreenFiles } from './language-packs.js';

/** Where the web build leaves room for the server-rendered head tags. */
export const HEAD_MARKER = '<!--app-head-->';
const HTML_OPEN_TAG = /<html\b[^>]*>/i;
const EMPTY_ROOT = /<div id="root"><\/div>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/i;

/**
 * What a browser without JavaScript shows above the page, in the page's language: the whole
 * page needs the app, or, where its first screen came as HTML, the rest of it.
 */
const NOSCRIPT_TEXT: Readonly<Record<Language, { page: string; rest: string }>> = {
  en: {
    page: 'Turn on JavaScript in your browser to see this page.',
    rest: 'Turn on JavaScript in your browser to see the rest of this page.',
  },
  hi: {
    page: 'यह पेज देखने के लिए अपने ब्राउज़र में JavaScript चालू करें।',
    rest: 'पूरा पेज देखने के लिए अपने ब्राउज़र में JavaScript चालू करें।',
  },
  ta: {
    page: 'இந்தப் பக்கத்தைக் காண உங்கள் உலாவியில் JavaScript-ஐ இயக்கவும்.',
    rest: 'இந்தப் பக்கத்தின் மீதிப் பகுதியைக் காண உங்கள் உலாவியில் JavaScript-ஐ இயக்கவும்.',
  },
  te: {
    page: 'ఈ పేజీని చూడటానికి మీ బ్రౌజర్‌లో JavaScript‌ను ఆన్ చేయండి.',
    rest: 'ఈ పేజీలో మిగతా భాగాన్ని చూడటానికి మీ బ్రౌజర్‌లో JavaScript‌ను ఆన్ చేయండి.',
  },
};

/** A page's first screen as HTML, by page key and language (`web/src/prerender`). */
export type FirstScreens = Readonly<Record<string, Partial<Record<Language, string>>>>;

/**
 * The web app's `index.html`, prepared once at start. The head tags replace the marker (or go
 * before `</head>` in a build without it); a `<title>` of the build is dropped because the
 * server writes each page's own. `packFiles` are the scripts of each language's pack, which
 * the app loads before its first render: preloading them saves a round trip; `screenFiles` gives
 * those of the screen a page shows first, with its texts, for the same reason. `fontFiles` are
 * the faces of each language's script: preloaded, they are there by the first render, where
 * found only through the stylesheet they would arrive after it and reflow the text.
 * `firstScreens` are the pages whose first screen the web build rendered to HTML: it goes inside
 * `#root`, so a phone paints the page before the scripts have arrived and run; the app's first
 * render replaces it with the same markup. Until then the wrapper is `inert`: a tap on a button
 * whose code has not arrived would be lost without a word, so nothing in it takes one yet.
 */
export class PageTemplate {
  readonly #html: string;
  readonly #packFiles: Partial<Record<Language, readonly string[]>>;
  readonly #fontFiles: Partial<Record<Language, readonly string[]>>;
  readonly #screenFiles: (head: PageHead) => readonly string[];
  readonly #firstScreens: FirstScreens;

  constructor(
    indexHtml: string,
    packFiles: Partial<Record<Language, readonly string[]>> = {},
    fontFiles: Partial<Record<Language, readonly string[]>> = {},
    screenFiles: (head: PageHead) => readonly string[] = () => [],
    firstScreens: FirstScreens = {},
  ) {
    this.#firstScreens = firstScreens;
    this.#packFiles = packFiles;
    this.#fontFiles = fontFiles;
    this.#screenFiles = screenFiles;
    const withoutTitle = indexHtml.replace(/<title>[\s\S]*?<\/title>\s*/i, '');
    this.#html = withoutTitle.includes(HEAD_MARKER)
      ? withoutTitle
      : withoutTitle.replace(/<\/head>/i, `${HEAD_MARKER}\n  </head>`);
  }

  render(head: PageHead): string {
    // A font is always fetched in CORS mode, so the preload must be too, or it is not reused.
    const fontPreloads = (this.#fontFiles[head.language] ?? []).map(
      (file) =>
        `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(file)}" crossorigin>`,
    );
    const firstScreen =
      head.pageKey === null ? undefined : this.#firstScreens[head.pageKey]?.[head.language];
    // A page served with its first screen paints without the app's scripts: asked for with it,
    // they would take the bandwidth a phone needs for the page and its stylesheet first. The
    // entry script asks for them once the page has been painted (web src/boot.ts).
    const scripts = new Set(
      firstScreen === undefined
        ? [...(this.#packFiles[head.language] ?? []), ...this.#screenFiles(head)]
        : [],
    );
    const preloads = [...scripts].map(
      (file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`,
    );
    const tags = [renderHeadTags(head), ...fontPreloads].join('\n    ');
    // Replacer functions, because a replacement string would give `$&` in a title a meaning.
    // The scripts go last in <head>: the app's own script and stylesheet, which the build puts
    // after the marker, are needed first and are asked for first.
    return this.#html
      .replace(HTML_OPEN_TAG, (tag) => withLang(tag, head.language))
      .replace(HEAD_MARKER, () => tags)
      .replace(/<\/head>/i, (end) => [...preloads, end].join('\n  '))
      .replace(NOSCRIPT, () => {
        const text = NOSCRIPT_TEXT[head.language];
        return `<noscript>${firstScreen === undefined ? text.page : text.rest}</noscript>`;
      })
      .replace(EMPTY_ROOT, (root) =>
        firstScreen === undefined
          ? root
          : `<div id="root"><div data-first-screen="" inert>${firstScreen}</div></div>`,
      );
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
    return new PageTemplate(
      indexHtml,
      await loadLanguagePackFiles(webDistDir),
      await loadFontPreloads(webDistDir),
      await loadScreenFiles(webDistDir),
      await loadFirstScreens(webDistDir),
    );
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
}

/** `<webDistDir>/.vite/first-screens.json`, written by the web build; none in an older build. */
async function loadFirstScreens(webDistDir: string): Promise<FirstScreens> {
  try {
    return JSON.parse(
      await readFile(path.join(webDistDir, '.vite', 'first-screens.json'), 'utf8'),
    ) as FirstScreens;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return {};
    throw error;
  }
}
