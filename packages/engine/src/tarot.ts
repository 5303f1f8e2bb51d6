/** The number of cards in a tarot deck: 22 trumps and four suits of fourteen. */
export const TAROT_DECK_SIZE = 78;

/**
 * A source of uniform integers in [0, max): the server passes `crypto.randomInt`, tests pass a
 * seeded or scripted one. Fairness rests on it being uniform, which `randomInt` guarantees by
 * rejection sampling (a plain `Math.random() * n` would not be cryptographic).
 */
export type RandomInt = (max: number) => number;

export interface DrawnCard {
  /** The card's place in the deck order (`TAROT_CARD_IDS` in contract). */
  readonly card: number;
  readonly reversed: boolean;
}

/**
 * Draws `count` cards without repetition by the first `count` steps of a Fisher–Yates shuffle
 * (Durstenfeld's form, from the front): step i swaps position i with a uniformly chosen
 * position in [i, 78), so every ordered hand of `count` cards is equally likely. Each card is
 * then turned upright or reversed with equal chance, as a reader who shuffles with both hands
 * would find them.
 */
export function drawTarotCards(count: number, randomInt: RandomInt): DrawnCard[] {
  if (!Number.isInteger(count) || count < 1 || count > TAROT_DECK_SIZE) {
    throw new RangeError(`count must be 1–${TAROT_DECK_SIZE}`);
  }
  const deck = Array.from({ length: TAROT_DECK_SIZE }, (_, i) => i);
  const drawn: DrawnCard[] = [];
  for (let i = 0; i < count; i++) {
    const j = i + randomInt(TAROT_DECK_SIZE - i);
    const picked = deck[j] as number;
    deck[j] = deck[i] as number;
    deck[i] = picked;
    drawn.push({ card: picked, reversed: randomInt(2) === 1 });
  }
  return drawn;
}
