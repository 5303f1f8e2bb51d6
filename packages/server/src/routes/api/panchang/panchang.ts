import {
  ErrorResponseSchema,
  PANCHANG_TODAY_PLACE,
  PanchangMonthQuerySchema,
  PanchangMonthResponseSchema,
  PanchangQuerySchema,
  PanchangResponseSchema,
} from '@jyotish/contract';
import { localDateOf } from '@jyotish/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PanchangDay } from '../../../charts/panchang-day.js';
import { presentPanchangMonth } from './panchang-month-presenter.js';
import { presentPanchang } from './panchang-presenter.js';

const pad = (value: number) => String(value).padStart(2, '0');

const present = (day: PanchangDay) => ({
  data: presentPanchang(day.date, day.place, day.panchang),
});

/**
 * `GET /api/panchang` for a date and place, `GET /api/panchang/month` for a month's grid, and `GET /api/panchang/today` for New Delhi on
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
          503: ErrorResponseSchema,
        },
      },
    },
    async (request) => present(await app.charts.panchangDay(request.query)),
  );

  app.get(
    '/panchang/month',
    {
      config: { routeLimit: 'chart' },
      schema: {
        summary: 'Every day of a month at a place, read at sunrise, for a month calendar',
        querystring: PanchangMonthQuerySchema,
        response: {
          200: PanchangMonthResponseSchema,
          400: ErrorResponseSchema,
          422: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { year, month } = request.query;
      return {
        data: presentPanchangMonth(year, month, await app.charts.panchangMonth(request.query)),
      };
    },
  );

  app.get(
    '/panchang/today',
    {
      config: { routeLimit: 'chart' },
      schema: {
        summary: 'Today’s panchang for New Delhi (Asia/Kolkata)',
        response: { 200: PanchangResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async () => {
      const { latitude, longitude, timezone } = PANCHANG_TODAY_PLACE;
      const today = localDateOf(Date.now(), timezone);
      const date = `${today.year}-${pad(today.month)}-${pad(today.day)}`;
      // The conventions `GET /api/panchang` defaults to.
      const conventions = { ayanamsa: 'lahiri', sunriseConvention: 'upper-limb' } as const;
      return present(
        await app.charts.panchangDay({ date, latitude, longitude, timezone, ...conventions }),
      );
    },
  );
};
