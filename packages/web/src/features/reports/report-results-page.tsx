import { formatPrice, type ReportSummary } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '@/components/feedback/query-state';
import { buttonClassName } from '@/components/ui/button-variants';
import { ResultPending, ToolPage } from '@/components/ui/tool-page';
import { ApiError } from '@/lib/api-client';
import { intlLocale } from '@/lib/birth-calendar';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import {
  isInProgress,
  REPORT_POLL_MS,
  reportContentQuery,
  reportQuery,
} from './api/report-requests';
import { ReportDocument } from './components/report-document';
import { ReportPdfButton } from './components/report-pdf-button';
import { REPORT_ORDER_PAGES } from './report-offers';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * `/reports/super-horoscope/results/:reportId`, the results page of every report type: it
 * follows a report being prepared (asking every second), then offers its PDF and shows the
 * report itself as a page; a failed report says its price went back to the wallet.
 */
export function ReportResultsPage() {
  const { t } = useTranslation('reports');
  const { pages } = useMetadata();
  const { language } = useLanguage();
  const { reportId = '' } = useParams();
  const report = useQuery({
    ...reportQuery(reportId),
    enabled: reportId !== '',
    refetchInterval: (query) => (isInProgress(query.state.data?.status) ? REPORT_POLL_MS : false),
    retry: (failures, error) => !isNotFound(error) && failures < 3,
  });
  const summary = report.data;
  const content = useQuery({
    ...reportContentQuery(reportId),
    enabled: summary?.status === 'ready',
  });

  const born = summary?.birthDate
    ? new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${summary.birthDate}T00:00:00Z`),
      )
    : '';
  const lead = summary?.name ? t('results.forName', { name: summary.name, date: born }) : null;

  return (
    <ToolPage
      heading={
        summary ? t(`types.${summary.type}.title`) : pages.reportSuperHoroscopeResult.heading
      }
      lead={lead}
      wide
    >
      {isNotFound(report.error) ? (
        <NotFound />
      ) : summary ? (
        <>
          <ReportStatus report={summary} />
          {summary.status === 'ready' ? (
            content.data ? (
              <>
                <ReportDocument content={content.data} />
                <p className="text-xs text-slate-500">
                  {t('results.computedWith', { version: content.data.engineVersion })}
                </p>
              </>
            ) : (
              <ResultPending
                result={content}
                texts={{
                  error: t('results.contentError'),
                  retry: t('results.retry'),
                  loading: t('results.loading'),
                }}
              />
            )
          ) : null}
        </>
      ) : (
        <QueryState isError={report.isError} onRetry={() => void report.refetch()} />
      )}
    </ToolPage>
  );
}

/** Where the report stands, told to screen readers as it changes; the PDF once it is ready. */
function ReportStatus({ report }: { report: ReportSummary }) {
  const { t } = useTranslation('reports');
  const { language, localize } = useLanguage();
  const ordered = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(
    new Date(report.createdAt),
  );
  const working = isInProgress(report.status);
  return (
    <div
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="report-status"
    >
      <div role="status" className="space-y-1">
        <p className="font-semibold text-slate-900" data-testid="report-status-name">
          {t(`status.${report.status}`)}
        </p>
        {working ? <p className="text-slate-700">{t('results.preparing')}</p> : null}
        {report.status === 'ready' ? <p className="text-slate-700">{t('results.ready')}</p> : null}
        {report.status === 'failed' ? (
          <p className="text-slate-700" data-testid="report-refund">
            {t('results.failed')}{' '}
            {t(report.refunded ? 'results.refunded' : 'results.refundPending', {
              price: formatPrice(report.price),
            })}
          </p>
        ) : null}
      </div>
      {working ? (
        <div className="space-y-1">
          <div
            role="progressbar"
            aria-label={t('results.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={report.progress}
            aria-valuetext={t('results.progress', { progress: report.progress })}
            className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width] duration-500 motion-reduce:transition-none"
              style={{ width: `${report.progress}%` }}
            />
          </div>
          <p className="text-sm text-slate-600" aria-hidden="true">
            {t('results.progress', { progress: report.progress })}
          </p>
        </div>
      ) : null}
      {report.status === 'ready' ? (
        <div className="flex flex-wrap items-center gap-3">
          <ReportPdfButton
            reportId={report.id}
            type={report.type}
            label={t('results.download')}
            testId="report-download"
          />
          {report.pages !== null ? (
            <span className="text-slate-600">{t('results.pages', { count: report.pages })}</span>
          ) : null}
        </div>
      ) : null}
      {report.status === 'failed' ? (
        <div className="flex flex-wrap gap-3">
          <Link
            to={localize(REPORT_ORDER_PAGES[report.type].path)}
            className={buttonClassName({ variant: 'secondary' })}
          >
            {t('results.orderAgain')}
          </Link>
          <Link to={localize('/dashboard')} className={buttonClassName({ variant: 'ghost' })}>
            {t('results.toDashboard')}
          </Link>
        </div>
      ) : null}
      <p className="text-sm text-slate-500">{t('results.orderedOn', { date: ordered })}</p>
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation('reports');
  const { localize } = useLanguage();
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p className="text-slate-800">{t('results.notFound')}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={localize('/reports/premium')} className={buttonClassName()}>
          {t('results.toReports')}
        </Link>
        <Link to={localize('/dashboard')} className={buttonClassName({ variant: 'secondary' })}>
          {t('results.toDashboard')}
        </Link>
      </div>
    </div>
  );
}
