import type { Language } from '@jyotish/contract';
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
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The English texts' shape: the source of the translation key types. */
export type EnglishResources = typeof englishResources;

/** One language's texts, namespace by namespace. */
export type LanguageResources = Record<Namespace, ResourceKey>;

// A reader needs the texts of one language only (each weighs 50–110 kB before compression),
// so every language is its own chunk, loaded with the page metadata before the first render.
const LOADERS: Record<Language, () => Promise<LanguageResources>> = {
  en: () => import('./en').then((m) => m.resources),
  hi: () => import('./hi').then((m) => m.resources),
  ta: () => import('./ta').then((m) => m.resources),
  te: () => import('./te').then((m) => m.resources),
};

/** Loads the texts of `language`. */
export function loadResources(language: Language): Promise<LanguageResources> {
  return LOADERS[language]();
}
