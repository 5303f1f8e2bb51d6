import { LANGUAGES, type Language, localizePath } from '@jyotish/contract';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../app/app';
import { screenAt } from '../app/screens';
import { FirstScreenOnly } from '../lib/first-screen-only';
import { createI18n, loadNamespaces } from '../lib/i18n';
import { loadMetadata, loadPageNames } from '../lib/page-metadata';
import { createQueryClient } from '../lib/query-client';
import { LAYOUT_NAMESPACES, type Namespace } from '../locales';

/**
 * The HTML of the page at `pathname` as a visitor's browser first renders it, down to what a
 * phone's first viewport shows (`FirstScreenOnly`): the header and the top of the screen, with
 * their texts. Built once per language at build time (`scripts/prerender-first-screens.js`)
 * and served inside `#root`, so that a phone paints the page before its JavaScript has arrived;
 * the app's first render then replaces it with the same markup (issue 21: LCP < 2 s).
 */
async function renderFirstScreen(language: Language, pathname: string): Promise<string> {
  const i18n = createI18n(language);
  const screen = screenAt(pathname);
  const screenNamespaces = screen.texts.filter((text): text is Namespace => text !== 'metadata');
  await Promise.all([
    loadNamespaces(i18n, language, [...LAYOUT_NAMESPACES, ...screenNamespaces]),
    loadPageNames(language),
    screen.texts.includes('metadata') ? loadMetadata(language) : undefined,
    screen.preload(),
  ]);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <FirstScreenOnly value>
      <App i18n={i18n} queryClient={createQueryClient()} location={pathname} />
    </FirstScreenOnly>,
    // progressiveChunkSize: a boundary larger than React's default 12.8 kB would be written as
    // its fallback plus an inline script that swaps the content in, which the CSP refuses.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // A part that throws here would be served as its fallback and rendered again by the app.
  if (errors.length > 0) throw errors[0];
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  const html = Buffer.concat(chunks).toString('utf8');
  if (html.includes('<script')) throw new Error(`The HTML of ${pathname} has a script`);
  return html;
}

/** The pages served with their first screen's HTML, by page key, with their unprefixed path. */
const PRERENDERED_PAGES = { home: '/' } as const;

/** Every prerendered page's first screen in every language: page key → language → HTML. */
export async function renderFirstScreens(): Promise<Record<string, Record<Language, string>>> {
  const pages: Record<string, Record<Language, string>> = {};
  for (const [key, path] of Object.entries(PRERENDERED_PAGES)) {
    const html: Partial<Record<Language, string>> = {};
    // One language after another: the screens' text loading reads the i18next instance made last.
    for (const language of LANGUAGES) {
      html[language] = await renderFirstScreen(language, localizePath(path, language));
    }
    pages[key] = html as Record<Language, string>;
  }
  return pages;
}
