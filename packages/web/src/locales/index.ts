import type { Language } from '@jyotish/contract';
import type { ResourceKey } from 'i18next';
import type { resources as englishResources } from './en';

/** The i18next namespaces; each is one file per language under `src/locales/<lang>/`. */
export const NAMESPACES = [
  'common',
  'layout',
  'home',
  'homeSections',
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

/**
 * The layout's namespaces (header, footer, banners, loading and error screens): every page
 * loads them before its first render. A screen's own namespaces come with its code
 * (`app/screens.ts`), so a page loads the texts it shows and no others.
 */
export const LAYOUT_NAMESPACES = ['common', 'layout'] as const satisfies readonly Namespace[];

/** The English texts' shape: the source of the translation key types. */
export type EnglishResources = typeof englishResources;

/** Some namespaces of one language, as i18next takes them. */
export type LanguageResources = Partial<Record<Namespace, ResourceKey>>;

// Each namespace of each language is a chunk of its own (`hi-kundli-<hash>.js`, vite.config.ts),
// 1–25 kB before compression. `index.ts` gathers a language's namespaces for the tests and the
// key types; the course, guide, event and topic texts are loaded by their own features.
const MODULES = import.meta.glob<Record<string, ResourceKey>>([
  './*/*.ts',
  '!./*/index.ts',
  '!./*/{events,guides,learn,topics}.ts',
]);

const loading = new Map<string, Promise<ResourceKey>>();

/**
 * Loads one namespace of one language once; later calls share the promise, a failed one is
 * tried again by the next call.
 */
export function loadTexts(language: Language, namespace: Namespace): Promise<ResourceKey> {
  const path = `./${language}/${namespace}.ts`;
  let promise = loading.get(path);
  if (!promise) {
    const load = MODULES[path];
    if (!load) return Promise.reject(new Error(`No texts at locales/${path.slice(2)}`));
    promise = load().then((module) => {
      const texts = module[namespace];
      if (texts === undefined) throw new Error(`locales/${path.slice(2)} exports no ${namespace}`);
      return texts;
    });
    promise.catch(() => loading.delete(path));
    loading.set(path, promise);
  }
  return promise;
}
