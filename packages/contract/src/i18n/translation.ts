import type { Language } from './languages.js';

/**
 * The shape every non-English text table must have: exactly the keys of the English
 * original, recursively, with any string as value. A missing or misspelled key is a compile
 * error, and the literal English text does not leak into the type. Used by the web's locales
 * and the server's (mails).
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};

/** Leaf texts of a nested text table by dotted key path; a list of strings is one leaf. */
export function textLeaves(value: unknown, path = ''): Map<string, string | readonly string[]> {
  const found = new Map<string, string | readonly string[]>();
  if (typeof value === 'string') {
    found.set(path, value);
  } else if (Array.isArray(value)) {
    found.set(path, value as readonly string[]);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      for (const [childPath, text] of textLeaves(child, path ? `${path}.${key}` : key)) {
        found.set(childPath, text);
      }
    }
  }
  return found;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The plural keys of a text table that i18next could not resolve in `language`: a key
 * `x_one` is one form of `x`, and `x` needs one form per category of the language's plural
 * rules (`Intl.PluralRules`, which i18next follows; en, hi, ta and te all have `one` and
 * `other`). `_zero` is always allowed, as i18next picks it for a count of 0 in any language.
 * Returns a sentence per incomplete or foreign form; empty when all is well.
 */
export function pluralKeyProblems(texts: unknown, language: Language): string[] {
  const categories = new Set<string>(
    new Intl.PluralRules(language).resolvedOptions().pluralCategories,
  );
  const forms = new Map<string, Set<string>>();
  for (const path of textLeaves(texts).keys()) {
    const match = PLURAL_SUFFIX.exec(path);
    if (!match?.[1]) continue;
    const base = path.slice(0, match.index);
    forms.set(base, (forms.get(base) ?? new Set()).add(match[1]));
  }
  const problems: string[] = [];
  for (const [base, found] of forms) {
    for (const category of categories) {
      if (!found.has(category)) problems.push(`${base} has no _${category} form in ${language}`);
    }
    for (const form of found) {
      if (form !== 'zero' && !categories.has(form)) {
        problems.push(`${base}_${form} is no plural form of ${language}`);
      }
    }
  }
  return problems;
}
