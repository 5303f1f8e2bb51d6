import type {
  Language,
  MetadataTable,
  PageKey,
  PageMetadata,
  SiteMetadata,
} from '@jyotish/contract';
import { use } from 'react';
import { useLanguage } from './language';

/**
 * What screens show of a language's metadata table: the site's texts and each page's title and
 * heading. A quarter of the table: the descriptions and keywords, the rest of it, are for the
 * document head, which the server renders for the first page.
 */
export interface PageNamesTable {
  readonly site: SiteMetadata;
  readonly pages: Readonly<Record<PageKey, Pick<PageMetadata, 'title' | 'heading'>>>;
}

/**
 * Loads a language's table once and keeps it; later calls share the promise, a failed one is
 * tried again by the next call. The hooks call `use()` on every render, not only while the
 * table loads: React replays a component that suspended in `use()` expecting the same hooks.
 */
function tableLoader<T>(load: Record<Language, () => Promise<T>>) {
  const loaded: Partial<Record<Language, T>> = {};
  const loading = new Map<Language, Promise<T>>();
  const loadOnce = (language: Language): Promise<T> => {
    const cached = loading.get(language);
    if (cached) return cached;
    const promise: Promise<T> = load[language]().then((table) => {
      loaded[language] = table;
      // Where React's `use()` reads a settled promise's value, without suspending.
      Object.assign(promise, { status: 'fulfilled', value: table });
      return table;
    });
    promise.catch(() => loading.delete(language));
    loading.set(language, promise);
    return promise;
  };
  return { loaded, loadOnce };
}

// Each language's tables are chunks of their own (`hi-page-names-<hash>.js`, 15–35 kB before
// compression; `hi-metadata-<hash>.js`, 70–150 kB), loaded for the page's language only. The
// names are generated from the metadata tables (page-names.test.ts).
const names = tableLoader<PageNamesTable>({
  en: () => import('./page-names/en.gen.json').then((module) => module.default),
  hi: () => import('./page-names/hi.gen.json').then((module) => module.default),
  ta: () => import('./page-names/ta.gen.json').then((module) => module.default),
  te: () => import('./page-names/te.gen.json').then((module) => module.default),
});
const metadata = tableLoader<MetadataTable>({
  en: () => import('@jyotish/contract/metadata/en').then((module) => module.en),
  hi: () => import('@jyotish/contract/metadata/hi').then((module) => module.hi),
  ta: () => import('@jyotish/contract/metadata/ta').then((module) => module.ta),
  te: () => import('@jyotish/contract/metadata/te').then((module) => module.te),
});

/** Loads one language's page names once; the first render waits for them. */
export const loadPageNames = names.loadOnce;

/** Loads one language's whole metadata table once: for the head, and the few screens that
 * show a page's description. */
export const loadMetadata = metadata.loadOnce;

/** The whole tables loaded so far, for `buildPageHeadFrom`. */
export function loadedMetadata(): Partial<Readonly<Record<Language, MetadataTable>>> {
  return metadata.loaded;
}

/** The page names (site texts, page titles and headings) of the page's language; suspends while they load. */
export function useMetadata(): PageNamesTable {
  const { language } = useLanguage();
  return use(names.loadOnce(language));
}

/**
 * The whole metadata table of the page's language, descriptions and keywords included;
 * suspends while it loads. `loadedMetadata()` has it from then on.
 */
export function useFullMetadata(): MetadataTable {
  const { language } = useLanguage();
  return use(metadata.loadOnce(language));
}
