import {
  ErrorResponseSchema,
  GEM_FACTS,
  GemstonesRequestSchema,
  GemstonesResponseSchema,
} from '@jyotish/contract';
import { functionalNature, gemstoneAdvice, housesRuled, instantFormatter } from '@jyotish/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const GRAHAS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;

/**
 * `POST /api/gemstones`: the stones a birth chart supports (lagna lord, yogakaraka, 9th and
 * 5th lords, the running mahadasha lord when not a functional malefic) and those to avoid.
 */
export const gemstoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/gemstones',
    {
      config: { routeLimit: 'chart' },
      schema: {
        summary: 'Gemstones from the birth chart: stones to wear and stones to avoid',
        body: GemstonesRequestSchema,
        response: {
          200: GemstonesResponseSchema,
          400: ErrorResponseSchema,
          422: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { birth, lang } = request.body;
      const { kundli, zoned } = await app.charts.birthChart(birth);
      const now = Date.now();
      const running = kundli.dasha.periods.find((p) => p.startMs <= now && now < p.endMs);
      const lagnaSign = kundli.ascendant.sign;
      const advice = gemstoneAdvice(lagnaSign, running?.lord ?? null);
      const facts = GEM_FACTS[lang];
      const format = instantFormatter(zoned.timeZone);
      return {
        data: {
          lagnaSign,
          dasha: running
            ? { lord: running.lord, start: format(running.startMs), end: format(running.endMs) }
            : null,
          grahas: GRAHAS.map((planet) => ({
            planet,
            nature: functionalNature(lagnaSign, planet),
            houses: housesRuled(lagnaSign, planet),
          })),
          recommended: advice.recommended.map((r) => ({
            planet: r.planet,
            roles: [...r.roles],
            nature: r.nature,
            houses:
              r.planet === 'rahu' || r.planet === 'ketu' ? [] : housesRuled(lagnaSign, r.planet),
            facts: facts[r.planet],
          })),
          avoid: advice.avoid.map((c) => ({
            planet: c.planet,
            reason: c.reason,
            houses: [...c.houses],
            stone: facts[c.planet].stone,
          })),
        },
      };
    },
  );
};
