import { formatPrice, type ReportType } from '@jyotish/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button-variants';
import { useLanguage } from '@/lib/language';
import { useCatalogEntry } from '../../reports/components/report-offer';
import { SectionHeading } from '../components/section-heading';

/** SPEC §2's premium report cards and where they lead: `/report` and `/premium-report`. */
const FEATURED: readonly { type: ReportType; path: string }[] = [
  { type: 'life', path: '/report' },
  { type: 'yearly', path: '/premium-report' },
];

/** The two premium reports, with the price and size the server's catalog gives today. */
export function ReportCardsSection() {
  const { t } = useTranslation('homeSections');
  return (
    <section
      aria-labelledby="home-reports-title"
      className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8"
      data-testid="home-reports"
    >
      <SectionHeading
        id="home-reports-title"
        title={t('reports.title')}
        subtitle={t('reports.subtitle')}
      />
      <ul className="mt-8 grid gap-4 md:grid-cols-2">
        {FEATURED.map((report) => (
          <li key={report.type}>
            <ReportCard type={report.type} path={report.path} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReportCard({ type, path }: { type: ReportType; path: string }) {
  const { t } = useTranslation(['homeSections', 'reports']);
  const { localize } = useLanguage();
  const { entry, isError } = useCatalogEntry(type);
  const title = t(`reports:types.${type}.title`);
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-2xl bg-linear-to-br from-brand-800 to-brand-600 p-6 text-white shadow-md"
      data-testid={`home-report-${type}`}
    >
      <h3 className="font-display text-xl font-semibold">{title}</h3>
      <p className="text-brand-50">{t(`reports:types.${type}.description`)}</p>
      <p className="flex flex-wrap items-baseline gap-x-3 text-brand-100">
        {entry ? (
          <>
            <span>{t('reports:offer.sections', { count: entry.sections })}</span>
            <span className="text-2xl font-bold text-white" data-testid="home-report-price">
              {formatPrice(entry.price)}
            </span>
          </>
        ) : (
          <span>{isError ? t('reports:offer.unavailable') : t('reports:offer.loading')}</span>
        )}
      </p>
      <Link
        to={localize(path)}
        className={buttonClassName({ variant: 'secondary', className: 'mt-auto self-start' })}
      >
        {t('reports.open', { title })}
      </Link>
    </article>
  );
}
