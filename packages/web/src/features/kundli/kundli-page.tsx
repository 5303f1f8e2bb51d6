import {
  type AyanamsaId,
  CHART_STYLES,
  type ChartStyle,
  type KundliRequest,
  type PageKey,
} from '@jyotish/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DashaTree } from '@/components/birth/dasha-tree';
import { DoshasPanel } from '@/components/birth/doshas-panel';
import { KundliForm } from '@/components/birth/kundli-form';
import { SadeSatiPeriods } from '@/components/birth/sade-sati-periods';
import { ResultActions } from '@/components/ui/result-actions';
import { EditDetails, ResultPending, ToolPage } from '@/components/ui/tool-page';
import { intlLocale } from '@/lib/birth-calendar';
import { birthFormValuesFromQuery, kundliRequestFromQuery } from '@/lib/kundli-query';
import { kundliQuery } from '@/lib/kundli-request';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { BirthSummary } from './components/birth-summary';
import { ChartPanel } from './components/chart-panel';
import { HowComputed } from './components/how-computed';
import { PlanetsTable } from './components/planets-table';
import { viewOptionsFromQuery, withViewOption } from './kundli-view-options';

/** Which parts of the kundli a page shows. */
export type KundliView =
  | 'full'
  | 'north'
  | 'south'
  | 'planetary'
  | 'lagnaRasi'
  | 'dasha'
  | 'allStyles'
  | 'east'
  | 'audit';

/**
 * The query keys a link to another part of the kundli keeps: the birth, and the ayanamsa,
 * which changes the chart itself.
 */
const BIRTH_KEYS = [
  'name',
  'date',
  'time',
  'location',
  'gender',
  'latitude',
  'longitude',
  'ayanamsa',
];

/** The chart styles drawn without a switch on the pages of one style, and on `/chart-test`. */
const FIXED_STYLES: Partial<Record<KundliView, readonly ChartStyle[]>> = {
  north: ['north'],
  south: ['south'],
  allStyles: CHART_STYLES,
  east: ['east'],
  audit: CHART_STYLES,
};

const SECTION_LINKS: readonly { page: PageKey; path: string }[] = [
  { page: 'kundli', path: '/kundli' },
  { page: 'kundliNorthIndian', path: '/kundli/north-indian' },
  { page: 'kundliSouthIndian', path: '/kundli/south-indian' },
  { page: 'kundliPlanetary', path: '/kundli/planetary' },
  { page: 'kundliLagnaRasi', path: '/kundli/lagna-rasi' },
  { page: 'kundliDasha', path: '/kundli/dasha' },
];

function SectionNav({ current, birthQuery }: { current: PageKey; birthQuery: string }) {
  const { t } = useTranslation('kundli');
  const { pages } = useMetadata();
  const { localize } = useLanguage();
  return (
    <nav aria-label={t('result.sections')} className="print:hidden">
      <ul className="flex flex-wrap gap-2">
        {SECTION_LINKS.map((link) => (
          <li key={link.page}>
            <Link
              to={`${localize(link.path)}?${birthQuery}`}
              aria-current={link.page === current ? 'page' : undefined}
              className={clsx(
                'inline-block rounded-full border px-3 py-1 text-sm font-medium',
                link.page === current
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-brand-200 bg-white text-brand-700 hover:bg-brand-50',
              )}
            >
              {link.page === 'kundli' ? t('result.fullKundli') : pages[link.page].heading}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface ResultProps {
  readonly page: PageKey;
  readonly view: KundliView;
  readonly request: KundliRequest;
}

/** The birth part of a kundli query, without the view options (ayanamsa, varga, chart style). */
function birthQueryOf(query: URLSearchParams): string {
  return new URLSearchParams([...query].filter(([key]) => BIRTH_KEYS.includes(key))).toString();
}

function KundliResult({ page, view, request }: ResultProps) {
  const { t } = useTranslation('kundli');
  const { language } = useLanguage();
  const [query, setQuery] = useSearchParams();
  const options = viewOptionsFromQuery(query);
  const result = useQuery({ ...kundliQuery(request), placeholderData: keepPreviousData });
  const birth = birthFormValuesFromQuery(query);
  const birthQuery = birthQueryOf(query);

  const setOption = (key: 'ayanamsa' | 'varga' | 'chart', value: string, fallback: string) =>
    setQuery(withViewOption(query, key, value, fallback), {
      replace: true,
      preventScrollReset: true,
    });

  const chart = result.data;
  if (result.isError || !chart) {
    return (
      <ResultPending
        result={result}
        texts={{
          error: t('result.error'),
          retry: t('result.retry'),
          loading: t('result.loading'),
        }}
      />
    );
  }

  const birthDate = new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${chart.input.birthDate}T00:00:00Z`));
  const panel = (
    <ChartPanel
      chart={chart}
      style={options.style}
      varga={options.varga}
      fixedStyles={FIXED_STYLES[view]}
      onStyleChange={(next) => setOption('chart', next, 'north')}
      onVargaChange={(next) => setOption('varga', next, 'D1')}
    />
  );
  // `audit` (the team's test page) shows every part, with the three chart styles together.
  const show = (...views: KundliView[]) =>
    view === 'full' || view === 'audit' || views.includes(view);

  return (
    <div className="space-y-10">
      <div className="space-y-3">
        <p className="font-display text-2xl font-semibold text-slate-900" data-testid="kundli-name">
          {t('result.heading', { name: chart.input.name ?? birth.name })}
        </p>
        <p className="text-slate-700">
          {t('result.birth', {
            date: birthDate,
            time: chart.input.birthTime,
            place: birth.place.text,
          })}
        </p>
        <ResultActions copyLabel={t('result.copyLink')} />
        <EditDetails label={t('form.edit')}>
          <KundliForm key={birthQuery} initialValues={birth} />
        </EditDetails>
        <SectionNav current={page} birthQuery={birthQuery} />
      </div>
      {show('lagnaRasi') ? <BirthSummary chart={chart} /> : null}
      {show('north', 'south', 'allStyles', 'east') ? panel : null}
      {show('planetary', 'east') ? <PlanetsTable chart={chart} /> : null}
      {show('dasha') ? <DashaTree chart={chart} birth={request} /> : null}
      {show() ? <DoshasPanel doshas={chart.doshas} /> : null}
      {show() ? <SadeSatiPeriods birth={request} explained /> : null}
      <HowComputed
        chart={chart}
        ayanamsa={options.ayanamsa}
        recomputing={result.isPlaceholderData}
        onAyanamsaChange={(next: AyanamsaId) => setOption('ayanamsa', next, 'lahiri')}
      />
    </div>
  );
}

/**
 * A kundli page: the birth form while the query lacks a complete birth, else the chart
 * computed from the query (so every link reproduces its chart), showing the parts `view` asks for.
 */
export function KundliScreen({ page, view }: { page: PageKey; view: KundliView }) {
  const { t } = useTranslation('kundli');
  const { pages } = useMetadata();
  const [query] = useSearchParams();
  const request = kundliRequestFromQuery(query);
  return (
    <ToolPage
      heading={pages[page].heading}
      lead={request ? null : t('form.lead')}
      // A changed view option keeps the reader where they are; a new birth is a new result.
      resultKey={request ? birthQueryOf(query) : null}
      wide
    >
      {request ? (
        <KundliResult page={page} view={view} request={request} />
      ) : (
        <div className="max-w-2xl">
          <KundliForm key={query.toString()} initialValues={birthFormValuesFromQuery(query)} />
        </div>
      )}
    </ToolPage>
  );
}
