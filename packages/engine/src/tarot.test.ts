import { createHash, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawTarotCards, TAROT_DECK_SIZE } from './tarot.js';

/**
 * A seeded uniform source (SHA-256 of a counter, rejection-sampled like `crypto.randomInt`):
 * the fairness checks see the same numbers every run, so they cannot fail by chance.
 */
function seededRandomInt(seed: string) {
  let block = 0;
  let digest = Buffer.alloc(0);
  let offset = 0;
  const next = () => {
    if (offset === digest.length) {
      digest = createHash('sha256').update(`${seed}:${block++}`).digest();
      offset = 0;
    }
    offset += 4;
    return digest.readUInt32BE(offset - 4);
  };
  return (max: number) => {
    const limit = 2 ** 32 - (2 ** 32 % max);
    for (;;) {
      const value = next();
      if (value < limit) return value % max;
    }
  };
}

/** Chi-square critical values at p = 0.001: 77 degrees of freedom (which card), 1 (which way up). */
const CHI2_77_P001 = 121.1;
const CHI2_1_P001 = 10.83;

const chiSquare = (counts: readonly number[], expected: number) =>
  counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);

describe('drawTarotCards', () => {
  it('walks Fisher–Yates from the front: the source’s numbers pick the cards', () => {
    // Scripted source: always the last position, then upright; then always the first.
    const last: number[] = [];
    const hand = drawTarotCards(3, (max) => {
      last.push(max);
      return max === 2 ? 0 : max - 1;
    });
    expect(last).toEqual([78, 2, 77, 2, 76, 2]);
    // Swapping 0↔77 draws card 77; then 1↔77 (which now holds 0) draws 0; then 2↔77 (holds 1).
    expect(hand).toEqual([
      { card: 77, reversed: false },
      { card: 0, reversed: false },
      { card: 1, reversed: false },
    ]);
    expect(drawTarotCards(2, (max) => (max === 2 ? 1 : 0))).toEqual([
      { card: 0, reversed: true },
      { card: 1, reversed: true },
    ]);
  });

  it('never repeats a card: the whole deck drawn is a permutation', () => {
    const hand = drawTarotCards(TAROT_DECK_SIZE, randomInt);
    expect(new Set(hand.map((c) => c.card)).size).toBe(TAROT_DECK_SIZE);
    expect(() => drawTarotCards(0, randomInt)).toThrow(RangeError);
    expect(() => drawTarotCards(79, randomInt)).toThrow(RangeError);
  });

  it('is fair: each card as likely in each of the ten Celtic-cross positions, either way up', () => {
    const draws = 39_000; // 500 expected per card and position
    const byPosition = Array.from({ length: 10 }, () => new Array<number>(TAROT_DECK_SIZE).fill(0));
    let reversed = 0;
    const source = seededRandomInt('celtic-cross');
    for (let n = 0; n < draws; n++) {
      drawTarotCards(10, source).forEach(({ card, reversed: r }, position) => {
        const counts = byPosition[position] as number[];
        counts[card] = (counts[card] ?? 0) + 1;
        if (r) reversed++;
      });
    }
    for (const counts of byPosition) {
      expect(chiSquare(counts, draws / TAROT_DECK_SIZE)).toBeLessThan(CHI2_77_P001);
    }
    expect(chiSquare([reversed, draws * 10 - reversed], draws * 5)).toBeLessThan(CHI2_1_P001);
  });

  it('catches a biased source: one that favours low cards fails the same test', () => {
    const draws = 39_000;
    const counts = new Array<number>(TAROT_DECK_SIZE).fill(0);
    // A source leaning toward zero, as `Math.floor(x ** 1.1 * max)` would.
    const uniform = seededRandomInt('skewed');
    const skewed = (max: number) => Math.floor((uniform(2 ** 20) / 2 ** 20) ** 1.1 * max);
    for (let n = 0; n < draws; n++) {
      const [first] = drawTarotCards(1, skewed);
      if (first) counts[first.card] = (counts[first.card] ?? 0) + 1;
    }
    expect(chiSquare(counts, draws / TAROT_DECK_SIZE)).toBeGreaterThan(CHI2_77_P001);
  });
});
