import { LANGUAGE_STORAGE_KEY, type Language, pageLanguageOf } from '@jyotish/contract';
import { useCallback, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { changeLanguage } from './i18n';
import {
  initialLanguageRedirect,
  languageSwitchTarget,
  localizeHref,
  resolveLanguage,
} from './language-resolution';
import { readStorage, writeStorage } from './storage';

export interface LanguageApi {
  /**
   * The page's language: a page named after a language (`/hindi-kundli`) is in that language,
   * any other page in its URL prefix's (no prefix = English).
   */
  language: Language;
  /** An in-app path in the page's language: `localize('/kundli')` → `/hindi/kundli` on Hindi pages. */
  localize: (path: string) => string;
  /** Remembers the choice and reloads the current page at its path in that language. */
  switchLanguage: (language: Language) => void;
}

// Every link and text of a page asks, about the same path.
let last: { readonly pathname: string; readonly language: Language } | undefined;
function languageOfPath(pathname: string): Language {
  if (last?.pathname !== pathname) last = { pathname, language: pageLanguageOf(pathname) };
  return last.language;
}

export function useLanguage(): LanguageApi {
  const { pathname } = useLocation();
  const language = languageOfPath(pathname);
  const localize = useCallback((path: string) => localizeHref(path, language), [language]);
  const switchLanguage = useCallback((next: Language) => {
    writeStorage(LANGUAGE_STORAGE_KEY, next);
    window.location.assign(languageSwitchTarget(window.location, next));
  }, []);
  return useMemo(
    () => ({ language, localize, switchLanguage }),
    [language, localize, switchLanguage],
  );
}

/**
 * Keeps i18next and `<html lang>` on the URL's language through every navigation, back and
 * forward included. A layout effect, so a page never paints in the previous language.
 */
export function useLanguageSync(): void {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language = pageLanguageOf(pathname);
  useLayoutEffect(() => {
    if (i18n.language !== language) void changeLanguage(i18n, language);
    document.documentElement.lang = language;
  }, [i18n, language]);
}

/**
 * Runs once before the app renders: sends a first visit of `/` to the reader's language
 * (stored choice, then browser) by rewriting the URL in place, and returns the page language.
 */
export function settleInitialLanguage(): Language {
  const resolved = resolveLanguage({
    pathname: window.location.pathname,
    stored: readStorage(LANGUAGE_STORAGE_KEY),
    browserLanguages: navigator.languages ?? [navigator.language],
  });
  const redirect = initialLanguageRedirect(window.location, resolved);
  if (redirect) window.history.replaceState(window.history.state, '', redirect);
  const language = pageLanguageOf(window.location.pathname);
  document.documentElement.lang = language;
  return language;
}
