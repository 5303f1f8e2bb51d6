import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/lib/language';
import { formatMarketingFigures } from '@/lib/marketing-figures';
import { SectionHeading } from './section-heading';

const CARD = 'flex flex-col rounded-3xl p-6 shadow-lg sm:p-8';
const BADGE =
  'inline-flex self-start rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset';
const ACTION =
  'mt-6 inline-flex min-h-11 items-center self-start rounded-full px-5 py-2.5 font-semibold shadow-sm transition';

/** The life report and the premium reports, with their advertised section count and price. */
export function ReportsTeaser() {
  const { t } = useTranslation('home');
  const { language, localize } = useLanguage();
  const figures = formatMarketingFigures(language);
  const sections = figures.lifeReportSections;
  const price = figures.premiumReportFrom;
  return (
    <section
      aria-labelledby="home-reports-title"
      className="mx-auto max-w-6xl px-4 pb-14 sm:px-6 sm:pb-20 lg:px-8"
    >
      <SectionHeading
        id="home-reports-title"
        title={t('reports.title')}
        subtitle={t('reports.subtitle')}
      />
      <div data-testid="home-reports" className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2">
        <article
          aria-labelledby="home-report-life-title"
          className={`${CARD} bg-linear-to-br from-brand-700 to-brand-900 text-white`}
        >
          <p className={`${BADGE} bg-white/10 text-saffron-200 ring-white/25`}>
            {t('reports.life.badge', { sections })}
          </p>
          <h3 id="home-report-life-title" className="mt-4 font-display text-2xl font-bold">
            {t('reports.life.title')}
          </h3>
          <p className="mt-2 flex-1 text-brand-100">
            {t('reports.life.description', { sections })}
          </p>
          <Link
            to={localize('/reports/life')}
            className={`${ACTION} bg-saffron-400 text-brand-950 hover:bg-saffron-300 focus-visible:outline-white`}
          >
            {t('reports.life.action')} <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </article>
        <article
          aria-labelledby="home-report-premium-title"
          className={`${CARD} bg-linear-to-br from-saffron-100 to-saffron-200 text-slate-900 ring-1 ring-saffron-300`}
        >
          <p className={`${BADGE} bg-white/70 text-saffron-800 ring-saffron-300`}>
            {t('reports.premium.badge', { price })}
          </p>
          <h3 id="home-report-premium-title" className="mt-4 font-display text-2xl font-bold">
            {t('reports.premium.title')}
          </h3>
          <p className="mt-2 flex-1 text-slate-700">
            {t('reports.premium.description', { price })}
          </p>
          <Link
            to={localize('/reports/premium')}
            className={`${ACTION} bg-brand-600 text-white hover:bg-brand-700`}
          >
            {t('reports.premium.action')} <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </article>
      </div>
    </section>
  );
}
