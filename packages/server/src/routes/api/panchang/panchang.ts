import {
  ErrorResponseSchema,
  PANCHANG_TODAY_PLACE,
  PanchangQuerySchema,
  PanchangResponseSchema,
} from '@jyotish/contract';
import { computePanchang, localDateOf, type PanchangOptions } from '@jyotish/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { timezoneAt } from '../../../places/timezone-at.js';
import { presentPanchang } from './panchang-presenter.js';

const pad = (value: number) => String(value).padStart(2, '0');

function panchangFor(
  date: string,
  place: { latitude: number; longitude: number; timeZone: string },
  options: PanchangOptions = {},
) {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const panchang = computePanchang({ date: { year, month, day }, ...place }, options);
  return { data: presentPanchang(date, place, panchang) };
}

/**
 * `GET /api/panchang` for a date and place, and `GET /api/panchang/today` for New Delhi on
 * today's date in India (the only place the server reads the clock).
 */
export const panchangRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/panchang',
    {
      config: { routeLimit: 'chart' },
      schema: {
        summary: 'Panchang of a date at a place, with every transition and the day’s timings',
        querystring: PanchangQuerySchema,
        response: {
          200: PanchangResponseSchema,
          400: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const query = request.query;
      const timeZone = query.timezone ?? timezoneAt(query.latitude, query.longitude);
      return panchangFor(
        query.date,
        { latitude: query.latitude, longitude: query.longitude, timeZone },
        { ayanamsa: query.ayanamsa, sunriseConvention: query.sunriseConvention },
      );
    },
  );

  app.get(
    '/panchang/today',
    {
      config: { routeLimit: 'chart' },
      schema: {
        summary: 'Today’s panchang for New Delhi (Asia/Kolkata)',
        response: { 200: PanchangResponseSchema },
      },
    },
    async () => {
      const { latitude, longitude, timezone: timeZone } = PANCHANG_TODAY_PLACE;
      const today = localDateOf(Date.now(), timeZone);
      const date = `${today.year}-${pad(today.month)}-${pad(today.day)}`;
      return panchangFor(date, { latitude, longitude, timeZone });
    },
  );
};
