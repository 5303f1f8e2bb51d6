import {
  MUHURAT_MAX_RANGE_DAYS,
  MUHURAT_PURPOSES,
  type MuhuratPurpose,
  type MuhuratWindow,
  type PageKey,
} from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CalendarFeedButtons } from '@/components/calendar/calendar-feed-buttons';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-control';
import { PlaceField } from '@/components/ui/place-field';
import { ToolPage } from '@/components/ui/tool-page';
import { clockFormatter, formatLongDate, formatMonth } from '@/lib/almanac-time';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { type AlmanacPlace, almanacSearch, isAlmanacDate, shiftDate } from './almanac-query';
import { type MuhuratSearch, muhuratParams, muhuratQuery } from './api/muhurat';
import { AccuracyLink, AlmanacPending, AlmanacSection } from './components/almanac-parts';
import { useAlmanacPage } from './use-almanac-page';
import { useAlmanacPlaceField } from './use-almanac-place-field';

/** Days a search covers when the link names no range: today and the next 89. */
const DEFAULT_RANGE_DAYS = 90;

const PAGE_OF: Record<MuhuratPurpose, PageKey> = {
  marriage: 'muhuratMarriage',
  'griha-pravesh': 'muhuratGrihaPravesh',
  'vehicle-purchase': 'muhuratVehiclePurchase',
  'property-purchase': 'muhuratPropertyPurchase',
  'business-launch': 'muhuratBusinessLaunch',
  'journey-start': 'muhuratJourneyStart',
};

