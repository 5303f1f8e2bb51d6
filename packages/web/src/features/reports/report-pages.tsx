import type { ReportType } from '@jyotish/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ToolPage } from '@/components/ui/tool-page';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { ReportCatalog } from './components/report-catalog';
import { ReportOffer } from './components/report-offer';
import { ReportOrder } from './components/report-order';
import { REPORT_ORDER_PAGES, YEARLY_ORDER_ANCHOR } from './report-offers';

/**
 * `/reports/premium` (`/premium-report`, SPEC §2: the yearly report's page): the yearly
 * report's order at the top, then every report of the catalogue with its own order page.
 */
export function PremiumReportsPage() {
  const { t } = useTranslation('reports');
  const { pages } = useMetadata();
  const headingId = useId();
  return (
    <ToolPage heading={pages.reportPremium.heading} lead={t('premium.lead')} wide>
      <section
        id={YEARLY_ORDER_ANCHOR}
        aria-labelledby={headingId}
        className="scroll-mt-32 space-y-5"
        data-testid="yearly-order"
      >
        <div className="space-y-1">
          <h2 id={headingId} className="font-display text-2xl font-bold text-slate-900">
            {t('types.yearly.title')}
          </h2>
          <p className="text-slate-700">{t('types.yearly.description')}</p>
        </div>
        <OfferAndOrder type="yearly" />
      </section>
      <ReportCatalog />
    </ToolPage>
  );
}

/** What the report contains beside (on a phone: above) its order. */
function OfferAndOrder({ type }: { type: ReportType }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_3fr] lg:items-start">
      <ReportOffer type={type} />
      <ReportOrder type={type} />
    </div>
  );
}

/** The order page of one report: its description, contents, price, sample and order. */
function ReportOrderScreen({ type }: { type: ReportType }) {
  const { t } = useTranslation('reports');
  const { pages } = useMetadata();
  const { localize } = useLanguage();
  return (
    <ToolPage
      heading={pages[REPORT_ORDER_PAGES[type].page].heading}
      lead={t(`types.${type}.description`)}
      wide
    >
      <OfferAndOrder type={type} />
      <Link
        to={localize('/reports/premium')}
        className="inline-block font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {t('offer.allReports')}
      </Link>
    </ToolPage>
  );
}

export function LifeReportPage() {
  return <ReportOrderScreen type="life" />;
}

export function CareerReportPage() {
  return <ReportOrderScreen type="career" />;
}

export function MarriageReportPage() {
  return <ReportOrderScreen type="marriage" />;
}

export function ChildReportPage() {
  return <ReportOrderScreen type="child" />;
}

export function SuperHoroscopeReportPage() {
  return <ReportOrderScreen type="super-horoscope" />;
}
