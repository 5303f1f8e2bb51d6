import { TarotDeckResponseSchema, TarotDrawResponseSchema } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.js';
import type { App } from '../../../app.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});

const draw = (payload: object) => app.inject({ method: 'POST', url: '/api/tarot/draw', payload });

describe('POST /api/tarot/draw', () => {
  it('lays ten different cards in the Celtic cross’s positions, each meaning as it fell', async () => {
    const response = await draw({ spread: 'celtic-cross', lang: 'hi' });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = TarotDrawResponseSchema.parse(response.json());
    expect(data.cards.map((card) => card.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(data.cards.map((card) => card.index)).size).toBe(10);
    for (const card of data.cards) {
      expect(card.meaning).toBe(card.isReversed ? card.reversed : card.upright);
      expect(card.positionName).toMatch(/[\u0900-\u097F]/);
    }
    expect(data.name).toMatch(/[\u0900-\u097F]/);
  });

  it('names the three-card positions and draws fresh cards each time', async () => {
    const { data } = TarotDrawResponseSchema.parse((await draw({ spread: 'three-card' })).json());
    expect(data.cards.map((c) => c.positionName)).toEqual(['Past', 'Present', 'Future']);
    const hands = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const hand = TarotDrawResponseSchema.parse((await draw({ spread: 'celtic-cross' })).json())
        .data.cards;
      hands.add(hand.map((c) => `${c.id}:${c.isReversed}`).join());
    }
    // Of some 10²² equally likely Celtic crosses, twenty draws repeat one with odds near zero.
    expect(hands.size).toBe(20);
  });

  it.each([
    [{ spread: 'pyramid' }, 'spread'],
    [{}, 'spread'],
    [{ spread: 'one-card', lang: 'fr' }, 'lang'],
  ])('refuses %o naming %s', async (payload, field) => {
    const response = await draw(payload);
    expect([response.statusCode, response.json().field]).toEqual([400, field]);
  });
});

describe('GET /api/tarot/cards', () => {
  it('lists the 78 cards in deck order with both meanings in the language asked', async () => {
    const response = await app.inject({ url: '/api/tarot/cards?lang=ta' });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = TarotDeckResponseSchema.parse(response.json());
    expect(data).toHaveLength(78);
    expect(data.map((c) => c.id).slice(0, 2)).toEqual(['fool', 'magician']);
    expect(data[22]?.id).toBe('ace-of-wands');
    expect(data[77]?.id).toBe('king-of-pentacles');
    for (const card of data) expect(card.upright).toMatch(/[\u0B80-\u0BFF]/);
  });
});
