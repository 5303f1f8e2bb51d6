/** The four languages of the product. English is the default and has no path prefix. */
export const LANGUAGES = ['en', 'hi', 'ta', 'te'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** First path segment that selects a language (SPEC §2 "Routing principles"). */
export const LANGUAGE_PATH_SEGMENT: Record<Language, string | null> = {
  en: null,
  hi: 'hindi',
  ta: 'tamil',
  te: 'telugu',
};

/** Locale tags for Open Graph (`og:locale`) and `Intl` formatting. */
export const LANGUAGE_LOCALE: Record<Language, string> = {
  en: 'en_IN',
  hi: 'hi_IN',
  ta: 'ta_IN',
  te: 'te_IN',
};

/** Each language's own name, as shown in the language switcher. */
export const LANGUAGE_NATIVE_NAME: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  ta: 'தமிழ்',
  te: 'తెలుగు',
};

/** The storage key under which the chosen language is kept (SPEC §3). */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Splits a pathname into its language and the path without the language prefix. */
export function splitLanguagePrefix(pathname: string): { language: Language; path: string } {
  const match = /^\/(hindi|tamil|telugu)(?=\/|$)/.exec(pathname);
  if (!match) return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
  const language = LANGUAGES.find((l) => LANGUAGE_PATH_SEGMENT[l] === match[1]) ?? DEFAULT_LANGUAGE;
  const rest = pathname.slice(match[0].length);
  return { language, path: rest === '' ? '/' : rest };
}

/** Puts a language prefix in front of an unprefixed path: `('/kundli', 'hi')` → `/hindi/kundli`. */
export function localizePath(path: string, language: Language): string {
  const segment = LANGUAGE_PATH_SEGMENT[language];
  if (!segment) return path;
  return path === '/' ? `/${segment}` : `/${segment}${path}`;
}
