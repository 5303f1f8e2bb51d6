import { LANGUAGES, type Language } from '../i18n/languages.js';
import { z } from '../zod.js';
import { TAROT_SPREADS, type TarotCardText, type TarotSpreadTexts } from './tarot-deck.js';
import { TAROT_CARDS_EN, TAROT_SPREADS_EN } from './tarot-texts-en.js';
import { TAROT_CARDS_HI, TAROT_SPREADS_HI } from './tarot-texts-hi.js';
import { TAROT_CARDS_TA, TAROT_SPREADS_TA } from './tarot-texts-ta.js';
import { TAROT_CARDS_TE, TAROT_SPREADS_TE } from './tarot-texts-te.js';

/** Each card's name and meanings, in deck order (`TAROT_CARD_IDS`), in every language. */
export const TAROT_CARD_TEXTS: Readonly<Record<Language, readonly TarotCardText[]>> = {
  en: TAROT_CARDS_EN,
  hi: TAROT_CARDS_HI,
  ta: TAROT_CARDS_TA,
  te: TAROT_CARDS_TE,
};

/** Each spread's name, use and positions, in every language. */
export const TAROT_SPREAD_TEXTS: Readonly<Record<Language, TarotSpreadTexts>> = {
  en: TAROT_SPREADS_EN,
  hi: TAROT_SPREADS_HI,
  ta: TAROT_SPREADS_TA,
  te: TAROT_SPREADS_TE,
};

const lang = () =>
  z.enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(', ')}` }).default('en');

/** `POST /api/tarot/draw`. */
export const TarotDrawRequestSchema = z.object({
  spread: z.enum(TAROT_SPREADS, { error: `spread must be one of ${TAROT_SPREADS.join(', ')}` }),
  lang: lang(),
});
export type TarotDrawRequest = z.input<typeof TarotDrawRequestSchema>;

/** One card of the deck with its meanings in the language asked. */
export const TarotCardSchema = z.object({
  /** Deck order, 0–77: trumps 0–21, then wands, cups, swords, pentacles. */
  index: z.number().int().min(0).max(77),
  /** `fool`, `ace-of-wands`, … */
  id: z.string(),
  name: z.string(),
  keywords: z.string(),
  upright: z.string(),
  reversed: z.string(),
});
export type TarotCard = z.infer<typeof TarotCardSchema>;

/** A card as it fell in a spread. */
export const DrawnTarotCardSchema = TarotCardSchema.extend({
  /** 1-based place in the spread. */
  position: z.number().int().min(1).max(10),
  positionName: z.string(),
  positionMeaning: z.string(),
  isReversed: z.boolean(),
  /** The meaning that applies: upright or reversed, as the card fell. */
  meaning: z.string(),
});
export type DrawnTarotCard = z.infer<typeof DrawnTarotCardSchema>;

export const TarotDrawResponseSchema = z.object({
  data: z.object({
    spread: z.enum(TAROT_SPREADS),
    name: z.string(),
    about: z.string(),
    cards: z.array(DrawnTarotCardSchema),
  }),
});
export type TarotDraw = z.infer<typeof TarotDrawResponseSchema>['data'];

/** `GET /api/tarot/cards?lang=`: the whole deck with its meanings, for the card gallery. */
export const TarotDeckQuerySchema = z.object({ lang: lang() });
export const TarotDeckResponseSchema = z.object({ data: z.array(TarotCardSchema) });
