import { PLANET_IDS } from '@jyotish/engine/ids';
import { interpolateText } from '../i18n/interpolate.js';
import type { Language } from '../i18n/languages.js';
import { ASTRO_TERMS } from '../names/astro-terms.js';
import { PLANET_NAMES } from '../names/grahas.js';
import { NAKSHATRA_NAMES, SIGN_NAMES } from '../names/zodiac.js';

function paramText(language: Language, key: string, value: string | number): string {
  if (typeof value === 'number') {
    if (key === 'sign' || key.endsWith('Sign'))
      return SIGN_NAMES[language][value - 1] ?? String(value);
    if (key === 'nakshatra') return NAKSHATRA_NAMES[language][value - 1] ?? String(value);
    return String(value);
  }
  const planet = (PLANET_IDS as readonly string[]).indexOf(value);
  if (planet >= 0) return PLANET_NAMES[language][planet] ?? value;
  return ASTRO_TERMS[language][value] ?? value;
}

/**
 * The text of a reason code in a language (`MATCHING_TEXTS` or `DOSHA_TEXTS`), its
 * `{{param}}`s filled by i18next's interpolator: ids become their names (planets, signs for
 * `sign`/`…Sign`, nakshatras for `nakshatra`, the rest through `ASTRO_TERMS`); an unknown
 * code falls back to English, then to the code itself.
 */
export function noteText(
  texts: Readonly<Record<Language, Readonly<Record<string, string>>>>,
  language: Language,
  code: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const template = texts[language][code] ?? texts.en[code] ?? code;
  const names = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, paramText(language, key, value)]),
  );
  return interpolateText(template, names, language);
}
