import { PLANET_IDS } from '@jyotish/engine/ids';
import { LANGUAGES, type Language } from '../i18n/languages.js';
import { CalendarDateSchema } from '../kundli/common.js';
import { z } from '../zod.js';
import { NUMEROLOGY_TEXTS_EN } from './numerology-texts-en.js';
import { NUMEROLOGY_TEXTS_HI } from './numerology-texts-hi.js';
import { NUMEROLOGY_TEXTS_TA } from './numerology-texts-ta.js';
import { NUMEROLOGY_TEXTS_TE } from './numerology-texts-te.js';

export type NumerologyTextKey = keyof typeof NUMEROLOGY_TEXTS_EN;

/** What each number means, by role, in every language. */
export const NUMEROLOGY_TEXTS: Readonly<
  Record<Language, Readonly<Record<NumerologyTextKey, string>>>
> = {
  en: NUMEROLOGY_TEXTS_EN,
  hi: NUMEROLOGY_TEXTS_HI,
  ta: NUMEROLOGY_TEXTS_TA,
  te: NUMEROLOGY_TEXTS_TE,
};

/** `POST /api/numerology`. */
export const NumerologyRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, { error: 'Name must be at least 2 characters' })
    .max(100)
    .refine((name) => /[\p{L}]/u.test(name), { error: 'Name must have letters' }),
  birthDate: CalendarDateSchema,
  /** The personal year's year; this year when absent. */
  year: z.number().int().min(1800).max(2399).optional(),
  lang: z.enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(', ')}` }).default('en'),
});
export type NumerologyRequest = z.input<typeof NumerologyRequestSchema>;

const digit = () => z.number().int().min(0).max(9);
const NameNumberSchema = z.object({ compound: z.number().int(), number: digit() });

export const NumerologySchema = z.object({
  /** The Latin letters counted; a name in Devanagari, Tamil or Telugu is transliterated. */
  latinName: z.string(),
  transliterated: z.boolean(),
  year: z.number().int(),
  chaldean: NameNumberSchema,
  pythagorean: NameNumberSchema,
  soulUrge: digit(),
  personality: digit(),
  moolank: digit(),
  bhagyank: digit(),
  personalYear: digit(),
  /** By the graha of the moolank and its friends (`luckyNumbersOf`), names in the language asked. */
  lucky: z.object({
    planet: z.enum(PLANET_IDS),
    numbers: z.array(digit()),
    days: z.array(z.string()),
    colors: z.array(z.string()),
    gemstone: z.string(),
    caution: z.string(),
  }),
  /** Each number's meaning in the language asked. */
  meanings: z.object({
    chaldean: z.string(),
    pythagorean: z.string(),
    soulUrge: z.string(),
    personality: z.string(),
    moolank: z.string(),
    bhagyank: z.string(),
    personalYear: z.string(),
  }),
});
export type NumerologyAnswer = z.infer<typeof NumerologySchema>;

export const NumerologyResponseSchema = z.object({ data: NumerologySchema });
