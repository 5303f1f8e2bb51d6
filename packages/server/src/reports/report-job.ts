import {
  type Language,
  type ReportContent,
  ReportContentSchema,
  type ReportType,
} from '@jyotish/contract';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDatabase } from '../db/schema.js';
import { defineJobKind, type JobHandler } from '../jobs/job-kind.js';
import { buildReportContent } from './build-report.js';
import { prepareReportChart, type ReportCharts, type ReportInputs } from './report-chart.js';
import { failAndRefund } from './report-orders.js';
import type { TypesetReport } from './typeset/report-pdf.js';

export const REPORT_JOB = defineJobKind({
  kind: 'report.build',
  payload: z.object({ reportId: z.uuid() }),
  maxAttempts: 3,
});

export interface ReportBuilderDeps {
  readonly db: AppDatabase;
  readonly charts: ReportCharts;
  /** The PDF from the content: on the engine pool in the server. */
  readonly typeset: (content: ReportContent) => Promise<TypesetReport> | TypesetReport;
}

/**
 * Builds a bought report: chart, content, PDF, stored with the row. Idempotent: a report
 * already ready (a job run twice) is left alone. The last failed try marks it failed and
 * refunds its price instead of throwing, so no paid report stays in limbo.
 */
export function reportJobHandler(deps: ReportBuilderDeps): JobHandler<{ reportId: string }> {
  const { db } = deps;
  // Never over a finished report: a second run of the job (a lease taken over while the first
  // still ran) must not set a report another run has just failed and refunded back to running.
  const progress = (id: string, value: number) =>
    db
      .updateTable('report')
      .set({ status: 'running', progress: value })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'running'])
      .execute();
  return {
    job: REPORT_JOB,
    async run({ reportId }, context) {
      const report = await db
        .selectFrom('report')
        .selectAll()
        .where('id', '=', reportId)
        .executeTakeFirst();
      // Gone (the account was deleted) or already built: nothing to do.
      if (!report || report.status === 'ready' || report.status === 'failed') return;
      try {
        await progress(reportId, 10);
        const chart = await prepareReportChart(
          deps.charts,
          report.inputs as unknown as ReportInputs,
          new Date(report.as_of).getTime(),
        );
        await progress(reportId, 50);
        const content = ReportContentSchema.parse(
          buildReportContent(
            report.type as ReportType,
            chart,
            report.language as Language,
            report.engine_version,
          ),
        );
        await progress(reportId, 70);
        const { pdf, pages } = await deps.typeset(content);
        await db
          .updateTable('report')
          .set({
            status: 'ready',
            progress: 100,
            content: JSON.stringify(content),
            pdf,
            page_count: pages,
            ready_at: sql`now()`,
          })
          .where('id', '=', reportId)
          .where('status', '!=', 'failed')
          .execute();
      } catch (error) {
        if (context.attempt < REPORT_JOB.maxAttempts) throw error;
        context.log.error({ err: error, reportId }, 'report build failed its last try: refunded');
        await failAndRefund(db, reportId, error instanceof Error ? error.message : String(error));
      }
    },
  };
}
