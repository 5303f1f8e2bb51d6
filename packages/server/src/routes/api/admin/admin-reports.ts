import {
  AdminReportRefundSchema,
  AdminReportSchema,
  AdminReportsPageSchema,
  AdminReportsQuerySchema,
  ErrorResponseSchema,
  REPORT_MESSAGES,
  ReportIdParamsSchema,
} from '@jyotish/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unreachable } from '../../../accounts/http-replies.js';
import { recordAuditEvent } from '../../../audit/audit-log.js';
import { csvDocument, sendCsv } from '../../../csv/csv.js';
import { REPORT_JOB } from '../../../reports/report-job.js';
import {
  type AdminReportOutcome,
  listAdminReports,
  refundReport,
  requeueReport,
} from '../../../reports/report-orders.js';
import { REPORT_ENGINE_VERSION } from '../reports/reports.js';

/** The most rows one CSV export of reports holds. */
const REPORTS_CSV_LIMIT = 10_000;

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

function refusal(reply: FastifyReply, outcome: Exclude<AdminReportOutcome, 'done'>) {
  if (outcome === 'not_found') {
    return reply
      .code(404)
      .send({ message: REPORT_MESSAGES.notFound, code: 'not_found', reason: 'report_not_found' });
  }
  return reply.code(409).send({
    message: outcome === 'building' ? REPORT_MESSAGES.building : REPORT_MESSAGES.refunded,
    code: 'conflict',
    reason: outcome === 'building' ? 'report_building' : 'report_refunded',
  });
}

/** The premium reports for administrators: every report, a rebuild, a refund. Audited. */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireAdmin = app.requireRole('admin');
  const reportOf = async (id: string) => {
    const page = await listAdminReports(app.db, { q: '', page: 1, id });
    return page.reports[0] ?? unreachable();
  };

  app.get(
    '/admin/reports',
    {
      preHandler: requireAdmin,
      schema: {
        summary: "Every report, newest first, by status and part of the buyer's e-mail",
        querystring: AdminReportsQuerySchema,
        response: { 200: AdminReportsPageSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await listAdminReports(app.db, request.query)),
  );

  app.get(
    '/admin/reports.csv',
    {
      preHandler: requireAdmin,
      schema: {
        summary: `Reports as CSV (the same filters, at most ${REPORTS_CSV_LIMIT.toLocaleString('en')} rows, newest first)`,
        querystring: AdminReportsQuerySchema.omit({ page: true }),
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { reports } = await listAdminReports(
        app.db,
        { ...request.query, page: 1 },
        REPORTS_CSV_LIMIT,
      );
      const csv = csvDocument(
        [
          'created_at',
          'report_id',
          'user_email',
          'type',
          'language',
          'status',
          'price_paise',
          'refunded',
          'pages',
        ],
        reports.map((report) => [
          report.createdAt,
          report.id,
          report.userEmail,
          report.type,
          report.lang,
          report.status,
          report.price,
          String(report.refunded),
          report.pages ?? '',
        ]),
      );
      return sendCsv(reply, 'reports.csv', csv);
    },
  );

  app.post(
    '/admin/reports/:id/regenerate',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Build a failed or finished report again from what it was bought with',
        params: ReportIdParamsSchema,
        response: { 200: AdminReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user: admin } = request.account ?? unreachable();
      const { id } = request.params;
      const outcome = await requeueReport(app.db, id, REPORT_ENGINE_VERSION, async (trx) => {
        await app.jobs.enqueue(REPORT_JOB, { reportId: id }, { db: trx });
        await recordAuditEvent(trx, {
          actorId: admin.id,
          action: 'report.regenerate',
          target: id,
          details: { engineVersion: REPORT_ENGINE_VERSION },
        });
      });
      if (outcome !== 'done') return refusal(reply, outcome);
      app.jobs.wake();
      return reportOf(id);
    },
  );

  app.post(
    '/admin/reports/:id/refund',
    {
      preHandler: requireAdmin,
      schema: {
        summary: "Give a report's price back to the buyer's wallet (once), with the reason",
        params: ReportIdParamsSchema,
        body: AdminReportRefundSchema,
        response: { 200: AdminReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user: admin } = request.account ?? unreachable();
      const { id } = request.params;
      const outcome = await refundReport(app.db, id, async (trx, amount) =>
        recordAuditEvent(trx, {
          actorId: admin.id,
          action: 'report.refund',
          target: id,
          details: { amount, reason: request.body.reason },
        }),
      );
      if (outcome !== 'done') return refusal(reply, outcome);
      return reportOf(id);
    },
  );
};
