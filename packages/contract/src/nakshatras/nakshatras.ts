import { PLANET_IDS } from '@jyotish/engine/ids';
import { LANGUAGES, type Language } from '../i18n/languages.js';
import { z } from '../zod.js';
import { NAKSHATRA_NATURES } from './nakshatra-facts.js';
import type { NakshatraText } from './nakshatra-text.js';
import { NAKSHATRA_TEXTS_EN } from './nakshatra-texts-en.js';
import { NAKSHATRA_TEXTS_HI } from './nakshatra-texts-hi.js';
import { NAKSHATRA_TEXTS_TA } from './nakshatra-texts-ta.js';
import { NAKSHATRA_TEXTS_TE } from './nakshatra-texts-te.js';

/** Each nakshatra's symbol and traditional portrait, in every language. */
export const NAKSHATRA_TEXTS: Readonly<Record<Language, readonly NakshatraText[]>> = {
  en: NAKSHATRA_TEXTS_EN,
  hi: NAKSHATRA_TEXTS_HI,
  ta: NAKSHATRA_TEXTS_TA,
  te: NAKSHATRA_TEXTS_TE,
};

/** `GET /api/nakshatras/{slug}?lang=`. */
export const NakshatraParamsSchema = z.object({ slug: z.string().max(40) });
export const NakshatraQuerySchema = z.object({
  lang: z.enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(', ')}` }).default('en'),
});

export const NakshatraPageSchema = z.object({
  /** 1 = Ashwini … 27 = Revati. */
  number: z.number().int().min(1).max(27),
  slug: z.string(),
  name: z.string(),
  deity: z.string(),
  lord: z.enum(PLANET_IDS),
  nature: z.enum(NAKSHATRA_NATURES),
  /** Sidereal longitudes where it begins and ends, in degrees. */
  start: z.number(),
  end: z.number(),
  padas: z.array(
    z.object({
      pada: z.number().int().min(1).max(4),
      /** The name syllable in the language asked, and in Latin letters. */
      syllable: z.string(),
      latin: z.string(),
      /** The navamsa sign the pada falls in, 1 = Aries … 12 = Pisces. */
      navamsaSign: z.number().int().min(1).max(12),
    }),
  ),
  symbol: z.string(),
  character: z.string(),
  work: z.string(),
  relationships: z.string(),
});
export type NakshatraPage = z.infer<typeof NakshatraPageSchema>;
export const NakshatraPageResponseSchema = z.object({ data: NakshatraPageSchema });
