import {
  ErrorResponseSchema,
  SadeSatiRequestSchema,
  SadeSatiResponseSchema,
} from '@jyotish/contract';
import { instantFormatter } from '@jyotish/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /api/sade-sati`: Saturn's sade sati and dhaiya periods over a lifetime (birth to 100
 * years after), from Saturn's real sidereal transits in the birth's ayanamsa.
 */
export const sadeSatiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sade-sati',
    {
      config: { routeLimit: 'chart' },
      schema: {
        summary: 'Sade sati and dhaiya periods from Saturn’s transits over the natal Moon sign',
        body: SadeSatiRequestSchema,
        response: {
          200: SadeSatiResponseSchema,
          400: ErrorResponseSchema,
          422: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const birth = request.body.birth;
      const { chart, moonSign, startMs, endMs, result } = await app.charts.sadeSati(birth);
      const { zoned } = chart;
      const ayanamsa = birth.ayanamsa;
      const format = instantFormatter(zoned.timeZone);
      const now = Date.now();
      const current = new Set(
        result.periods
          .filter((period) => period.startMs <= now && now < period.endMs)
          .map((period) => period.kind),
      );
      return {
        moonSign,
        timezone: zoned.timeZone,
        span: { start: format(startMs), end: format(endMs) },
        transits: result.transits.map((transit) => ({
          kind: transit.kind,
          phase: transit.phase,
          saturnSign: transit.saturnSign,
          start: format(transit.startMs),
          end: format(transit.endMs),
          retrogradeEntry: transit.retrogradeEntry,
        })),
        periods: result.periods.map((period) => ({
          kind: period.kind,
          start: format(period.startMs),
          end: format(period.endMs),
        })),
        current: [...current],
        notes: [
          `Saturn's sidereal sign (${ayanamsa} ayanamsa) against the natal Moon's sign: sade sati is Saturn in the 12th, 1st and 2nd sign from it, the kantaka dhaiya the 4th, the ashtama dhaiya the 8th.`,
          'Each ingress is found to the second; retrograde re-entries are listed as their own stays, and stays of one kind less than 400 days apart form one period.',
          'A period already running at birth starts at birth; one running at the end of the span ends there.',
        ],
      };
    },
  );
};
