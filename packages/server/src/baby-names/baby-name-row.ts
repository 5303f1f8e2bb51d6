import type { NAME_ORIGIN_IDS } from '@jyotish/contract';

/** Where a name comes from: the language whose word it is. */
export type NameOrigin = (typeof NAME_ORIGIN_IDS)[number];

/** Boy, girl, or given to both. */
export type NameGender = 'm' | 'f' | 'u';

/**
 * One name of the list, as a tuple so the 2,000-odd rows stay readable one per line:
 * the name in Latin letters, Devanagari, Tamil and Telugu script, gender, origin, and its
 * meaning in English, Hindi, Tamil and Telugu.
 */
export type BabyNameRow = readonly [
  latin: string,
  devanagari: string,
  tamil: string,
  telugu: string,
  gender: NameGender,
  origin: NameOrigin,
  meaningEn: string,
  meaningHi: string,
  meaningTa: string,
  meaningTe: string,
];
