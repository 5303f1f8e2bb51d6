import {
  type Festival,
  type FestivalMuhuratsData,
  FestivalMuhuratsResponseSchema,
  interpolateText,
  type Language,
  type PageKey,
  type Period,
} from '@jyotish/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ContentSections, ToolLinks } from '@/components/content/content-sections';
import { QueryState } from '@/components/feedback/query-state';
import { Button } from '@/components/ui/button';
import { PlaceField } from '@/components/ui/place-field';
import { ResultPending, ToolPage } from '@/components/ui/tool-page';
import { clockFormatter, daysAfter, formatLongDate } from '@/lib/almanac-time';
import { apiGet } from '@/lib/api-client';
import { intlLocale } from '@/lib/birth-calendar';
import { useLanguage } from '@/lib/language';
import { useFullMetadata } from '@/lib/page-metadata';
import { useAstroNames } from '@/lib/use-astro-names';
import { type AlmanacPlace, almanacPlaceFromQuery, almanacSearch } from '../panchang/almanac-query';
import { festivalsQuery } from '../panchang/api/festivals';
import { placeParams } from '../panchang/api/panchang-day';
import { AlmanacSection, FactList } from '../panchang/components/almanac-parts';
import { useAlmanacPlaceField } from '../panchang/use-almanac-place-field';
import { type EventKey, type EventTexts, eventTextsQuery } from './event-texts';

/** The year these pages are about (their addresses and headings name it). */
const YEAR = '2025';

/** Each page: its key in the texts, and the tools it leads to. */
const EVENT_PAGES = {
  topicNavratri2025: { event: 'navratri', tools: ['hinduFestivals', 'panchang', 'shubhMuhurat'] },
  topicDiwali2025Muhurat: { event: 'diwali', tools: ['hinduFestivals', 'choghadiya', 'panchang'] },
  topicHoli2025Date: { event: 'holi', tools: ['hinduFestivals', 'panchang', 'rahuKaal'] },
  topicKarvaChauth2025: {
    event: 'karvaChauth',
    tools: ['hinduFestivals', 'panchang', 'choghadiya'],
  },
} as const satisfies Record<string, { event: EventKey; tools: readonly PageKey[] }>;
export type EventPageKey = keyof typeof EVENT_PAGES;

function festivalMuhuratsQuery(place: AlmanacPlace) {
  return queryOptions({
    queryKey: ['festival-muhurats', YEAR, place.latitude, place.longitude, place.timezone],
    queryFn: async () =>
      FestivalMuhuratsResponseSchema.parse(
        await apiGet<unknown>(
          `/api/festival-muhurats?${new URLSearchParams({ year: YEAR, ...placeParams(place) })}`,
        ),
      ).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** How the table writes a time and a span: clock times at the place, a date when not the day's. */
function useTimeWriters(day: string, timeZone: string, language: Language, texts: EventTexts) {
  const clock = clockFormatter(language, timeZone);
  const shortDate = new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    timeZone,
  });
  const time = (instant: string) =>
    daysAfter(instant, day) === 0
      ? clock(instant)
      : `${shortDate.format(new Date(instant))}, ${clock(instant)}`;
  const span = (period: Period | null) =>
    period === null
      ? texts.labels.noMuhurat
      : interpolateText(
          texts.labels.span,
          { start: time(period.start), end: time(period.end) },
          language,
        );
  return { time, span };
}

/**
 * The festival's dates and muhurats at the place, as the engine computes them; the related
 * days (Durga Ashtami, Dhanteras…) from the same year's festival calendar.
 */
function Timings({
  event,
  data,
  festivals,
  texts,
}: {
  readonly event: EventKey;
  readonly data: FestivalMuhuratsData;
  readonly festivals: readonly Festival[];
  readonly texts: EventTexts;
}) {
  const { language } = useLanguage();
  const names = useAstroNames();
  const timeZone = data.location.timezone;
  const dateOf = (id: string) => festivals.find((festival) => festival.id === id)?.date;
  const longDate = (date: string | undefined) => (date ? formatLongDate(date, language) : '—');
  const labels = texts.labels;
  const day =
    (event === 'navratri'
      ? data.navratri?.date
      : event === 'diwali'
        ? data.diwali?.date
        : event === 'holi'
          ? data.holikaDahan?.date
          : data.karvaChauth?.date) ?? `${YEAR}-01-01`;
  const { time, span } = useTimeWriters(day, timeZone, language, texts);
  const tithi = (name: string, period: Period) => ({
    label: interpolateText(labels.tithi, { tithi: name }, language),
    value: span(period),
  });
  const facts: { label: string; value: string; testId?: string }[] = [];
  if (event === 'navratri' && data.navratri) {
    const { navratri } = data;
    facts.push(
      { label: labels.navratri.begins, value: longDate(navratri.date), testId: 'event-date' },
      {
        label: labels.navratri.ghatasthapana,
        value: navratri.ghatasthapana
          ? `${span(navratri.ghatasthapana)} (${names.sign(navratri.ghatasthapana.sign)})`
          : labels.noMuhurat,
        testId: 'event-muhurat',
      },
      { label: labels.navratri.abhijit, value: span(navratri.abhijit) },
      tithi(labels.navratri.pratipada, navratri.pratipada),
      { label: labels.navratri.durgaAshtami, value: longDate(dateOf('durga-ashtami')) },
      { label: labels.navratri.dussehra, value: longDate(dateOf('dussehra')) },
    );
  }
  if (event === 'diwali' && data.diwali) {
    const { diwali } = data;
    facts.push(
      { label: labels.diwali.date, value: longDate(diwali.date), testId: 'event-date' },
      {
        label: labels.diwali.lakshmiPuja,
        value: span(diwali.lakshmiPuja),
        testId: 'event-muhurat',
      },
      { label: labels.diwali.pradosh, value: span(diwali.pradoshKaal) },
      { label: labels.diwali.vrishabha, value: span(diwali.vrishabhaKaal) },
      tithi(labels.diwali.amavasya, diwali.amavasya),
      { label: labels.diwali.dhanteras, value: longDate(dateOf('dhanteras')) },
      { label: labels.diwali.govardhan, value: longDate(dateOf('govardhan-puja')) },
      { label: labels.diwali.bhaiDooj, value: longDate(dateOf('bhai-dooj')) },
    );
  }
  if (event === 'holi' && data.holikaDahan) {
    const { holikaDahan } = data;
    facts.push(
      { label: labels.holi.dahanDate, value: longDate(holikaDahan.date), testId: 'event-date' },
      {
        label: labels.holi.muhurat,
        value: `${span(holikaDahan.muhurat)} — ${labels.holi.basis[holikaDahan.basis]}`,
        testId: 'event-muhurat',
      },
      { label: labels.holi.bhadraPunchha, value: span(holikaDahan.bhadraPunchha) },
      { label: labels.holi.bhadraMukha, value: span(holikaDahan.bhadraMukha) },
      tithi(labels.holi.purnima, holikaDahan.purnima),
      { label: labels.holi.holi, value: longDate(dateOf('holi')) },
    );
  }
  if (event === 'karvaChauth' && data.karvaChauth) {
    const { karvaChauth } = data;
    facts.push(
      { label: labels.karvaChauth.date, value: longDate(karvaChauth.date), testId: 'event-date' },
      {
        label: labels.karvaChauth.pujaMuhurat,
        value: span(karvaChauth.pujaMuhurat),
        testId: 'event-muhurat',
      },
      {
        label: labels.karvaChauth.moonrise,
        value: karvaChauth.moonrise ? time(karvaChauth.moonrise) : '—',
      },
      { label: labels.karvaChauth.upavasa, value: span(karvaChauth.upavasa) },
      tithi(labels.karvaChauth.chaturthi, karvaChauth.chaturthi),
    );
  }
  return (
    <AlmanacSection title={labels.timingsTitle} testId="event-timings">
      {facts.length > 0 ? <FactList facts={facts} /> : <p>{labels.noMuhurat}</p>}
      <p className="text-sm text-slate-600">{labels.computed}</p>
    </AlmanacSection>
  );
}

/** The city the timings are for: New Delhi unless the link names another. */
function PlaceChooser({
  place,
  texts,
}: {
  readonly place: AlmanacPlace;
  readonly texts: EventTexts;
}) {
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const placeField = useAlmanacPlaceField(place);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = placeField.chosen();
    if (chosen) navigate(`${pathname}?${almanacSearch(chosen, {})}`);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <PlaceField id={id} label={texts.labels.changePlace} {...placeField.field} />
      </div>
      <Button type="submit" variant="secondary">
        {texts.labels.changePlace}
      </Button>
    </form>
  );
}

