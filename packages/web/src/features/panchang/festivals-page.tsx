import type { Eclipse, Festival, FestivalsData, PageKey } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CalendarFeedButtons } from '@/components/calendar/calendar-feed-buttons';
import { ToolPage } from '@/components/ui/tool-page';
import { clockFormatter, formatLongDate, formatMonth } from '@/lib/almanac-time';
import { intlLocale } from '@/lib/birth-calendar';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { festivalsQuery } from './api/festivals';
import { placeParams } from './api/panchang-day';
import { AlmanacControls } from './components/almanac-controls';
import { AlmanacLinks, AlmanacPending, AlmanacSection } from './components/almanac-parts';
import { useAlmanacPage } from './use-almanac-page';

const RECURRING = new Set(['ekadashi', 'purnima', 'amavasya']);

/** Festivals grouped by month `YYYY-MM`, in date order. */
function byMonth(festivals: readonly Festival[]): [string, Festival[]][] {
  const months = new Map<string, Festival[]>();
  for (const festival of festivals) {
    const month = festival.date.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), festival]);
  }
  return [...months];
}

function FestivalList({
  festivals,
  timeZone,
  testId,
}: {
  festivals: readonly Festival[];
  timeZone: string;
  testId: string;
}) {
  const { t } = useTranslation('panchang');
  const { language } = useLanguage();
  const clock = clockFormatter(language, timeZone);
  const dateTime = (instant: string) =>
    `${new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'short', timeZone }).format(new Date(instant))} ${clock(instant)}`;
  return (
    <div className="space-y-6" data-testid={testId}>
      {byMonth(festivals).map(([month, entries]) => (
        <section key={month} aria-label={formatMonth(month, language)}>
          <h3 className="mb-2 font-display text-lg font-semibold text-brand-800">
            {formatMonth(month, language)}
          </h3>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {entries.map((festival) => (
              <li
                key={`${festival.id}-${festival.date}`}
                className="grid gap-1 p-3 sm:grid-cols-[12rem_1fr]"
                data-testid={`festival-${festival.id}`}
              >
                <span className="font-medium text-slate-700">
                  {formatLongDate(festival.date, language)}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900" data-testid="festival-name">
                    {festival.name}
                  </span>
                  {festival.start && festival.end && festival.start !== festival.end ? (
                    <span className="block text-sm text-slate-700">
                      {t('festivals.tithiSpan', {
                        start: dateTime(festival.start),
                        end: dateTime(festival.end),
                      })}
                    </span>
                  ) : null}
                  <details className="text-sm text-slate-600">
                    <summary className="cursor-pointer text-brand-700">
                      {t('festivals.rule')}
                    </summary>
                    <p className="mt-1">{festival.rule}</p>
                  </details>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function EclipseList({ eclipses, timeZone }: { eclipses: readonly Eclipse[]; timeZone: string }) {
  const { t } = useTranslation('panchang');
  const { language } = useLanguage();
  const clock = clockFormatter(language, timeZone);
  if (eclipses.length === 0) return <p className="text-slate-700">{t('festivals.none')}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="eclipses">
      {eclipses.map((eclipse) => (
        <li key={eclipse.greatest} className="space-y-2 rounded-xl border border-slate-200 p-4">
          <p className="font-semibold text-slate-900">
            {t(`festivals.kind.${eclipse.kind}`)} ({t(`festivals.type.${eclipse.type}`)})
          </p>
          <p className="text-slate-700">{formatLongDate(eclipse.date, language)}</p>
          <p className="text-sm text-slate-700">
            {t('festivals.greatest', { time: clock(eclipse.greatest) })}
          </p>
          <p
            className={
              eclipse.visible
                ? 'inline-block rounded bg-emerald-100 px-2 py-0.5 text-sm text-emerald-900'
                : 'inline-block rounded bg-slate-100 px-2 py-0.5 text-sm text-slate-700'
            }
          >
            {eclipse.visible ? t('festivals.visible') : t('festivals.notVisible')}
          </p>
          {eclipse.contacts.length > 0 ? (
            <dl className="space-y-1 text-sm">
              {eclipse.contacts.map((contact) => (
                <div key={contact.id} className="flex justify-between gap-3">
                  <dt className="text-slate-600">{t(`festivals.contact.${contact.id}`)}</dt>
                  <dd className="font-medium text-slate-900">{clock(contact.time)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function YearView({ data }: { data: FestivalsData }) {
  const { t } = useTranslation('panchang');
  const timeZone = data.location.timezone;
  const major = data.festivals.filter((festival) => !RECURRING.has(festival.id));
  const ekadashis = data.festivals.filter((festival) => festival.id === 'ekadashi');
  const moons = data.festivals.filter(
    (festival) => festival.id === 'purnima' || festival.id === 'amavasya',
  );
  return (
    <div className="space-y-6">
      <AlmanacSection title={t('festivals.major')}>
        <FestivalList festivals={major} timeZone={timeZone} testId="festivals-major" />
      </AlmanacSection>
      <AlmanacSection title={t('festivals.ekadashi')}>
        <FestivalList festivals={ekadashis} timeZone={timeZone} testId="festivals-ekadashi" />
      </AlmanacSection>
      <AlmanacSection title={t('festivals.moons')}>
        <FestivalList festivals={moons} timeZone={timeZone} testId="festivals-moons" />
      </AlmanacSection>
      <AlmanacSection title={t('festivals.eclipses')}>
        <EclipseList eclipses={data.eclipses} timeZone={timeZone} />
      </AlmanacSection>
    </div>
  );
}

/**
 * The festival calendar of a year at a place (issue 13): the festivals with their rules, the
 * Ekadashis, Purnimas and Amavasyas, and the eclipses with what the place sees of them.
 */
function FestivalCalendar({
  pageKey,
  path,
  fixedYear,
}: {
  pageKey: PageKey;
  path: string;
  fixedYear?: string;
}) {
  const { t } = useTranslation('panchang');
  const { language, localize } = useLanguage();
  const { pages } = useMetadata();
  const page = useAlmanacPage(path, fixedYear);
  const { place, year, query } = page;
  const result = useQuery(festivalsQuery(year, place, language));
  return (
    <ToolPage
      heading={
        fixedYear
          ? year === fixedYear
            ? pages[pageKey].heading
            : `${pages.festivals.heading} ${year}`
          : `${pages[pageKey].heading} ${year}`
      }
      lead={t('festivals.lead')}
      hint={t('placeLine', { place: place.label ?? t('defaultPlace') })}
    >
      <AlmanacControls
        key={query.toString()}
        mode="year"
        place={place}
        value={year}
        previous={String(Math.max(1800, Number(year) - 1))}
        next={String(Math.min(2399, Number(year) + 1))}
        current={page.today.slice(0, 4)}
        path={page.localPath}
        onChoose={(chosen, chosenYear) => page.choose(chosen, { year: chosenYear })}
      />
      <CalendarFeedButtons
        path="/api/festivals.ics"
        query={{ year, ...placeParams(place), lang: language }}
      />
      {result.data ? <YearView data={result.data.data} /> : <AlmanacPending result={result} />}
      <AlmanacSection title={t('sections.more')}>
        <AlmanacLinks
          links={[
            { label: t('links.month'), to: page.linkTo('/panchang/month', {}) },
            { label: t('links.day'), to: page.linkTo('/panchang', {}) },
            { label: t('accuracy.link'), to: localize('/accuracy') },
          ]}
        />
      </AlmanacSection>
    </ToolPage>
  );
}

export function HinduFestivalsPage() {
  return <FestivalCalendar pageKey="hinduFestivals" path="/hindu-festivals" />;
}

export function FestivalsPage() {
  return <FestivalCalendar pageKey="festivals" path="/festivals" />;
}

export function Festivals2025Page() {
  return (
    <FestivalCalendar pageKey="year2025Festivals" path="/year-2025/festivals" fixedYear="2025" />
  );
}
