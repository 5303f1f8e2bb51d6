import { LAL_KITAB_STATES, PLANET_IDS, RIN_IDS } from '@jyotish/engine/ids';
import { LANGUAGES, type Language } from '../i18n/languages.js';
import { KundliRequestSchema } from '../kundli/kundli.js';
import { z } from '../zod.js';
import { LAL_KITAB_TEXTS_EN } from './lal-kitab-texts-en.js';
import { LAL_KITAB_TEXTS_HI } from './lal-kitab-texts-hi.js';
import { LAL_KITAB_TEXTS_TA } from './lal-kitab-texts-ta.js';
import { LAL_KITAB_TEXTS_TE } from './lal-kitab-texts-te.js';
import type { LalKitabTexts } from './lal-kitab-texts-types.js';

/** The debts' and planets' remedies in every language. */
export const LAL_KITAB_TEXTS: Readonly<Record<Language, LalKitabTexts>> = {
  en: LAL_KITAB_TEXTS_EN,
  hi: LAL_KITAB_TEXTS_HI,
  ta: LAL_KITAB_TEXTS_TA,
  te: LAL_KITAB_TEXTS_TE,
};

/** `POST /api/lal-kitab`. */
export const LalKitabRequestSchema = z.object({
  birth: KundliRequestSchema,
  lang: z.enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(', ')}` }).default('en'),
});
export type LalKitabRequest = z.input<typeof LalKitabRequestSchema>;

const house = () => z.number().int().min(1).max(12);

export const LalKitabResponseSchema = z.object({
  data: z.object({
    /** The birth lagna's sign; the Lal Kitab chart puts Aries in house 1 whatever it is. */
    lagnaSign: z.number().int().min(1).max(12),
    planets: z.array(
      z.object({
        id: z.enum(PLANET_IDS),
        house: house(),
        state: z.enum(LAL_KITAB_STATES),
        /** The planet's permanent houses (pakka ghar). */
        pakkaGhar: z.array(house()),
      }),
    ),
    debts: z.array(
      z.object({
        id: z.enum(RIN_IDS),
        /** The placements that show it: the rule that produced it. */
        causes: z.array(z.object({ planet: z.enum(PLANET_IDS), house: house() })),
        /** The rule in full: which planets in which houses show this debt. */
        rule: z.object({ planets: z.array(z.enum(PLANET_IDS)), houses: z.array(house()) }),
        name: z.string(),
        meaning: z.string(),
        remedy: z.string(),
      }),
    ),
    /** A remedy for each planet sitting in its house of debilitation. */
    remedies: z.array(z.object({ planet: z.enum(PLANET_IDS), house: house(), remedy: z.string() })),
  }),
});
export type LalKitabAnswer = z.infer<typeof LalKitabResponseSchema>['data'];
