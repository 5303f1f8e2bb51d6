import { randomInt } from 'node:crypto';
import {
  ErrorResponseSchema,
  type Language,
  SPREAD_SIZES,
  TAROT_CARD_IDS,
  TAROT_CARD_TEXTS,
  TAROT_SPREAD_TEXTS,
  TarotDeckQuerySchema,
  TarotDeckResponseSchema,
  TarotDrawRequestSchema,
  TarotDrawResponseSchema,
} from '@jyotish/contract';
import { drawTarotCards } from '@jyotish/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const cardOf = (index: number, lang: Language) => {
  const text = TAROT_CARD_TEXTS[lang][index];
  const id = TAROT_CARD_IDS[index];
  if (!text || !id) throw new Error(`no tarot card ${index}`);
  return { index, id, ...text };
};

/**
 * Tarot: the deck with its meanings, and a spread drawn by a fair Fisher–Yates shuffle fed by
 * `crypto.randomInt` (uniform by rejection sampling, from the operating system's CSPRNG).
 */
export const tarotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tarot/cards',
    {
      schema: {
        summary: 'The 78 tarot cards with their upright and reversed meanings',
        querystring: TarotDeckQuerySchema,
        response: { 200: TarotDeckResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => ({
      data: TAROT_CARD_IDS.map((_, index) => cardOf(index, request.query.lang)),
    }),
  );

  app.post(
    '/tarot/draw',
    {
      schema: {
        summary: 'Draws a one-card, three-card or Celtic-cross spread',
        body: TarotDrawRequestSchema,
        response: { 200: TarotDrawResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { spread, lang } = request.body;
      const texts = TAROT_SPREAD_TEXTS[lang][spread];
      const cards = drawTarotCards(SPREAD_SIZES[spread], randomInt).map(({ card, reversed }, i) => {
        const face = cardOf(card, lang);
        const place = texts.positions[i];
        return {
          ...face,
          position: i + 1,
          positionName: place?.name ?? '',
          positionMeaning: place?.meaning ?? '',
          isReversed: reversed,
          meaning: reversed ? face.reversed : face.upright,
        };
      });
      return { data: { spread, name: texts.name, about: texts.about, cards } };
    },
  );
};
