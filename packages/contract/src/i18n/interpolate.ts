import i18next from 'i18next';
import type { Language } from './languages.js';

// An i18next instance without texts, kept for its interpolator: contract's own texts (dosha
// and matching notes, page metadata) are filled by i18next like the web's locales and the
// server's mails, so every text of the product has one placeholder syntax, `{{name}}`. No
// escaping: these texts go through React or the head builder, which escape them there.
const formatter = i18next.createInstance();
void formatter.init({ initAsync: false, interpolation: { escapeValue: false } });

/**
 * `text` with its `{{name}}` placeholders filled from `values`, by i18next's interpolator; a
 * placeholder without a value stays as it is.
 */
export function interpolateText(
  text: string,
  values: Readonly<Record<string, string | number>>,
  language: Language,
): string {
  // Every page request builds a head from a dozen texts, most without a placeholder.
  if (!text.includes('{{')) return text;
  return formatter.services.interpolator.interpolate(text, values, language, {});
}
