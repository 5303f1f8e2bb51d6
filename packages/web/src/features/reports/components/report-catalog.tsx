import { formatPrice, REPORT_TYPES, type ReportType } from '@jyotish/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button-variants';
import { useLanguage } from '@/lib/language';
import { REPORT_ORDER_PAGES, YEARLY_ORDER_ANCHOR } from '../report-offers';
import { SampleLink, useCatalogEntry } from './report-offer';

/** The six reports as cards: what each is, its size and price from the catalog, sample and order. */
export function ReportCatalog() {
  const { t } = useTranslation('reports');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4" data-testid="report-catalog">
      <div className="space-y-1">
        <h2 id={headingId} className="font-display text-2xl font-bold text-slate-900">
          {t('premium.catalogHeading')}
        </h2>
        <p className="text-slate-700">
          {t('premium.catalogIntro')} {t('premium.sampleNote')}
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {REPORT_TYPES.map((type) => (
          <li key={type}>
            <ReportCard type={type} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReportCard({ type }: { type: ReportType }) {
  const { t } = useTranslation('reports');
  const { localize } = useLanguage();
  const { entry, isError } = useCatalogEntry(type);
  const titleId = useId();
  const title = t(`types.${type}.title`);
  const pending = isError ? t('offer.unavailable') : t('offer.loading');
  const orderLabel = t('offer.order', { title });
  const linkClass = buttonClassName({ className: 'self-start' });
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm"
      data-testid={`report-card-${type}`}
    >
      <h3 id={titleId} className="font-display text-xl font-semibold text-slate-900">
        {title}
      </h3>
      <p className="text-slate-700">{t(`types.${type}.description`)}</p>
      <p className="flex flex-wrap items-baseline gap-x-3 text-slate-600">
        <span>{entry ? t('offer.sections', { count: entry.sections }) : pending}</span>
        {entry ? (
          <span className="text-lg font-bold text-brand-700">{formatPrice(entry.price)}</span>
        ) : null}
      </p>
      <SampleLink type={type} describedBy={titleId} className="mt-auto" />
      {type === 'yearly' ? (
        <a href={`#${YEARLY_ORDER_ANCHOR}`} className={linkClass}>
          {orderLabel}
        </a>
      ) : (
        <Link to={localize(REPORT_ORDER_PAGES[type].path)} className={linkClass}>
          {orderLabel}
        </Link>
      )}
    </article>
  );
}
