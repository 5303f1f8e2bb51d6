import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  localizePath,
  resolvePage,
  splitLanguagePrefix,
} from '@jyotish/contract';

/** The parts of a URL the language logic looks at (a `Location` fits). */
export interface UrlParts {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/** The first of the browser's preferred languages that we offer (`hi-IN` → hi), or null. */
export function browserLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** The language named by the path's prefix, or null for an unprefixed (English) path. */
export function prefixLanguage(pathname: string): Language | null {
  const { language } = splitLanguagePrefix(pathname);
  return language === DEFAULT_LANGUAGE ? null : language;
}

/**
 * SPEC §4 language resolution: a page named after a language (`/hindi-kundli`) is in that
 * language; otherwise the URL prefix, then the stored choice, then the browser's languages,
 * else English.
 */
export function resolveLanguage(input: {
  pathname: string;
  stored: string | null;
  browserLanguages: readonly string[];
}): Language {
  return (
    resolvePage(input.pathname).page?.language ??
    prefixLanguage(input.pathname) ??
    (isLanguage(input.stored) ? input.stored : null) ??
    browserLanguage(input.browserLanguages) ??
    DEFAULT_LANGUAGE
  );
}

/**
 * Where the very first load must go instead: only the bare home page `/` follows the stored
 * or browser language (a Hindi reader lands on /hindi); any other unprefixed path is English.
 */
export function initialLanguageRedirect(url: UrlParts, language: Language): string | null {
  if (url.pathname !== '/' || language === DEFAULT_LANGUAGE) return null;
  return `${localizePath('/', language)}${url.search}${url.hash}`;
}

/** The same page in another language, keeping query and fragment. */
export function languageSwitchTarget(url: UrlParts, language: Language): string {
  const { path } = splitLanguagePrefix(url.pathname);
  return `${localizePath(path, language)}${url.search}${url.hash}`;
}

// The header, menus and footer localise the same few hundred links on every render.
const ownLanguages = new Map<string, Language | null>();

/** The language of the page named after one (`/hindi-kundli` → hi), else null. */
function ownLanguageOf(path: string): Language | null {
  let language = ownLanguages.get(path);
  if (language === undefined) {
    language = resolvePage(path).page?.language ?? null;
    ownLanguages.set(path, language);
  }
  return language;
}

/**
 * Puts the language prefix in front of an in-app link: `/kundli?x=1` → `/hindi/kundli?x=1`.
 * External links, protocol-relative links, links that already carry a prefix and links to a
 * page named after a language (`/hindi-kundli`, which has no prefixed address) stay as given.
 */
export function localizeHref(href: string, language: Language): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const suffix = cut === -1 ? '' : href.slice(cut);
  if (prefixLanguage(path) || ownLanguageOf(path)) return href;
  return `${localizePath(path, language)}${suffix}`;
}
