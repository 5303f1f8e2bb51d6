import { describe, expect, it } from 'vitest';
import { TAROT_CARD_TEXTS, TAROT_SPREAD_TEXTS } from './tarot.js';
import { TAROT_CARD_IDS, tarotYearCard } from './tarot-deck.js';

describe('tarotYearCard', () => {
  it('adds month, day and year and sums the digits down to 22 or less', () => {
    // 15 August: 8 + 15 + 2025 = 2048 → 2 + 0 + 4 + 8 = 14, Temperance.
    expect(tarotYearCard(8, 15, 2025)).toBe(14);
    // 31 December: 12 + 31 + 2025 = 2068 → 16, The Tower.
    expect(tarotYearCard(12, 31, 2025)).toBe(16);
    // 1 January: 1 + 1 + 2025 = 2027 → 11, Justice.
    expect(tarotYearCard(1, 1, 2025)).toBe(11);
    // 9 September: 9 + 9 + 2026 = 2044 → 10, the Wheel of Fortune.
    expect(tarotYearCard(9, 9, 2026)).toBe(10);
    // 22 December: 12 + 22 + 1950 = 1984 → 22, which is The Fool.
    expect(tarotYearCard(12, 22, 1950)).toBe(0);
  });
});

describe('the deck’s texts', () => {
  it('names 78 cards in deck order in every language, both meanings written', () => {
    expect(TAROT_CARD_IDS).toHaveLength(78);
    expect(TAROT_CARD_IDS[0]).toBe('fool');
    expect(TAROT_CARD_IDS[77]).toBe('king-of-pentacles');
    for (const [language, cards] of Object.entries(TAROT_CARD_TEXTS)) {
      expect([language, cards.length]).toEqual([language, 78]);
      for (const card of cards) {
        expect(card.upright.length).toBeGreaterThan(40);
        expect(card.reversed.length).toBeGreaterThan(40);
        expect(card.upright).not.toBe(card.reversed);
      }
    }
  });

  it('writes Hindi, Tamil and Telugu in their own scripts', () => {
    const scripts = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ };
    for (const [language, script] of Object.entries(scripts)) {
      const cards = TAROT_CARD_TEXTS[language as keyof typeof scripts];
      for (const card of cards) expect(`${card.name} ${card.upright}`).toMatch(script);
      const spreads = TAROT_SPREAD_TEXTS[language as keyof typeof scripts];
      expect(spreads['celtic-cross'].positions).toHaveLength(10);
      expect(spreads['three-card'].positions).toHaveLength(3);
      expect(spreads['one-card'].positions).toHaveLength(1);
    }
  });
});
