import { ErrorResponseSchema, KundliRequestSchema, KundliResponseSchema } from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentKundli } from './kundli-presenter.js';

/**
 * `POST /api/kundli`: a birth chart from a local birth date, time and place. The local time
 * becomes UTC through the place's IANA zone with that date's historical offset; skipped and
 * repeated local times are reported in the answer, never silently guessed.
 */
export const kundliRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/kundli',
    {
      config: { routeLimit: 'chart' },
      schema: {
        summary:
          'Birth chart (kundli): positions, lagna, houses, sixteen vargas, Vimshottari dasha, doshas',
        body: KundliRequestSchema,
        response: { 200: KundliResponseSchema, 400: ErrorResponseSchema, 422: ErrorResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const { zoned, used, kundli } = await app.charts.birthChart(body);
      return presentKundli(
        {
          name: body.name,
          gender: body.gender,
          birthDate: body.birthDate,
          birthTime: body.birthTime,
          latitude: body.latitude,
          longitude: body.longitude,
          timezoneSource: body.timezone === undefined ? 'coordinates' : 'request',
          dashaYearDays: body.dashaYearDays,
        },
        zoned,
        used,
        kundli,
      );
    },
  );
};
