import type { Language } from '@jyotish/contract';
import type { guides as englishGuides } from '@/locales/en/guides';
import type { topics as englishTopics } from '@/locales/en/topics';

/** The guide pages' texts: each page's introduction and sections. */
export type GuideTexts = typeof englishGuides;
/** The topic pages' texts, the same shape with five sections a page. */
export type TopicTexts = typeof englishTopics;

// Read only on these pages: loaded with the first one opened, not with every page's language
// pack. Each language must have the English keys (a missing one does not compile).
const GUIDE_LOADERS: Record<Language, () => Promise<GuideTexts>> = {
  en: () => import('@/locales/en/guides').then((module) => module.guides),
  hi: () => import('@/locales/hi/guides').then((module) => module.guides),
  ta: () => import('@/locales/ta/guides').then((module) => module.guides),
  te: () => import('@/locales/te/guides').then((module) => module.guides),
};

const TOPIC_LOADERS: Record<Language, () => Promise<TopicTexts>> = {
  en: () => import('@/locales/en/topics').then((module) => module.topics),
  hi: () => import('@/locales/hi/topics').then((module) => module.topics),
  ta: () => import('@/locales/ta/topics').then((module) => module.topics),
  te: () => import('@/locales/te/topics').then((module) => module.topics),
};

export const guideTextsQuery = (language: Language) => ({
  queryKey: ['guide-texts', language] as const,
  queryFn: GUIDE_LOADERS[language],
  staleTime: Number.POSITIVE_INFINITY,
});

export const topicTextsQuery = (language: Language) => ({
  queryKey: ['topic-texts', language] as const,
  queryFn: TOPIC_LOADERS[language],
  staleTime: Number.POSITIVE_INFINITY,
});
