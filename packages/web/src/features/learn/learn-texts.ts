import type { Language } from '@jyotish/contract';
import type { learn as englishLearn } from '@/locales/en/learn';

/** The course's texts: the lessons' sections and the course's labels. */
export type LearnTexts = typeof englishLearn;

// Ten thousand words a language that only the course's pages read: loaded with the first
// lesson opened, not with every page's language pack. Each language must have the English
// keys (the type says so; a missing one does not compile).
const LOADERS: Record<Language, () => Promise<LearnTexts>> = {
  en: () => import('@/locales/en/learn').then((module) => module.learn),
  hi: () => import('@/locales/hi/learn').then((module) => module.learn),
  ta: () => import('@/locales/ta/learn').then((module) => module.learn),
  te: () => import('@/locales/te/learn').then((module) => module.learn),
};

export const learnTextsQuery = (language: Language) => ({
  queryKey: ['learn-texts', language] as const,
  queryFn: LOADERS[language],
  staleTime: Number.POSITIVE_INFINITY,
});
