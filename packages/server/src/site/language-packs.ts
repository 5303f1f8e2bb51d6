import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, type Language, PAGES, type PageHead } from '@jyotish/contract';

/**
 * What the web app loads in a page's language before its first render, besides the page's own
 * screen, by the sources the Vite manifest names them after: the layout's texts (the web's
 * `LAYOUT_NAMESPACES`).
 */
const packSources = (language: Language) => [
  `src/locales/${language}/common.ts`,
  `src/locales/${language}/layout.ts`,
];

/** The source of a screen's text in `language`, as the Vite manifest names it. */
function textSource(text: string, language: Language): string {
  if (text === 'metadata') return `../contract/src/pages/metadata/${language}.ts`;
  if (text === 'pageNames') return `src/lib/page-names/${language}.gen.json`;
  return `src/locales/${language}/${text}.ts`;
}

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
}

/**
 * The script files of each language's pack, with the chunks they import, from the Vite build
 * manifest (`.vite/manifest.json`): what a page in that language loads before its first render,
 * in parallel with the app's own script.
 */
export function languagePackFiles(
  manifest: Readonly<Record<string, ManifestChunk>>,
): Partial<Record<Language, string[]>> {
  const files: Partial<Record<Language, string[]>> = {};
  for (const language of LANGUAGES) {
    const found = chunkFiles(manifest, packSources(language));
    if (found.length > 0) files[language] = found;
  }
  return files;
}

/** The files of the chunks of `sources`, with the chunks they import, minus `except`. */
function chunkFiles(
  manifest: Readonly<Record<string, ManifestChunk>>,
  sources: readonly string[],
  except: ReadonlySet<string> = new Set(),
): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...seen].filter((file) => !except.has(file)).map((file) => `/${file}`);
}

/** A screen as the web build lists it (`.vite/page-screens.json`): its module and texts. */
interface ScreenEntry {
  readonly module: string;
  /** Namespaces, `pageNames` for the page names and `metadata` for the whole metadata table. */
  readonly texts: readonly string[];
}

/** The screen each page shows first, and the not-found screen. */
export interface PageScreens {
  readonly notFound: ScreenEntry;
  readonly pages: Readonly<Record<string, ScreenEntry>>;
}

/** The app's module, which the entry script (`src/boot.ts`) imports. */
const APP_SOURCE = 'src/main.tsx';

const PUBLIC_PAGES = new Set(
  PAGES.filter((page) => page.access === 'public').map((page) => page.key),
);

/**
 * The script files of the app (`src/main.tsx`, which the entry script imports once the page
 * has been painted) and of the screen a page shows first, with its texts in the page's
 * language: what the app loads before its first render besides the language's pack, preloaded
 * so that it comes with the entry script and not after it. No screen for a signed-in page,
 * which sends a visitor to sign in; none of the entry script's own chunks.
 */
export function screenFiles(
  manifest: Readonly<Record<string, ManifestChunk>>,
  screens: PageScreens,
): (head: PageHead) => readonly string[] {
  const entryFiles = new Set(chunkFiles(manifest, ['index.html']).map((file) => file.slice(1)));
  const appFiles = chunkFiles(manifest, [APP_SOURCE], entryFiles);
  const cache = new Map<string, readonly string[]>();
  return (head) => {
    if (head.pageKey !== null && !PUBLIC_PAGES.has(head.pageKey)) return appFiles;
    const screen = head.pageKey === null ? screens.notFound : screens.pages[head.pageKey];
    if (!screen) return appFiles;
    const key = `${head.language}:${head.pageKey}`;
    let files = cache.get(key);
    if (!files) {
      const texts = screen.texts.map((text) => textSource(text, head.language));
      files = chunkFiles(manifest, [APP_SOURCE, screen.module, ...texts], entryFiles);
      cache.set(key, files);
    }
    return files;
  };
}

/**
 * Reads the build's screen list and manifest under `webDistDir`; a build without them preloads
 * no screen.
 */
export async function loadScreenFiles(
  webDistDir: string,
): Promise<(head: PageHead) => readonly string[]> {
  try {
    const [manifest, screens] = await Promise.all(
      ['manifest.json', 'page-screens.json'].map(async (file) =>
        JSON.parse(await readFile(path.join(webDistDir, '.vite', file), 'utf8')),
      ),
    );
    return screenFiles(manifest as Record<string, ManifestChunk>, screens as PageScreens);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return () => [];
    throw error;
  }
}

/** Reads the build manifest under `webDistDir`; a build without one preloads nothing. */
export async function loadLanguagePackFiles(
  webDistDir: string,
): Promise<Partial<Record<Language, string[]>>> {
  try {
    const manifest = JSON.parse(
      await readFile(path.join(webDistDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
    return languagePackFiles(manifest);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return {};
    throw error;
  }
}