/**
 * A 2025 festival page (`/topics/navratri-2025`, `/topics/diwali-2025-muhurat`,
 * `/topics/holi-2025-date`, `/topics/karva-chauth-2025`): the dates and muhurats computed for
 * the reader's city (New Delhi by default), then what the festival is, how its time is
 * decided, what families do, and questions; the texts name no date, the table gives them all.
 */
export function EventPage({ page }: { readonly page: EventPageKey }) {
  const { event, tools } = EVENT_PAGES[page];
  const { t } = useTranslation('panchang');
  const { language } = useLanguage();
  const { pages } = useFullMetadata();
  const [query] = useSearchParams();
  const place = almanacPlaceFromQuery(query);
  const texts = useQuery(eventTextsQuery(language));
  const muhurats = useQuery(festivalMuhuratsQuery(place));
  const festivals = useQuery(festivalsQuery(YEAR, place, language));
  const pageTexts = texts.data?.pages[event];
  if (!texts.data || !pageTexts) {
    return (
      <ToolPage heading={pages[page].heading} lead={pages[page].description}>
        <QueryState isError={texts.isError} onRetry={() => void texts.refetch()} />
      </ToolPage>
    );
  }
  const placeName = place.label ?? t('defaultPlace');
  return (
    <ToolPage
      heading={pages[page].heading}
      lead={pages[page].description}
      hint={interpolateText(texts.data.labels.place, { place: placeName }, language)}
    >
      <article className="space-y-8" data-testid="event-page">
        <PlaceChooser key={query.toString()} place={place} texts={texts.data} />
        {muhurats.data && festivals.data ? (
          <Timings
            event={event}
            data={muhurats.data}
            festivals={festivals.data.data.festivals}
            texts={texts.data}
          />
        ) : (
          <ResultPending
            result={muhurats.isError ? muhurats : festivals}
            texts={{
              error: texts.data.labels.error,
              retry: texts.data.labels.retry,
              loading: texts.data.labels.loading,
            }}
          />
        )}
        {/* The introduction speaks of "the table above". */}
        <p className="text-lg text-slate-700">{pageTexts.intro}</p>
        <ContentSections sections={pageTexts.sections} />
        <ToolLinks heading={texts.data.tools} tools={tools} />
      </article>
    </ToolPage>
  );
}

/** The screen of one event page, for the app's screen table. */
export const eventScreen = (page: EventPageKey) => () => <EventPage page={page} />;
