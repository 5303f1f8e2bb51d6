/** The 22 trumps of the Rider–Waite–Smith deck, in their order (The Fool is 0). */
const MAJOR_ARCANA = [
  'fool',
  'magician',
  'high-priestess',
  'empress',
  'emperor',
  'hierophant',
  'lovers',
  'chariot',
  'strength',
  'hermit',
  'wheel-of-fortune',
  'justice',
  'hanged-man',
  'death',
  'temperance',
  'devil',
  'tower',
  'star',
  'moon',
  'sun',
  'judgement',
  'world',
] as const;

export const TAROT_SUITS = ['wands', 'cups', 'swords', 'pentacles'] as const;
export type TarotSuit = (typeof TAROT_SUITS)[number];

/** A suit's fourteen cards, ace first, then two to ten, page, knight, queen, king. */
export const TAROT_RANKS = [
  'ace',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'page',
  'knight',
  'queen',
  'king',
] as const;

/**
 * The 78 cards, trumps first, then wands, cups, swords and pentacles, each suit ace to king:
 * the order of every text table (`TarotCardText[]`) and of the card faces.
 */
export const TAROT_CARD_IDS: readonly string[] = [
  ...MAJOR_ARCANA,
  ...TAROT_SUITS.flatMap((suit) => TAROT_RANKS.map((rank) => `${rank}-of-${suit}`)),
];

/** One card's texts in one language, after A. E. Waite's divinatory meanings (1910). */
export interface TarotCardText {
  /** The card's name as readers of the language call it. */
  readonly name: string;
  /** Three to five words a reader keeps in mind. */
  readonly keywords: string;
  /** What the card says when it falls upright: two or three sentences. */
  readonly upright: string;
  /** What it says reversed: two or three sentences. */
  readonly reversed: string;
}

/** The spreads a reader may draw. */
export const TAROT_SPREADS = ['one-card', 'three-card', 'celtic-cross'] as const;
export type TarotSpread = (typeof TAROT_SPREADS)[number];

/** How many cards each spread lays. */
export const SPREAD_SIZES: Readonly<Record<TarotSpread, number>> = {
  'one-card': 1,
  'three-card': 3,
  'celtic-cross': 10,
};

/** One position of a spread: its name and what a card there speaks of. */
export interface TarotPositionText {
  readonly name: string;
  readonly meaning: string;
}

/** A language's texts of the spreads: each spread's name, how to use it, its positions. */
export type TarotSpreadTexts = Readonly<
  Record<
    TarotSpread,
    {
      readonly name: string;
      readonly about: string;
      readonly positions: readonly TarotPositionText[];
    }
  >
>;

/**
 * The trump of each zodiac sign by the Golden Dawn's attributions, which the Rider–Waite–Smith
 * deck was drawn to, Aries first (The Emperor … The Moon).
 */
export const SIGN_TAROT_TRUMPS: readonly number[] = [4, 5, 6, 7, 8, 9, 11, 13, 14, 15, 17, 18];

/**
 * The tarot year card (Mary K. Greer, *Who Are You in the Tarot?*, 2002): birth month, birth
 * day and the year added as whole numbers, then the digits summed until the total is 22 or
 * less; 22 is The Fool (0). The trump of that number colours the year.
 */
export function tarotYearCard(month: number, day: number, year: number): number {
  let total = month + day + year;
  while (total > 22) total = [...String(total)].reduce((sum, digit) => sum + Number(digit), 0);
  return total === 22 ? 0 : total;
}
