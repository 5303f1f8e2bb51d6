import type { Language, MetadataTable } from '@jyotish/contract';
import { use } from 'react';
import { loadLanguagePack } from '../locales';
import { useLanguage } from './language';

// Each language's table comes in that language's pack (`locales/<lang>/index.ts`); the
// promises are kept so that `use()` sees the same one on every render.
const loaded: Partial<Record<Language, MetadataTable>> = {};
const loading = new Map<Language, Promise<MetadataTable>>();

/** Loads one language's metadata table once; later calls share the same promise. */
export function loadMetadata(language: Language): Promise<MetadataTable> {
  let promise = loading.get(language);
  if (!promise) {
    promise = loadLanguagePack(language).then(({ metadata: table }) => {
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
