import type { Language } from '@jyotish/contract';
import type { events as englishEvents } from '@/locales/en/events';

/** The festival pages' texts: the timing table's labels and each page's sections. */
export type EventTexts = typeof englishEvents;
export type EventKey = keyof EventTexts['pages'];

// Read only on these four pages: loaded with the first one opened, not with every page's
// language pack. Each language must have the English keys (a missing one does not compile).
const EVENT_LOADERS: Record<Language, () => Promise<EventTexts>> = {
  en: () => import('@/locales/en/events').then((module) => module.events),
  hi: () => import('@/locales/hi/events').then((module) => module.events),
  ta: () => import('@/locales/ta/events').then((module) => module.events),
  te: () => import('@/locales/te/events').then((module) => module.events),
};

export const eventTextsQuery = (language: Language) => ({
  queryKey: ['event-texts', language] as const,
  queryFn: EVENT_LOADERS[language],
  staleTime: Number.POSITIVE_INFINITY,
});
