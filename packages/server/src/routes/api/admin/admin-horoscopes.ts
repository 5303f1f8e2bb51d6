import {
  ErrorResponseSchema,
  HoroscopeOverrideQuerySchema,
  HoroscopeOverrideSchema,
  HoroscopeParamsSchema,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unreachable } from '../../../accounts/http-replies.js';
import { recordAuditEvent } from '../../../audit/audit-log.js';
import { periodWindow } from '../../../horoscopes/horoscope-periods.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const SavedSchema = z.object({
  period: z.string(),
  sign: z.string(),
  startDate: z.string(),
  lang: z.string(),
});

/**
 * An administrator replaces one sign's generated horoscope of one period and language with
 * their own text, or removes it; both are in the audit log.
 */
export const adminHoroscopeRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireAdmin = app.requireRole('admin');

  app.put(
    '/admin/horoscopes/:period/:sign',
    {
      preHandler: requireAdmin,
      schema: {
        summary: "Replace one sign's horoscope of the period containing a date, in one language",
        params: HoroscopeParamsSchema,
        body: HoroscopeOverrideSchema,
        response: { 200: SavedSchema, ...errors },
      },
    },
    async (request) => {
      const { user: admin } = request.account ?? unreachable();
      const { period, sign } = request.params;
      const { date, lang, sections } = request.body;
      const startDate = periodWindow(period, date).start;
      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('horoscope_override')
          .values({
            period,
            sign,
            start_date: startDate,
            language: lang,
            sections: JSON.stringify(sections),
            updated_by: admin.id,
          })
          .onConflict((conflict) =>
            conflict.columns(['period', 'sign', 'start_date', 'language']).doUpdateSet({
              sections: JSON.stringify(sections),
              updated_by: admin.id,
              updated_at: new Date(),
            }),
          )
          .execute();
        await recordAuditEvent(trx, {
          actorId: admin.id,
          action: 'horoscope.override',
          target: `${period}/${sign}/${startDate}/${lang}`,
          details: { sections },
        });
      });
      return { period, sign, startDate, lang };
    },
  );

  app.delete(
    '/admin/horoscopes/:period/:sign',
    {
      preHandler: requireAdmin,
      schema: {
        summary: "Go back to the generated horoscope of one sign's period",
        params: HoroscopeParamsSchema,
        querystring: HoroscopeOverrideQuerySchema,
        response: { 200: SavedSchema, ...errors },
      },
    },
    async (request) => {
      const { user: admin } = request.account ?? unreachable();
      const { period, sign } = request.params;
      const { date, lang } = request.query;
      const startDate = periodWindow(period, date).start;
      await app.db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('horoscope_override')
          .where('period', '=', period)
          .where('sign', '=', sign)
          .where('start_date', '=', startDate)
          .where('language', '=', lang)
          .execute();
        await recordAuditEvent(trx, {
          actorId: admin.id,
          action: 'horoscope.override_remove',
          target: `${period}/${sign}/${startDate}/${lang}`,
        });
      });
      return { period, sign, startDate, lang };
    },
  );
};
