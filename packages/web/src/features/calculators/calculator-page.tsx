import type { KundliRequest, PageKey } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DashaTree } from '@/components/birth/dasha-tree';
import { DoshasPanel } from '@/components/birth/doshas-panel';
import { KundliForm } from '@/components/birth/kundli-form';
import { Button } from '@/components/ui/button';
import { intlLocale } from '@/lib/birth-calendar';
import { kundliRequestFromQuery, prefillFromQuery } from '@/lib/kundli-query';
import { kundliQuery } from '@/lib/kundli-request';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { BirthFacts } from './components/birth-facts';
import { SadeSatiPeriods } from './components/sade-sati-periods';

/** What a calculator page computes from the birth. */
export type Calculator = 'moonSign' | 'nakshatra' | 'lagna' | 'dosham' | 'sadeSati' | 'dasha';

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
  if (result.isError) {
    return (
      <div role="alert" className="space-y-4 rounded-2xl border border-red-200 bg-red-50 p-6">
        <p className="text-red-800">{t('error')}</p>
        <Button variant="secondary" onClick={() => void result.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const chart = result.data;
  if (!chart) {
    return (
      <p role="status" className="py-12 text-center text-slate-700">
        {t('loading')}
      </p>
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
      {calculator === 'dasha' ? <DashaTree chart={chart} /> : null}
      {calculator === 'sadeSati' ? <SadeSatiPeriods birth={request} /> : null}
      <div className="flex flex-wrap gap-4 print:hidden">
        <Link
          to={`${localize('/kundli')}?${query}`}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t('fullKundli')}
        </Link>
      </div>
      <details className="rounded-xl border border-slate-200 bg-white p-4 print:hidden">
        <summary className="cursor-pointer font-medium text-brand-700">{t('edit')}</summary>
        <div className="mt-4">
          <KundliForm key={query.toString()} prefill={prefillFromQuery(query)} />
        </div>
      </details>
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
    <section className="bg-linear-to-b from-brand-50 to-white print:bg-none">
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-12 sm:px-6 sm:py-16 print:py-0">
        <header className="space-y-3">
          <h1 className="font-display text-3xl font-bold text-slate-900 sm:text-4xl">
            {pages[page].heading}
          </h1>
          <p className="text-lg text-slate-700">{t(`explain.${calculator}`)}</p>
          {request ? null : <p className="text-slate-700">{t('lead')}</p>}
        </header>
        {request ? (
          <CalculatorResult calculator={calculator} request={request} />
        ) : (
          <div className="max-w-2xl">
            <KundliForm key={query.toString()} prefill={prefillFromQuery(query)} />
          </div>
        )}
      </div>
    </section>
  );
}
