import type { Language } from '@jyotish/contract';
import type { guides as englishGuides } from '@/locales/en/guides';

/** The guide pages' texts: each page's introduction and sections. */
export type GuideTexts = typeof englishGuides;

// Read only on the guide pages: loaded with the first one opened, not with every page's
// language pack. Each language must have the English keys (a missing one does not compile).
const LOADERS: Record<Language, () => Promise<GuideTexts>> = {
  en: () => import('@/locales/en/guides').then((module) => module.guides),
  hi: () => import('@/locales/hi/guides').then((module) => module.guides),
  ta: () => import('@/locales/ta/guides').then((module) => module.guides),
  te: () => import('@/locales/te/guides').then((module) => module.guides),
};

export const guideTextsQuery = (language: Language) => ({
  queryKey: ['guide-texts', language] as const,
  queryFn: LOADERS[language],
  staleTime: Number.POSITIVE_INFINITY,
});
