import {
  formatPrice,
  JOURNEY_STAGES,
  STATS_FIGURES,
  STATS_MONEY_FIGURES,
  STATS_PERIODS,
  type StatsFigure,
  type StatsPeriod,
  statsRangeOf,
} from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/birth-calendar';
import { useLanguage } from '@/lib/language';
import { adminStatsQuery } from '../api/admin-requests';

// The chart library is loaded only when an administrator opens the figures: it never reaches
// the bundles of visitors' pages.
const StatsCharts = lazy(() => import('./stats-charts'));

const PERIOD_NAMES = { 1: 'today', 7: 'week', 30: 'month' } as const satisfies Record<
  StatsPeriod,
  string
>;

/**
 * The business at a glance: today, the last 7 or 30 days (IST) against the period before,
 * each figure as a card with its change, and the days as charts.
 */
export function BusinessStats() {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const [period, setPeriod] = useState<StatsPeriod>(7);
  // The range is fixed when the period is chosen, so the query key stays the same meanwhile.
  const [range, setRange] = useState(() => statsRangeOf(7, Date.now()));
  const { data, isError } = useQuery(adminStatsQuery(range));
  const count = new Intl.NumberFormat(intlLocale(language));
  const show = (figure: StatsFigure, value: number) =>
    STATS_MONEY_FIGURES.includes(figure) ? formatPrice(value) : count.format(value);

  return (
    <div className="flex flex-col gap-4" data-testid="business-stats">
      <div className="flex flex-wrap items-center gap-2">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('admin.stats.period')}</legend>
          {STATS_PERIODS.map((days) => (
            <button
              key={days}
              type="button"
              aria-pressed={period === days}
              onClick={() => {
                setPeriod(days);
                setRange(statsRangeOf(days, Date.now()));
              }}
              className={`rounded-full border px-4 py-1.5 text-sm font-medium ${
                period === days
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400'
              }`}
            >
              {t(`admin.stats.periods.${PERIOD_NAMES[days]}`)}
            </button>
          ))}
        </fieldset>
        {data ? (
          <span className="text-sm text-slate-600" data-testid="business-stats-range">
            {t('admin.stats.against', {
              from: data.from,
              to: data.to,
              previousFrom: data.previousFrom,
              previousTo: data.previousTo,
            })}
          </span>
        ) : null}
      </div>
      {isError ? <p className="text-red-700">{t('generic')}</p> : null}
      {data ? (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {STATS_FIGURES.map((figure) => {
              const now = data.totals[figure];
              const before = data.previous[figure];
              const change =
                before === 0 ? null : Math.round(((now - before) / Math.abs(before)) * 100);
              return (
                <div
                  key={figure}
                  data-testid={`stat-${figure}`}
                  className="rounded-xl border border-slate-200 bg-slate-50 p-3"
                >
                  <dt className="text-xs font-medium text-slate-600">
                    {t(`admin.stats.figures.${figure}`)}
                  </dt>
                  <dd className="mt-1 text-xl font-bold text-slate-900">{show(figure, now)}</dd>
                  <dd className="text-xs text-slate-500">
                    {t('admin.stats.previous', { value: show(figure, before) })}
                    {change === null || change === 0 ? null : (
                      <span className={`ml-1 ${change > 0 ? 'text-green-700' : 'text-red-700'}`}>
                        {change > 0 ? '▲' : '▼'} {count.format(Math.abs(change))}%
                      </span>
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
          <figure data-testid="stats-funnel" className="rounded-xl border border-slate-200 p-3">
            <figcaption className="mb-2 text-sm font-semibold text-slate-800">
              {t('admin.stats.funnel.title')}
            </figcaption>
            <ol className="flex flex-col gap-1.5">
              {JOURNEY_STAGES.map((stage) => {
                const value = data.funnel[stage];
                const widest = Math.max(1, ...JOURNEY_STAGES.map((name) => data.funnel[name]));
                return (
                  <li key={stage} data-testid={`funnel-${stage}`} className="text-sm">
                    <div className="flex justify-between gap-2 text-slate-700">
                      <span>{t(`admin.stats.funnel.${stage}`)}</span>
                      <span className="font-semibold tabular-nums">{count.format(value)}</span>
                    </div>
                    <div className="mt-0.5 h-2 rounded bg-slate-100">
                      <div
                        className="h-2 rounded bg-brand-500"
                        style={{ width: `${(value / widest) * 100}%` }}
                      />
                    </div>
                  </li>
                );
              })}
            </ol>
          </figure>
          <Suspense fallback={<p className="text-sm text-slate-500">{t('admin.stats.loading')}</p>}>
            <StatsCharts days={data.days} />
          </Suspense>
        </>
      ) : null}
    </div>
  );
}
