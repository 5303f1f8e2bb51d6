import type { LocalizedNames } from './localized-names.js';

/** Names of the choghadiyas, in `CHOGHADIYA_IDS` order. */
export const CHOGHADIYA_NAMES: LocalizedNames = {
  en: ['Udveg', 'Char', 'Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog'],
  hi: ['उद्वेग', 'चर', 'लाभ', 'अमृत', 'काल', 'शुभ', 'रोग'],
  ta: ['உத்வேகம்', 'சரம்', 'லாபம்', 'அமிர்தம்', 'காலம்', 'சுபம்', 'ரோகம்'],
  te: ['ఉద్వేగం', 'చరం', 'లాభం', 'అమృతం', 'కాలం', 'శుభం', 'రోగం'],
};

/** Qualities, in `CHOGHADIYA_QUALITY_IDS` order. */
export const CHOGHADIYA_QUALITY_NAMES: LocalizedNames = {
  en: ['Good', 'Neutral', 'Bad'],
  hi: ['शुभ', 'सामान्य', 'अशुभ'],
  ta: ['நன்மை', 'சமம்', 'தீமை'],
  te: ['శుభం', 'సామాన్యం', 'అశుభం'],
};
