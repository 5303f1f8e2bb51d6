import type { Language } from '../i18n/languages.js';

/**
 * One list of names per language, in the order of the engine's numbering (element 0 is number
 * 1, or the first id of the matching id list). Native script, in the forms printed panchangs
 * of each language use.
 */
export type LocalizedNames = Readonly<Record<Language, readonly string[]>>;

/** The name of element `number` (1-based) in a language, or `undefined` out of range. */
export function localizedName(
  names: LocalizedNames,
  language: Language,
  number: number,
): string | undefined {
  return names[language][number - 1];
}
