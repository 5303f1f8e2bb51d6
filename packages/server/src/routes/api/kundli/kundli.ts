import {
  ErrorResponseSchema,
  KundliRequestSchema,
  KundliResponseSchema,
  PratyantarDashaRequestSchema,
  PratyantarDashaResponseSchema,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentKundli, presentPratyantarDasha } from './kundli-presenter.js';

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
        description:
          'The dasha comes with its mahadashas and antardashas (`dashaLevels` 2, the default); `dashaLevels` 3 adds all 729 pratyantardashas, and `POST /api/kundli/pratyantar-dasha` answers those of one antardasha.',
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

  app.post(
    '/kundli/pratyantar-dasha',
    {
      config: { routeLimit: 'chart' },
      schema: {
        summary: 'The nine pratyantardashas of one antardasha of a birth chart',
        body: PratyantarDashaRequestSchema,
        response: {
          200: PratyantarDashaResponseSchema,
          400: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { birth, mahaLord, antarLord } = request.body;
      const { zoned, kundli } = await app.charts.birthChart({ ...birth, dashaLevels: 3 });
      return presentPratyantarDasha(zoned.timeZone, kundli.dasha, mahaLord, antarLord);
    },
  );
};
