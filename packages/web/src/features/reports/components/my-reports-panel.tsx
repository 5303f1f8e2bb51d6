import type { ReportSummary } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/feedback/query-state';
import { buttonClassName } from '@/components/ui/button-variants';
import { intlLocale } from '@/lib/birth-calendar';
import { useLanguage } from '@/lib/language';
import { isInProgress, myReportsQuery, REPORT_POLL_MS } from '../api/report-requests';
import { reportResultsPath } from '../report-offers';
import { ReportPdfButton } from './report-pdf-button';

const STATUS_TONE: Readonly<Record<ReportSummary['status'], string>> = {
  queued: 'bg-slate-100 text-slate-700',
  running: 'bg-amber-100 text-amber-800',
  ready: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
};

/**
 * "My reports" in the dashboard: every report the user bought, newest first, with its state
 * and, once ready, the PDF and the page to read it; while one is being prepared the list
 * follows it.
 */
export function MyReportsPanel() {
  const { t } = useTranslation('reports');
  const { localize } = useLanguage();
  const headingId = useId();
  const reports = useQuery({
    ...myReportsQuery(),
    refetchInterval: (query) =>
      query.state.data?.some((report) => isInProgress(report.status)) ? REPORT_POLL_MS * 5 : false,
  });
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
      data-testid="my-reports"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('mine.title')}
      </h2>
      {reports.data ? (
        reports.data.length === 0 ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-slate-600">{t('mine.empty')}</p>
            <Link to={localize('/reports/premium')} className={buttonClassName()}>
              {t('mine.browse')}
            </Link>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {reports.data.map((report) => (
              <MyReport key={report.id} report={report} />
            ))}
          </ul>
        )
      ) : (
        <QueryState isError={reports.isError} onRetry={() => void reports.refetch()} />
      )}
    </section>
  );
}

function MyReport({ report }: { report: ReportSummary }) {
  const { t } = useTranslation('reports');
  const { language, localize } = useLanguage();
  const ordered = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(
    new Date(report.createdAt),
  );
  const ready = report.status === 'ready';
  const titleId = useId();
  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid={`my-report-${report.id}`}
    >
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-slate-900">
          <span id={titleId}>{t(`types.${report.type}.title`)}</span>
          <span
            className={clsx(
              'ms-2 inline-block rounded-full px-2 py-0.5 align-middle text-xs font-medium',
              STATUS_TONE[report.status],
            )}
          >
            {t(`status.${report.status}`)}
          </span>
        </p>
        <p className="text-sm text-slate-700">{report.name || t('mine.nameless')}</p>
        <p className="text-sm text-slate-500">
          {t('mine.orderedOn', { date: ordered })}
          {report.status === 'failed' && report.refunded ? ` · ${t('mine.refunded')}` : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {ready ? (
          <ReportPdfButton
            reportId={report.id}
            type={report.type}
            label={t('mine.download')}
            size="sm"
            describedBy={titleId}
          />
        ) : null}
        {report.status !== 'failed' ? (
          <Link
            to={localize(reportResultsPath(report.id))}
            aria-describedby={titleId}
            className={buttonClassName({ size: 'sm', variant: 'secondary' })}
          >
            {ready ? t('mine.read') : t('mine.follow')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
