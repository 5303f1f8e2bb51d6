import { type Language, localizePath, splitLanguagePrefix } from '../i18n/languages.js';
import { PAGES, type PageDefinition, type PageKey } from './catalog.js';

export interface ResolvedPage {
  /** The language the page is shown in: the page's own (`/hindi-kundli`), else the prefix's. */
  readonly language: Language;
  /** The matched page, or null for a path that is no page (the not-found screen, status 404). */
  readonly page: (PageDefinition & { key: PageKey }) | null;
  readonly params: Readonly<Record<string, string>>;
  /** The path without language prefix, as requested. */
  readonly path: string;
  /**
   * The preferred path of this page in this language (aliases point here); for a page named
   * after a language, its one unprefixed path (`/tamil/hindi-kundli` → `/hindi-kundli`).
   */
  readonly canonicalPath: string;
}

interface CompiledPattern {
  readonly page: PageDefinition & { key: PageKey };
  readonly pattern: string;
  readonly regex: RegExp;
  readonly paramNames: readonly string[];
}

function compile(page: PageDefinition & { key: PageKey }, pattern: string): CompiledPattern {
  const paramNames: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        paramNames.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { page, pattern, regex: new RegExp(`^${source}/?$`), paramNames };
}

// Static patterns are tried before parametric ones so that `/blog/category/x` and
// `/shubh-muhurat/marriage` never fall into `/blog/:slug`-style catch-alls.
const COMPILED: readonly CompiledPattern[] = (
  PAGES as readonly (PageDefinition & { key: PageKey })[]
)
  .flatMap((page) => page.paths.map((pattern) => compile(page, pattern)))
  .sort((a, b) => a.paramNames.length - b.paramNames.length);

function fillPattern(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}

/** Finds the page a browser path shows, with its language and parameters. */
export function resolvePage(pathname: string): ResolvedPage {
  const { language, path } = splitLanguagePrefix(pathname);
  for (const compiled of COMPILED) {
    const match = compiled.regex.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    let allowed = true;
    compiled.paramNames.forEach((name, index) => {
      let value: string;
      try {
        value = decodeURIComponent(match[index + 1] ?? '');
      } catch {
        allowed = false;
        return;
      }
      params[name] = value;
      const permitted = compiled.page.params?.[name];
      if (permitted && !permitted.includes(value.toLowerCase())) allowed = false;
    });
    if (!allowed) continue;
    const canonical = fillPattern(compiled.page.paths[0] ?? compiled.pattern, params);
    const ownLanguage = compiled.page.language;
    return {
      language: ownLanguage ?? language,
      page: compiled.page,
      params,
      path,
      canonicalPath: ownLanguage ? canonical : localizePath(canonical, language),
    };
  }
  return { language, page: null, params: {}, path, canonicalPath: localizePath(path, language) };
}

/**
 * The language a path is shown in: the page's own language for a page named after one
 * (`/hindi-kundli` is Hindi under any prefix), else the language of the URL prefix.
 */
export function pageLanguageOf(pathname: string): Language {
  return resolvePage(pathname).language;
}
