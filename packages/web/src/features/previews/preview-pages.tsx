import {
  HealthResponseSchema,
  KARANA_NAMES,
  type KpResponse,
  KpResponseSchema,
  KundliResponseSchema,
  LANGUAGE_NATIVE_NAME,
  LANGUAGES,
  type LocalizedNames,
  localizedName,
  NAKSHATRA_NAMES,
  type PageKey,
  PLANET_NAMES,
  SIGN_NAMES,
  TITHI_NAMES,
  VARA_NAMES,
  YOGA_NAMES,
} from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { KundliForm } from '@/components/birth/kundli-form';
import { EditDetails } from '@/components/ui/tool-page';
import { BusinessStats } from '@/features/admin/components/business-stats';
import { JobsList } from '@/features/admin/components/jobs-list';
import { ReportsAdmin } from '@/features/admin/components/reports-admin';
import { KundliScreen, type KundliView } from '@/features/kundli/kundli-page';
import { apiGet, apiPost } from '@/lib/api-client';
import { birthFormValuesFromQuery, kundliRequestFromQuery } from '@/lib/kundli-query';
import { useLanguage } from '@/lib/language';
import { useFullMetadata } from '@/lib/page-metadata';
import { useAstroNames } from '@/lib/use-astro-names';

/**
 * The chart the team checks against: Asha Verma, born in New Delhi on 15 August 1990 at 10:30
 * (lagna Virgo, Moon in Taurus), the chart the engine's and the browser tests' known values use.
 */
const REFERENCE_BIRTH_QUERY =
  'name=Asha+Verma&date=1990-08-15&time=10%3A30&location=New+Delhi%2C+India&gender=female&latitude=28.6139&longitude=77.209';

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
      <h2 className="font-display text-xl font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function PreviewFrame({
  page,
  children,
}: {
  readonly page: PageKey;
  readonly children: ReactNode;
}) {
  const { pages } = useFullMetadata();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10" data-testid="preview-page">
      <div className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-bold text-slate-900">{pages[page].heading}</h1>
        <p className="text-slate-600">{pages[page].description}</p>
      </div>
      {children}
    </div>
  );
}

/**
 * A kundli test page: the reference chart until another birth is entered (so the page shows
 * something to check the moment it opens), with the parts `view` asks for.
 */
function ReferenceKundli({ page, view }: { readonly page: PageKey; readonly view: KundliView }) {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const missing = kundliRequestFromQuery(query) === null;
  useEffect(() => {
    if (missing) void navigate({ search: REFERENCE_BIRTH_QUERY }, { replace: true });
  }, [missing, navigate]);
  return missing ? null : <KundliScreen page={page} view={view} />;
}

/** `/test-east-indian-chart`, `/east-indian-chart-test`: the East Indian chart and its planets. */
export function TestEastIndianChartPage() {
  return <ReferenceKundli page="testEastIndianChart" view="east" />;
}

/** `/test-jyotishyam`: every part of a kundli, the three chart styles together. */
export function TestJyotishyamPage() {
  return <ReferenceKundli page="testJyotishyam" view="audit" />;
}

/** `/executive-dashboard-preview`: the business figures and their charts, alone. */
export function ExecutiveDashboardPreviewPage() {
  const { t } = useTranslation('auth');
  return (
    <PreviewFrame page="executiveDashboardPreview">
      <Section title={t('admin.stats.title')}>
        <p className="text-sm text-slate-600">{t('admin.stats.description')}</p>
        <BusinessStats />
      </Section>
    </PreviewFrame>
  );
}

/** `/test-daemon-premium`: the report builder at work — the sample, the reports, the jobs. */
export function TestDaemonPremiumPage() {
  const { t } = useTranslation('auth');
  return (
    <PreviewFrame page="testDaemonPremium">
      <Section title={t('admin.previews.sample')}>
        <p className="text-sm text-slate-600">{t('admin.previews.sampleHelp')}</p>
        <a
          href="/api/reports/sample.pdf"
          className="self-start font-medium text-brand-700 underline"
          data-testid="report-sample-link"
        >
          {t('admin.previews.openSample')}
        </a>
      </Section>
      <Section title={t('admin.reports.title')}>
        <ReportsAdmin />
      </Section>
      <Section title={t('admin.jobs.title')}>
        <JobsList />
      </Section>
    </PreviewFrame>
  );
}

/**
 * `/test-daemon-kundli`: the engine as this server runs it now — its threads, queue and caches
 * (`GET /api/health`), and the reference kundli computed by the server with the time it took.
 */
