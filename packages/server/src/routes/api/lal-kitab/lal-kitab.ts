import {
  ErrorResponseSchema,
  LAL_KITAB_TEXTS,
  LalKitabRequestSchema,
  LalKitabResponseSchema,
} from '@jyotish/contract';
import { lalKitabChart, PAKKA_GHAR, RIN_RULES } from '@jyotish/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /api/lal-kitab`: the Lal Kitab chart of a birth (houses from the lagna, signs fixed
 * to them), the debts its placements show with the rule behind each, and the remedies.
 */
export const lalKitabRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/lal-kitab',
    {
      config: { routeLimit: 'chart' },
      schema: {
        summary: 'Lal Kitab chart, debts (rin) and remedies',
        body: LalKitabRequestSchema,
        response: {
          200: LalKitabResponseSchema,
          400: ErrorResponseSchema,
          422: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { birth, lang } = request.body;
      const { kundli } = await app.charts.birthChart(birth);
      const chart = lalKitabChart(kundli.ascendant.sign, kundli.planets);
      const texts = LAL_KITAB_TEXTS[lang];
      return {
        data: {
          lagnaSign: kundli.ascendant.sign,
          planets: chart.planets.map((p) => ({ ...p, pakkaGhar: [...PAKKA_GHAR[p.id]] })),
          debts: chart.debts.map((debt) => ({
            id: debt.id,
            causes: debt.causes.map((c) => ({ ...c })),
            rule: {
              planets: [...RIN_RULES[debt.id].planets],
              houses: [...RIN_RULES[debt.id].houses],
            },
            ...texts.rins[debt.id],
          })),
          remedies: chart.planets
            .filter((p) => p.state === 'debilitated')
            .map((p) => ({ planet: p.id, house: p.house, remedy: texts.planetRemedies[p.id] })),
        },
      };
    },
  );
};
