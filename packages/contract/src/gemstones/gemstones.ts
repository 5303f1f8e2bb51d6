import { FUNCTIONAL_NATURES, GEM_CAUTIONS, GEM_ROLES, PLANET_IDS } from '@jyotish/engine/ids';
import { LANGUAGES, type Language } from '../i18n/languages.js';
import { InstantSchema } from '../kundli/common.js';
import { KundliRequestSchema } from '../kundli/kundli.js';
import { z } from '../zod.js';
import { GEM_FACTS_EN } from './gem-facts-en.js';
import { GEM_FACTS_HI } from './gem-facts-hi.js';
import { GEM_FACTS_TA } from './gem-facts-ta.js';
import { GEM_FACTS_TE } from './gem-facts-te.js';
import type { GemFactsTable } from './gem-facts-types.js';

/** Each graha's stone and how it is worn, in every language. */
export const GEM_FACTS: Readonly<Record<Language, GemFactsTable>> = {
  en: GEM_FACTS_EN,
  hi: GEM_FACTS_HI,
  ta: GEM_FACTS_TA,
  te: GEM_FACTS_TE,
};

/** `POST /api/gemstones`. */
export const GemstonesRequestSchema = z.object({
  birth: KundliRequestSchema,
  lang: z.enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(', ')}` }).default('en'),
});
export type GemstonesRequest = z.input<typeof GemstonesRequestSchema>;

export const GemFactsSchema = z.object({
  stone: z.string(),
  substitute: z.string(),
  metal: z.string(),
  finger: z.string(),
  day: z.string(),
  weight: z.string(),
  mantra: z.string(),
  gives: z.string(),
});

export const GemstonesResponseSchema = z.object({
  data: z.object({
    /** 1 = Aries … 12 = Pisces. */
    lagnaSign: z.number().int().min(1).max(12),
    /** The mahadasha running now, if the birth's dashas reach today. */
    dasha: z
      .object({ lord: z.enum(PLANET_IDS), start: InstantSchema, end: InstantSchema })
      .nullable(),
    /** The seven grahas' functional natures for this lagna, from the houses each rules. */
    grahas: z.array(
      z.object({
        planet: z.enum(PLANET_IDS),
        nature: z.enum(FUNCTIONAL_NATURES),
        houses: z.array(z.number().int()),
      }),
    ),
    recommended: z.array(
      z.object({
        planet: z.enum(PLANET_IDS),
        roles: z.array(z.enum(GEM_ROLES)),
        nature: z.enum(FUNCTIONAL_NATURES),
        /** Houses from the lagna that the graha rules. */
        houses: z.array(z.number().int()),
        facts: GemFactsSchema,
      }),
    ),
    avoid: z.array(
      z.object({
        planet: z.enum(PLANET_IDS),
        reason: z.enum(GEM_CAUTIONS),
        houses: z.array(z.number().int()),
        stone: z.string(),
      }),
    ),
  }),
});
export type GemstoneAnswer = z.infer<typeof GemstonesResponseSchema>['data'];
