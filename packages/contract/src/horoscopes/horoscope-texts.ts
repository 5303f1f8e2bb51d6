import type { Language } from '../i18n/languages.js';
import { HOROSCOPE_TEXTS_EN } from './horoscope-texts-en.js';
import { HOROSCOPE_TEXTS_HI } from './horoscope-texts-hi.js';
import { HOROSCOPE_TEXTS_TA } from './horoscope-texts-ta.js';
import { HOROSCOPE_TEXTS_TE } from './horoscope-texts-te.js';

export type HoroscopeTextKey = keyof typeof HOROSCOPE_TEXTS_EN;

/** The horoscope phrase library in every language (see `horoscope-texts-en.ts` for the keys). */
export const HOROSCOPE_TEXTS: Readonly<
  Record<Language, Readonly<Record<HoroscopeTextKey, string>>>
> = {
  en: HOROSCOPE_TEXTS_EN,
  hi: HOROSCOPE_TEXTS_HI,
  ta: HOROSCOPE_TEXTS_TA,
  te: HOROSCOPE_TEXTS_TE,
};
