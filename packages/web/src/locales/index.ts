import type { Language, MetadataTable } from '@jyotish/contract';
import type { ResourceKey } from 'i18next';
import type { resources as englishResources } from './en';

/** The i18next namespaces; each is one file per language under `src/locales/<lang>/`. */
export const NAMESPACES = [
  'common',
  'layout',
  'home',
  'places',
  'auth',
  'kundli',
  'matching',
  'calculators',
  'panchang',
  'wallet',
  'consultations',
  'horoscopes',
  'palmistry',
  'vastu',
  'tarot',
  'tools',
  'info',
  'reports',
  'blog',
  'search',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The English texts' shape: the source of the translation key types. */
export type EnglishResources = typeof englishResources;

/** One language's texts, namespace by namespace. */
export type LanguageResources = Record<Namespace, ResourceKey>;

/** What one language brings: its texts and its page metadata table. */
export interface LanguagePack {
  readonly resources: LanguageResources;
  readonly metadata: MetadataTable;
}

// A reader needs one language only (its texts and page metadata weigh 120–200 kB before
// compression), so every language is one chunk, loaded before the first render; the server
// names it in a modulepreload link so it downloads alongside the main script.
const LOADERS: Record<Language, () => Promise<LanguagePack>> = {
  en: () => import('./en'),
  hi: () => import('./hi'),
  ta: () => import('./ta'),
  te: () => import('./te'),
};

const loading = new Map<Language, Promise<LanguagePack>>();

/** Loads one language's pack once; later calls share the promise, a failed one is retried. */
export function loadLanguagePack(language: Language): Promise<LanguagePack> {
  let promise = loading.get(language);
  if (!promise) {
    promise = LOADERS[language]();
    promise.catch(() => loading.delete(language));
    loading.set(language, promise);
  }
  return promise;
}
