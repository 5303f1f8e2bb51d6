import { ErrorResponseSchema, KpRequestSchema, KpResponseSchema } from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentKp } from './kp-presenter.js';

/**
 * `POST /api/kundli/kp`: a Krishnamurti Paddhati chart, the birth read exactly as
 * `POST /api/kundli` reads it (zone, historical offset, skipped and repeated local times).
 */
export const kpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/kundli/kp',
    {
      config: { routeLimit: 'chart' },
      schema: {
        summary:
          'KP chart: Placidus cusps and planets with sign, star, sub and sub-sub lords, and the ruling planets',
        description:
          'Krishnamurti ayanamsa and Placidus houses, as KP prescribes. Each cusp and planet has its KP horary number (1–249). Placidus cusps do not exist beyond the polar circles: such a birth is answered 422.',
        body: KpRequestSchema,
        response: { 200: KpResponseSchema, 400: ErrorResponseSchema, 422: ErrorResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const { zoned, used, kp } = await app.charts.kpChart(body);
      return presentKp(
        {
          name: body.name,
          gender: body.gender,
          birthDate: body.birthDate,
          birthTime: body.birthTime,
          latitude: body.latitude,
          longitude: body.longitude,
          timezoneSource: body.timezone === undefined ? 'coordinates' : 'request',
        },
        zoned,
        used,
        kp,
      );
    },
  );
};
