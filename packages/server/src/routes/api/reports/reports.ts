import {
  ErrorResponseSchema,
  REPORT_MESSAGES,
  REPORT_TYPES,
  ReportCatalogSchema,
  type ReportContent,
  ReportContentResponseSchema,
  ReportContentSchema,
  ReportIdParamsSchema,
  ReportListSchema,
  ReportOrderResponseSchema,
  ReportOrderSchema,
  ReportResponseSchema,
  ReportSampleQuerySchema,
  ReportSettingsSchema,
} from '@jyotish/contract';
import { SWISS_EPHEMERIS_VERSION } from '@jyotish/engine';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unreachable } from '../../../accounts/http-replies.js';
import { recordAnalyticsEventQuietly } from '../../../analytics/analytics-events.js';
import { moneyRefusal } from '../../../payments/refusals.js';
import { REPORT_JOB, reportJobHandler } from '../../../reports/report-job.js';
import {
  findReport,
  findReportPart,
  listReports,
  orderReport,
} from '../../../reports/report-orders.js';
import { REPORT_PLANS } from '../../../reports/report-plans.js';
import { ReportSamples } from '../../../reports/report-samples.js';
import { loadReportSettings } from '../../../reports/report-settings.js';
import { saveSettingsVersion } from '../../../settings/platform-settings.js';
import { APP_VERSION } from '../../../version.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const PdfSchema = z.string().describe('A PDF document, application/pdf');

/** What computed a report, stored with it: the product's version and the ephemeris library's. */
export const REPORT_ENGINE_VERSION = `Jyotish ${APP_VERSION} · Swiss Ephemeris ${SWISS_EPHEMERIS_VERSION}`;

function notFound(reply: FastifyReply) {
  return reply.code(404).send({
    message: REPORT_MESSAGES.notFound,
    code: 'not_found',
    reason: 'report_not_found',
  });
}

function notReady(reply: FastifyReply) {
  return reply.code(409).send({
    message: REPORT_MESSAGES.notReady,
    code: 'conflict',
    reason: 'report_not_ready',
  });
}

function sendPdf(reply: FastifyReply, pdf: Uint8Array, filename: string, cache: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', cache)
    .send(Buffer.from(pdf));
}

