import { ErrorResponseSchema, KundliRequestSchema, KundliResponseSchema } from '@jyotish/contract';
import { computeKundli, localTimeToUtc } from '@jyotish/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { timezoneAt } from '../../../places/timezone-at.js';
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
      schema: {
        summary:
          'Birth chart (kundli): positions, lagna, houses, sixteen vargas, Vimshottari dasha',
        body: KundliRequestSchema,
        response: { 200: KundliResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const [year = 0, month = 0, day = 0] = body.birthDate.split('-').map(Number);
      const [hour = 0, minute = 0, second = 0] = body.birthTime.split(':').map(Number);
      const timeZone = body.timezone ?? timezoneAt(body.latitude, body.longitude);
      const zoned = localTimeToUtc({ year, month, day, hour, minute, second }, timeZone);
      const later = zoned.status === 'ambiguous' && body.ambiguousTime === 'later';
      const used = (later ? zoned.alternatives[0] : undefined) ?? zoned;
      const kundli = computeKundli(
        { utcMs: used.utcMs, latitude: body.latitude, longitude: body.longitude },
        {
          ayanamsa: body.ayanamsa,
          nodeType: body.nodeType,
          houseSystem: body.houseSystem,
          dashaYearDays: body.dashaYearDays,
        },
      );
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
        { utcMs: used.utcMs, utcOffsetMinutes: used.utcOffsetMinutes },
        kundli,
      );
    },
  );
};
