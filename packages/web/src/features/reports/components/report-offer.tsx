import { formatPrice, type ReportType } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { reportCatalogQuery, reportSamplePath } from '../api/report-requests';
import { REPORT_CONTENTS } from '../report-offers';

/** A report's price and size as the catalog gives them now, or what is known while it loads. */
export function useCatalogEntry(type: ReportType) {
  const catalog = useQuery(reportCatalogQuery());
  return {
    entry: catalog.data?.reports.find((report) => report.type === type),
    isError: catalog.isError,
  };
}

/**
 * "View free sample": the sample PDF of this report in the page's language, in a new tab,
 * with the line that says what it is, or described by `describedBy` (a card's title) where
 * that line would repeat on every card.
 */
export function SampleLink({
  type,
  describedBy,
  className,
}: {
  type: ReportType;
  describedBy?: string;
  className?: string;
}) {
  const { t } = useTranslation('reports');
  const { language } = useLanguage();
  const hintId = useId();
  return (
    <span className={className}>
      <a
        href={reportSamplePath(type, language)}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={describedBy ?? hintId}
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        data-testid={`report-sample-${type}`}
      >
        {t('offer.sample')}
      </a>
      {describedBy ? null : (
        <span id={hintId} className="block text-sm text-slate-600">
          {t('offer.sampleHint')}
        </span>
      )}
    </span>
  );
}

/**
 * What one report is: the points it covers, its number of sections and price from the catalog
 * (never a fixed figure: administrators change prices), and its free sample.
 */
export function ReportOffer({ type }: { type: ReportType }) {
  const { t } = useTranslation('reports');
  const headingId = useId();
  const { entry, isError } = useCatalogEntry(type);
  const pending = isError ? t('offer.unavailable') : t('offer.loading');
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-6"
      data-testid={`report-offer-${type}`}
    >
      <h2 id={headingId} className="font-display text-xl font-semibold text-slate-900">
        {t('offer.contentsHeading')}
      </h2>
      <ul className="list-disc space-y-1 ps-5 text-slate-700">
        {REPORT_CONTENTS[type].map((point) => (
          <li key={point}>{t(`contents.${point}`)}</li>
        ))}
      </ul>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="text-slate-500">{t('offer.size')}</dt>
        <dd className="text-slate-900" data-testid="report-sections">
          {entry ? t('offer.sections', { count: entry.sections }) : pending}
        </dd>
        <dt className="text-slate-500">{t('offer.price')}</dt>
        <dd className="font-semibold text-brand-700" data-testid="report-price">
          {entry ? formatPrice(entry.price) : pending}
        </dd>
      </dl>
      <SampleLink type={type} />
    </section>
  );
}
