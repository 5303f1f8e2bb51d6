import {
  ErrorResponseSchema,
  HoroscopeListParamsSchema,
  HoroscopeListResponseSchema,
  HoroscopeParamsSchema,
  type HoroscopePeriod,
  type HoroscopeQuery,
  HoroscopeQuerySchema,
  HoroscopeResponseSchema,
  SIGN_SLUGS,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unreachable } from '../../../accounts/http-replies.js';
import { overridesOf, withOverride } from '../../../horoscopes/horoscope-overrides.js';
import { periodWindow, todayInIndia } from '../../../horoscopes/horoscope-periods.js';
import { horoscopeService } from '../../../horoscopes/horoscope-service.js';

/** A day's readings change at India's midnight; an hour of caching keeps them fresh enough. */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * Horoscopes from the real sky (`src/horoscopes/`): one sign's reading of a day, week, month
 * or year, or all twelve, in any of the four languages.
 */
export const horoscopeRoutes: FastifyPluginAsyncZod = async (app) => {
  const horoscopes = horoscopeService(app.charts);
  /** The generated readings with any administrator's text in place. */
  async function readings(query: HoroscopeQuery, period: HoroscopePeriod) {
    const date = query.date ?? todayInIndia(new Date());
    const language = query.lang;
    const place =
      query.latitude !== undefined && query.longitude !== undefined
        ? { latitude: query.latitude, longitude: query.longitude }
        : undefined;
    const [generated, overrides] = await Promise.all([
      horoscopes.all(period, date, language, place),
      overridesOf(app.db, period, periodWindow(period, date).start, language),
    ]);
    return generated.map((reading) => {
      const own = overrides.get(reading.sign);
      return own ? withOverride(reading, own) : reading;
    });
  }
  const errors = { 400: ErrorResponseSchema, 503: ErrorResponseSchema };

  app.get(
    '/horoscopes/:period/:sign',
    {
      schema: {
        summary: "One Moon sign's horoscope of the day, week, month or year containing a date",
        params: HoroscopeParamsSchema,
        querystring: HoroscopeQuerySchema,
        response: { 200: HoroscopeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { period, sign } = request.params;
      const all = await readings(request.query, period);
      const data = all[SIGN_SLUGS.indexOf(sign)] ?? unreachable();
      return reply.header('cache-control', CACHE_CONTROL).send({ data });
    },
  );

  app.get(
    '/horoscopes/:period',
    {
      schema: {
        summary: 'The twelve Moon signs’ horoscopes of a period, Aries first',
        params: HoroscopeListParamsSchema,
        querystring: HoroscopeQuerySchema,
        response: { 200: HoroscopeListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await readings(request.query, request.params.period);
      return reply.header('cache-control', CACHE_CONTROL).send({ data });
    },
  );
};
