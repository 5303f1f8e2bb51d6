import type { Language, MetadataTable } from '@jyotish/contract';
import { use } from 'react';
import { useLanguage } from './language';

// One language's titles and descriptions of every page weigh 70–150 kB; a reader needs only
// the language of the page, so each table is its own chunk, loaded before the first render.
const LOADERS: Record<Language, () => Promise<MetadataTable>> = {
  en: () => import('@jyotish/contract/metadata/en').then((m) => m.en),
  hi: () => import('@jyotish/contract/metadata/hi').then((m) => m.hi),
  ta: () => import('@jyotish/contract/metadata/ta').then((m) => m.ta),
  te: () => import('@jyotish/contract/metadata/te').then((m) => m.te),
};

const loaded: Partial<Record<Language, MetadataTable>> = {};
const loading = new Map<Language, Promise<MetadataTable>>();

/** Loads one language's metadata table once; later calls share the same promise. */
export function loadMetadata(language: Language): Promise<MetadataTable> {
  let promise = loading.get(language);
  if (!promise) {
    promise = LOADERS[language]().then((table) => {
      loaded[language] = table;
      return table;
    });
    promise.catch(() => loading.delete(language));
    loading.set(language, promise);
  }
  return promise;
}

/** The tables loaded so far, for `buildPageHeadFrom`. */
export function loadedMetadata(): Partial<Readonly<Record<Language, MetadataTable>>> {
  return loaded;
}

/** The metadata table of the page's language; suspends while it loads. */
export function useMetadata(): MetadataTable {
  const { language } = useLanguage();
  return loaded[language] ?? use(loadMetadata(language));
}