export function TestDaemonKundliPage() {
  const { t } = useTranslation('auth');
  const health = useQuery({
    queryKey: ['health'],
    queryFn: async () => HealthResponseSchema.parse(await apiGet<unknown>('/api/health')),
    refetchInterval: 5_000,
  });
  const names = useAstroNames();
  const [timing, setTiming] = useState<{ ms: number; ascendant: number } | null>(null);
  const reference = kundliRequestFromQuery(new URLSearchParams(REFERENCE_BIRTH_QUERY));
  // The whole answer as a visitor waits for it: request, engine, serialisation, parsing.
  const measure = async () => {
    const started = performance.now();
    const chart = KundliResponseSchema.parse(await apiPost<unknown>('/api/kundli', reference));
    setTiming({ ms: Math.round(performance.now() - started), ascendant: chart.ascendant.sign });
  };
  const engine = health.data?.engine;
  return (
    <PreviewFrame page="testDaemonKundli">
      <Section title={t('admin.previews.engine')}>
        {engine && health.data ? (
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3" data-testid="engine-health">
            {(
              [
                ['status', health.data.status],
                ['version', health.data.version],
                ['threads', `${engine.busyThreads} / ${engine.threads}`],
                ['queued', `${engine.queued} / ${engine.queueLimit}`],
                ['utilization', `${Math.round(engine.utilization * 100)} %`],
                ['cacheHits', `${Math.round(health.data.caches.panchangDay.hitRate * 100)} %`],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-xl bg-slate-50 p-3">
                <dt className="text-slate-600">{t(`admin.previews.health.${key}`)}</dt>
                <dd className="font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-slate-600">…</p>
        )}
      </Section>
      <Section title={t('admin.previews.reference')}>
        <p className="text-sm text-slate-600">{t('admin.previews.referenceHelp')}</p>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white"
            onClick={() => void measure()}
          >
            {t('admin.previews.measure')}
          </button>
          {timing ? (
            <p className="text-sm text-slate-800" data-testid="kundli-timing">
              {t('admin.previews.measured', {
                ms: timing.ms,
                ascendant: names.sign(timing.ascendant),
              })}
            </p>
          ) : null}
        </div>
        <Link
          to={`/test-jyotishyam?${REFERENCE_BIRTH_QUERY}`}
          className="self-start font-medium text-brand-700 underline"
        >
          {t('admin.previews.openReference')}
        </Link>
        <Link to="/accuracy" className="self-start font-medium text-brand-700 underline">
          {t('admin.previews.accuracy')}
        </Link>
      </Section>
    </PreviewFrame>
  );
}

const NAME_TABLES = [
  ['planets', PLANET_NAMES],
  ['signs', SIGN_NAMES],
  ['nakshatras', NAKSHATRA_NAMES],
  ['tithis', TITHI_NAMES],
  ['yogas', YOGA_NAMES],
  ['karanas', KARANA_NAMES],
  ['weekdays', VARA_NAMES],
] as const satisfies readonly (readonly [key: string, names: LocalizedNames])[];

type NameTable = (typeof NAME_TABLES)[number][0];

/**
 * `/phase3-test`: the computed names every page prints, in the four languages side by side,
 * for translators and reviewers to read in one place.
 */
export function Phase3TestPage() {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const [table, setTable] = useState<NameTable>('planets');
  const names: LocalizedNames = NAME_TABLES.find(([key]) => key === table)?.[1] ?? PLANET_NAMES;
  return (
    <PreviewFrame page="phase3Test">
      <Section title={t('admin.previews.names')}>
        <p className="text-sm text-slate-600">{t('admin.previews.namesHelp')}</p>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('admin.previews.names')}</legend>
          {NAME_TABLES.map(([key]) => (
            <button
              key={key}
              type="button"
              aria-pressed={key === table}
              onClick={() => setTable(key)}
              className={
                key === table
                  ? 'rounded-lg border border-brand-600 bg-brand-600 px-3 py-1.5 text-sm text-white'
                  : 'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800'
              }
            >
              {t(`admin.previews.tables.${key}`)}
            </button>
          ))}
        </fieldset>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="names-table">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th className="py-2 pr-3">#</th>
                {LANGUAGES.map((code) => (
                  <th key={code} className="py-2 pr-3" lang={code}>
                    {LANGUAGE_NATIVE_NAME[code]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {names.en.map((english, index) => (
                <tr key={english + String(index)} className="border-b border-slate-100">
                  <td className="py-1.5 pr-3 text-slate-500 tabular-nums">{index + 1}</td>
                  {LANGUAGES.map((code) => (
                    <td key={code} className="py-1.5 pr-3" lang={code}>
                      {names[code][index]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-xs text-slate-500" lang={language}>
          {t('admin.previews.namesCount', { count: names.en.length })}
        </p>
      </Section>
    </PreviewFrame>
  );
}

/**
 * `/kp-test`: the Krishnamurti Paddhati chart of a birth (`POST /api/kundli/kp`), the reference
 * one until another is entered — Placidus cusps under the Krishnamurti ayanamsa and the
 * planets, each with its sign, star, sub and sub-sub lord and its number of the 249 — and the
 * ruling planets of the moment.
 */
export function KpTestPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const request = kundliRequestFromQuery(query);
  useEffect(() => {
    if (!request) void navigate({ search: REFERENCE_BIRTH_QUERY }, { replace: true });
  }, [request, navigate]);
  const chart = useQuery({
    queryKey: ['kp', query.toString()],
    queryFn: async () => KpResponseSchema.parse(await apiPost<unknown>('/api/kundli/kp', request)),
    enabled: request !== null,
  });
  const { t } = useTranslation('auth');
  return (
    <PreviewFrame page="kpTest">
      <EditDetails label={t('admin.previews.kp.change')}>
        <KundliForm key={query.toString()} initialValues={birthFormValuesFromQuery(query)} />
      </EditDetails>
      {chart.data ? <KpTables chart={chart.data} /> : <p className="text-slate-600">…</p>}
    </PreviewFrame>
  );
}

function KpTables({ chart }: { readonly chart: KpResponse }) {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const names = useAstroNames();
  const { day, moon, ascendant } = chart.rulingPlanets;
  const lords = (position: Omit<KpResponse['cusps'][number], 'house'>) => [
    names.sign(position.sign),
    position.signDegreeText,
    names.planet(position.signLord),
    `${names.nakshatra(position.nakshatra)} · ${names.planet(position.starLord)}`,
    names.planet(position.subLord),
    names.planet(position.subSubLord),
    String(position.subNumber),
  ];
  const columns = ['sign', 'degree', 'signLord', 'star', 'sub', 'subSub', 'number'] as const;
  const table = (
    testId: string,
    first: string,
    rows: readonly { key: string; label: string; cells: readonly string[] }[],
  ) => (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th className="py-2 pr-3">{first}</th>
            {columns.map((column) => (
              <th key={column} className="py-2 pr-3">
                {t(`admin.previews.kp.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100">
              <th scope="row" className="py-1.5 pr-3 font-medium text-slate-900">
                {row.label}
              </th>
              {row.cells.map((cell, index) => (
                <td key={columns[index]} className="py-1.5 pr-3 tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <>
      <Section title={t('admin.previews.kp.ruling')}>
        <dl className="grid gap-3 text-sm sm:grid-cols-3" data-testid="kp-ruling">
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="text-slate-600">{t('admin.previews.kp.day')}</dt>
            <dd className="font-semibold text-slate-900">
              {localizedName(VARA_NAMES, language, day.weekday + 1)} · {names.planet(day.lord)}
            </dd>
          </div>
          {(
            [
              ['moon', moon],
              ['ascendant', ascendant],
            ] as const
          ).map(([key, ruling]) => (
            <div key={key} className="rounded-xl bg-slate-50 p-3">
              <dt className="text-slate-600">{t(`admin.previews.kp.${key}`)}</dt>
              <dd className="font-semibold text-slate-900">
                {[ruling.signLord, ruling.starLord, ruling.subLord]
                  .map((lord) => names.planet(lord))
                  .join(' · ')}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-slate-500">
          {t('admin.previews.kp.ayanamsa', { degrees: chart.ayanamsa.degrees.toFixed(4) })}
        </p>
      </Section>
      <Section title={t('admin.previews.kp.cusps')}>
        {table(
          'kp-cusps',
          t('admin.previews.kp.columns.house'),
          chart.cusps.map((cusp) => ({
            key: String(cusp.house),
            label: String(cusp.house),
            cells: lords(cusp),
          })),
        )}
      </Section>
      <Section title={t('admin.previews.kp.planets')}>
        {table(
          'kp-planets',
          t('admin.previews.kp.columns.planet'),
          chart.planets.map((planet) => ({
            key: planet.id,
            label: `${names.planet(planet.id)}${planet.retrograde ? ' ℞' : ''}`,
            cells: lords(planet),
          })),
        )}
      </Section>
    </>
  );
}
