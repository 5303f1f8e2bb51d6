import type { KundliRequest, PageKey } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DashaTree } from '@/components/birth/dasha-tree';
import { DoshasPanel } from '@/components/birth/doshas-panel';
import { KundliForm } from '@/components/birth/kundli-form';
import { SadeSatiPeriods } from '@/components/birth/sade-sati-periods';
import { EditDetails, ResultPending, ToolPage } from '@/components/ui/tool-page';
import { intlLocale } from '@/lib/birth-calendar';
import { birthFormValuesFromQuery, kundliRequestFromQuery } from '@/lib/kundli-query';
import { kundliQuery } from '@/lib/kundli-request';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { GemstonesPanel } from '../gemstones/gemstones-panel';
import { LalKitabPanel } from '../lal-kitab/lal-kitab-panel';
import { BirthFacts } from './components/birth-facts';

/** What a calculator page computes from the birth. */
export type Calculator =
  | 'moonSign'
  | 'nakshatra'
  | 'lagna'
  | 'dosham'
  | 'sadeSati'
  | 'dasha'
  | 'gemstones'
  | 'lalKitab';

function CalculatorResult({
  calculator,
  request,
}: {
  calculator: Calculator;
  request: KundliRequest;
}) {
  const { t } = useTranslation('calculators');
  const { language, localize } = useLanguage();
  const [query] = useSearchParams();
  const result = useQuery(kundliQuery(request));
  const chart = result.data;
  if (result.isError || !chart) {
    return (
      <ResultPending
        result={result}
        texts={{ error: t('error'), retry: t('retry'), loading: t('loading') }}
      />
    );
  }
  return (
    <div className="space-y-8">
      <p className="text-slate-700" data-testid="calculator-birth">
        {t('forName', {
          name: request.name,
          date: new Intl.DateTimeFormat(intlLocale(language), {
            dateStyle: 'long',
            timeZone: 'UTC',
          }).format(new Date(`${chart.input.birthDate}T00:00:00Z`)),
          time: chart.input.birthTime,
        })}
      </p>
      {calculator === 'moonSign' || calculator === 'nakshatra' || calculator === 'lagna' ? (
        <BirthFacts chart={chart} fact={calculator} />
      ) : null}
      {calculator === 'dosham' ? <DoshasPanel doshas={chart.doshas} /> : null}
      {calculator === 'dasha' ? <DashaTree chart={chart} birth={request} /> : null}
      {calculator === 'sadeSati' ? <SadeSatiPeriods birth={request} /> : null}
      {calculator === 'gemstones' ? <GemstonesPanel birth={request} /> : null}
      {calculator === 'lalKitab' ? <LalKitabPanel birth={request} /> : null}
      <div className="flex flex-wrap gap-4 print:hidden">
        <Link
          to={`${localize('/kundli')}?${query}`}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t('fullKundli')}
        </Link>
      </div>
      <EditDetails label={t('edit')}>
        <KundliForm key={query.toString()} initialValues={birthFormValuesFromQuery(query)} />
      </EditDetails>
    </div>
  );
}

/**
 * A birth-detail calculator: the kundli form while the query lacks a complete birth, else the
 * one answer the page is for, with a short explanation of what it means and how it is found.
 * The query is the kundli's, so a link reproduces the answer and opens the full chart.
 */
export function CalculatorScreen({ page, calculator }: { page: PageKey; calculator: Calculator }) {
  const { t } = useTranslation('calculators');
  const { pages } = useMetadata();
  const [query] = useSearchParams();
  const request = kundliRequestFromQuery(query);
  return (
    <ToolPage
      heading={pages[page].heading}
      lead={t(`explain.${calculator}`)}
      hint={request ? null : t('lead')}
      resultKey={request ? query.toString() : null}
    >
      {request ? (
        <CalculatorResult calculator={calculator} request={request} />
      ) : (
        <div className="max-w-2xl">
          <KundliForm key={query.toString()} initialValues={birthFormValuesFromQuery(query)} />
        </div>
      )}
    </ToolPage>
  );
}
