import { LANGUAGES } from '../i18n/languages.js';
import { nakshatraOfSlug } from '../nakshatras/nakshatra-facts.js';
import { z } from '../zod.js';

/** A nakshatra by number (1 = Ashwini … 27 = Revati) or English name (`purva-phalguni`). */
const NakshatraParamSchema = z
  .string()
  .trim()
  .transform((value, context) => {
    const number = /^\d{1,2}$/.test(value) ? Number(value) : (nakshatraOfSlug(value) ?? 0);
    if (number >= 1 && number <= 27) return number;
    context.addIssue({
      code: 'custom',
      message: 'nakshatra must be 1–27 or a nakshatra’s name such as rohini',
    });
    return z.NEVER;
  });

export const BABY_NAME_GENDERS = ['boy', 'girl', 'unisex'] as const;
export type BabyNameGender = (typeof BABY_NAME_GENDERS)[number];

/** `GET /api/baby-names`. */
export const BabyNamesQuerySchema = z
  .object({
    nakshatra: NakshatraParamSchema.optional(),
    pada: z.coerce
      .number({ error: 'pada must be 1–4' })
      .int({ error: 'pada must be 1–4' })
      .min(1, { error: 'pada must be 1–4' })
      .max(4, { error: 'pada must be 1–4' })
      .optional(),
    /** `boy` or `girl` also brings the names given to both. */
    gender: z
      .enum(['any', 'boy', 'girl'], { error: 'gender must be any, boy or girl' })
      .default('any'),
    /** The first letter of the name's English spelling. */
    letter: z
      .string()
      .regex(/^[A-Za-z]$/, { error: 'letter must be one letter A–Z' })
      .transform((value) => value.toUpperCase())
      .optional(),
    page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(1000).default(1),
    lang: z.enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(', ')}` }).default('en'),
  })
  .refine((query) => query.pada === undefined || query.nakshatra !== undefined, {
    error: 'pada needs a nakshatra',
    path: ['pada'],
  });
export type BabyNamesQuery = z.input<typeof BabyNamesQuerySchema>;

/** Where a name comes from: the language whose word it is. */
export const NAME_ORIGIN_IDS = [
  'sanskrit',
  'hindi',
  'tamil',
  'telugu',
  'kannada',
  'malayalam',
  'bengali',
  'marathi',
  'gujarati',
  'punjabi',
  'persian',
  'arabic',
] as const;

export const BabyNameSchema = z.object({
  /** The usual English spelling. */
  latin: z.string(),
  /** The name in the script of the language asked (English: the Latin spelling). */
  name: z.string(),
  devanagari: z.string(),
  gender: z.enum(BABY_NAME_GENDERS),
  origin: z.enum(NAME_ORIGIN_IDS),
  /** What the name means, in the language asked. */
  meaning: z.string(),
});
export type BabyName = z.infer<typeof BabyNameSchema>;

export const PadaSyllableSchema = z.object({
  nakshatra: z.number().int().min(1).max(27),
  pada: z.number().int().min(1).max(4),
  /** In the language asked, e.g. `चू`. */
  syllable: z.string(),
  /** In Latin letters, e.g. `Chu`. */
  latin: z.string(),
});

export const BabyNamesResponseSchema = z.object({
  data: z.object({
    /** The pada syllables asked (one pada, or a nakshatra's four); empty without a nakshatra. */
    syllables: z.array(PadaSyllableSchema),
    names: z.array(BabyNameSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** The whole list's size, and where it comes from and under which licence. */
    listSize: z.number().int(),
    source: z.string(),
  }),
});
export type BabyNamesAnswer = z.infer<typeof BabyNamesResponseSchema>['data'];