/** Whether `from`–`to` is a range the API takes: in order, at most 366 days, both real dates. */
export function isMuhuratRange(from: string, to: string): boolean {
  if (!isAlmanacDate(from) || !isAlmanacDate(to) || from > to) return false;
  return (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 <= MUHURAT_MAX_RANGE_DAYS;
}

function MuhuratControls({
  place,
  from,
  to,
  onSearch,
}: {
  place: AlmanacPlace;
  from: string;
  to: string;
  onSearch: (place: AlmanacPlace, from: string, to: string) => void;
}) {
  const { t } = useTranslation('panchang');
  const ids = { place: useId(), from: useId(), to: useId() };
  const placeField = useAlmanacPlaceField(place);
  const [range, setRange] = useState({ from, to });
  const [error, setError] = useState<string | undefined>(undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = placeField.chosen();
    if (!chosen) return;
    if (!isMuhuratRange(range.from, range.to)) {
      setError(t('muhurat.rangeError'));
      return;
    }
    onSearch(chosen, range.from, range.to);
  }

  return (
    <form
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6 print:hidden"
      noValidate
    >
      <div className="sm:col-span-2">
        <PlaceField id={ids.place} label={t('controls.place')} {...placeField.field} />
      </div>
      {(['from', 'to'] as const).map((end) => (
        <div key={end} className="space-y-2">
          <label htmlFor={ids[end]} className="block text-sm font-medium text-slate-800">
            {t(`muhurat.${end}`)}
          </label>
          <input
            id={ids[end]}
            type="date"
            min="1800-01-01"
            max="2399-12-31"
            value={range[end]}
            onChange={(event) => {
              setRange({ ...range, [end]: event.target.value });
              setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            className={controlClass(Boolean(error))}
            data-testid={`muhurat-${end}`}
          />
        </div>
      ))}
      <p
        className={
          error ? 'text-sm text-red-700 sm:col-span-2' : 'text-sm text-slate-600 sm:col-span-2'
        }
        role={error ? 'alert' : undefined}
      >
        {error ?? t('muhurat.rangeHint')}
      </p>
      <Button type="submit" size="lg" className="sm:col-span-2" data-testid="muhurat-search">
        {t('muhurat.search')}
      </Button>
    </form>
  );
}

function WindowList({
  windows,
  timeZone,
}: {
  windows: readonly MuhuratWindow[];
  timeZone: string;
}) {
  const { t } = useTranslation('panchang');
  const { language } = useLanguage();
  const clock = clockFormatter(language, timeZone);
  const months = new Map<string, MuhuratWindow[]>();
  for (const window of windows) {
    const month = window.start.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), window]);
  }
  return (
    <div className="space-y-6" data-testid="muhurat-windows">
      {[...months].map(([month, entries]) => (
        <section key={month} aria-label={formatMonth(month, language)}>
          <h3 className="mb-2 font-display text-lg font-semibold text-brand-800">
            {formatMonth(month, language)}
          </h3>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {entries.map((window) => (
              <li key={window.start} className="space-y-1 p-3" data-testid="muhurat-window">
                <p className="font-semibold text-slate-900">
                  {formatLongDate(window.start.slice(0, 10), language)}
                </p>
                <p className="text-slate-800" data-testid="muhurat-window-time">
                  {t('muhurat.time', { start: clock(window.start), end: clock(window.end) })}
                </p>
                <p className="text-sm text-slate-700">
                  {t('limbs.tithi')}: {window.tithi.name} · {t('limbs.nakshatra')}:{' '}
                  {window.nakshatra.name}
                  {window.lagna ? ` · ${t('muhurat.lagna')}: ${window.lagna.name}` : ''}
                </p>
                <details className="text-sm text-slate-600">
                  <summary className="cursor-pointer text-brand-700">{t('muhurat.why')}</summary>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5">
                    {window.reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function MuhuratResult({ search }: { search: MuhuratSearch }) {
  const { t } = useTranslation('panchang');
  const { language } = useLanguage();
  const result = useQuery(muhuratQuery(search, language));
  const data = result.data?.data;
  if (!data) {
    return <AlmanacPending result={result} />;
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium text-slate-800" data-testid="muhurat-count">
          {t('muhurat.found', { count: data.windows.length })}
        </p>
        <CalendarFeedButtons path="/api/muhurat.ics" query={muhuratParams(search, language)} />
      </div>
      {data.windows.length === 0 ? (
        <p
          role="status"
          className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
        >
          {search.purpose === 'marriage' ? t('muhurat.emptyMarriage') : t('muhurat.empty')}
        </p>
      ) : (
        <WindowList windows={data.windows} timeZone={data.location.timezone} />
      )}
    </div>
  );
}

/** The purposes, each linking to its search at the same place. */
function PurposeLinks({ current }: { current: MuhuratPurpose | null }) {
  const { t } = useTranslation('panchang');
  const { localize } = useLanguage();
  const [query] = useSearchParams();
  return (
    <nav aria-label={t('muhurat.choose')}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {MUHURAT_PURPOSES.map((purpose) => (
          <li key={purpose}>
            <Link
              to={`${localize(`/shubh-muhurat/${purpose}`)}?${query}`}
              aria-current={purpose === current ? 'page' : undefined}
              className="block rounded-xl border border-saffron-200 bg-saffron-50 p-3 font-medium text-slate-900 hover:bg-saffron-100 aria-[current=page]:border-brand-400 aria-[current=page]:bg-brand-50"
            >
              {t(`muhurat.purposes.${purpose}.short`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A muhurat search (issue 13): place and date range in the link
 * (`?from=2026-01-01&to=2026-03-31&place=…&lat=…&lon=…`), the windows month by month with
 * their reasons, and the same windows as a calendar feed.
 */
function MuhuratScreen({ purpose }: { purpose: MuhuratPurpose }) {
  const { t } = useTranslation('panchang');
  const { pages } = useMetadata();
  const page = useAlmanacPage(`/shubh-muhurat/${purpose}`);
  const { query, place, today } = page;
  const linkFrom = query.get('from') ?? today;
  const linkTo = query.get('to') ?? shiftDate(linkFrom, DEFAULT_RANGE_DAYS - 1);
  const valid = isMuhuratRange(linkFrom, linkTo);
  const from = valid ? linkFrom : today;
  const to = valid ? linkTo : shiftDate(today, DEFAULT_RANGE_DAYS - 1);
  return (
    <ToolPage heading={pages[PAGE_OF[purpose]].heading} lead={t('muhurat.lead')}>
      <PurposeLinks current={purpose} />
      <MuhuratControls
        key={query.toString()}
        place={place}
        from={from}
        to={to}
        onSearch={(chosen, chosenFrom, chosenTo) => {
          const search = new URLSearchParams(almanacSearch(chosen, {}));
          search.set('from', chosenFrom);
          search.set('to', chosenTo);
          page.navigateTo(`${page.localPath}?${search}`);
        }}
      />
      <AlmanacSection title={t(`muhurat.purposes.${purpose}.title`)}>
        <MuhuratResult search={{ purpose, from, to, place }} />
      </AlmanacSection>
      <AccuracyLink />
    </ToolPage>
  );
}

export function ShubhMuhuratPage() {
  const { t } = useTranslation('panchang');
  const { pages } = useMetadata();
  return (
    <ToolPage heading={pages.shubhMuhurat.heading} lead={t('muhurat.lead')}>
      <AlmanacSection title={t('muhurat.choose')}>
        <PurposeLinks current={null} />
      </AlmanacSection>
      <AccuracyLink />
    </ToolPage>
  );
}

export const MarriageMuhuratPage = () => <MuhuratScreen purpose="marriage" />;
export const GrihaPraveshMuhuratPage = () => <MuhuratScreen purpose="griha-pravesh" />;
export const VehiclePurchaseMuhuratPage = () => <MuhuratScreen purpose="vehicle-purchase" />;
export const PropertyPurchaseMuhuratPage = () => <MuhuratScreen purpose="property-purchase" />;
export const BusinessLaunchMuhuratPage = () => <MuhuratScreen purpose="business-launch" />;
export const JourneyStartMuhuratPage = () => <MuhuratScreen purpose="journey-start" />;