/**
 * Premium reports (capability `reports`): the catalogue and a free sample for everyone; buying
 * from the wallet (charged once per Idempotency-Key), following the build, reading and
 * downloading for the buyer (and admins); the prices for admins.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const typeset = (content: ReportContent) => app.charts.typesetReport(content);
  app.jobs.register(reportJobHandler({ db: app.db, charts: app.charts, typeset }));
  const samples = new ReportSamples(app.charts, typeset, REPORT_ENGINE_VERSION);
  const requireAdmin = app.requireRole('admin');
  /** An admin reads any report; anyone else only their own. */
  const ownerScope = (user: { id: string; role: string }) =>
    user.role === 'admin' ? null : user.id;

  app.get(
    '/reports/catalog',
    {
      schema: {
        summary: 'The reports on sale with their prices (paise) and section counts',
        response: { 200: ReportCatalogSchema },
      },
    },
    async () => {
      const { prices } = await loadReportSettings(app.db);
      return {
        reports: REPORT_TYPES.map((type) => ({
          type,
          price: prices[type],
          sections: REPORT_PLANS[type].length,
        })),
      };
    },
  );

  app.get(
    '/reports/sample.pdf',
    {
      config: { routeLimit: 'chart' },
      schema: {
        summary: "A free sample: a report's first pages for Swami Vivekananda's public birth",
        querystring: ReportSampleQuerySchema,
        produces: ['application/pdf'],
        response: { 200: PdfSchema, 400: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { type, lang } = request.query;
      const pdf = await samples.pdf(type, lang);
      return sendPdf(
        reply,
        pdf,
        `jyotish-${type}-report-sample-${lang}.pdf`,
        'public, max-age=86400',
      );
    },
  );

  app.post(
    '/reports',
    {
      preHandler: [app.requireUser, app.idempotent],
      preSerialization: app.idempotentAnswer,
      config: { routeLimit: 'chart' },
      schema: {
        summary: 'Buy a report from the wallet; built in the background',
        body: ReportOrderSchema,
        response: {
          201: ReportOrderResponseSchema,
          ...errors,
          422: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const key = request.idempotency?.key;
      if (key === undefined) {
        return reply.code(400).send({
          message: REPORT_MESSAGES.idempotencyKeyRequired,
          code: 'bad_request',
          reason: 'bad_request',
          field: 'Idempotency-Key',
        });
      }
      const { type, lang, birth, partner, place } = request.body;
      // Computed before paying: a birth the ephemeris cannot read is refused, not refunded.
      await app.charts.birthChart(birth);
      if (partner) await app.charts.birthChart(partner);
      const { prices } = await loadReportSettings(app.db);
      try {
        const order = await orderReport(app.db, {
          userId: user.id,
          type,
          lang,
          inputs: { birth, ...(place ? { place } : {}), ...(partner ? { partner } : {}) },
          price: prices[type],
          purchaseKey: `${user.id}:${key}`,
          asOf: new Date(),
          engineVersion: REPORT_ENGINE_VERSION,
          enqueue: (trx, reportId) => app.jobs.enqueue(REPORT_JOB, { reportId }, { db: trx }),
        });
        app.jobs.wake();
        return reply
          .code(201)
          .header('cache-control', 'no-store')
          .send({ report: { id: order.id, status: order.status }, balance: order.balance });
      } catch (error) {
        const refusal = moneyRefusal(error);
        if (!refusal) throw error;
        return reply.code(refusal.status).send(refusal.body);
      }
    },
  );

  app.get(
    '/reports',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'My reports, newest first',
        response: { 200: ReportListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      return reply
        .header('cache-control', 'no-store')
        .send({ reports: await listReports(app.db, user.id) });
    },
  );

  app.get(
    '/reports/:id',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "A report's status and progress (its buyer and admins)",
        params: ReportIdParamsSchema,
        response: { 200: ReportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const report = await findReport(app.db, request.params.id, ownerScope(user));
      if (!report) return notFound(reply);
      return reply.header('cache-control', 'no-store').send({ report });
    },
  );

  app.get(
    '/reports/:id/content',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'A ready report as content to read on a page (its buyer and admins)',
        params: ReportIdParamsSchema,
        response: { 200: ReportContentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const found = await findReportPart(app.db, request.params.id, ownerScope(user), 'content');
      if (!found) return notFound(reply);
      if (found.report.status !== 'ready' || found.part === null) return notReady(reply);
      return reply
        .header('cache-control', 'no-store')
        .send({ report: found.report, content: ReportContentSchema.parse(found.part) });
    },
  );

  app.get(
    '/reports/:id/pdf',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "A ready report's PDF (its buyer and admins)",
        params: ReportIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: PdfSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const found = await findReportPart(app.db, request.params.id, ownerScope(user), 'pdf');
      if (!found) return notFound(reply);
      if (!(found.part instanceof Uint8Array)) return notReady(reply);
      const { type, id } = found.report;
      // The buyer's downloads, not an administrator's look at it.
      if (user.role === 'user') {
        await recordAnalyticsEventQuietly(app.db, request.log, {
          name: 'premium_report_downloaded',
          userId: user.id,
        });
      }
      return sendPdf(reply, found.part, `jyotish-${type}-report-${id.slice(0, 8)}.pdf`, 'no-store');
    },
  );

  app.get(
    '/admin/reports/settings',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Report prices (paise)',
        response: { 200: ReportSettingsSchema, ...errors },
      },
    },
    async () => loadReportSettings(app.db),
  );

  app.put(
    '/admin/reports/settings',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Change the report prices (paise)',
        body: ReportSettingsSchema,
        response: { 200: ReportSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const { user: admin } = request.account ?? unreachable();
      // A version of the settings like any save of /admin/settings, audited the same way.
      const saved = await app.db.transaction().execute((trx) =>
        saveSettingsVersion(trx, {
          actorId: admin.id,
          basedOn: 'latest',
          sections: { reports: request.body },
        }),
      );
      app.platformSettings.replace(saved.settings);
      return request.body;
    },
  );
};
