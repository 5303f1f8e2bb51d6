import type { PanchangMonthDay } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ToolPage } from '@/components/ui/tool-page';
import { formatMonth } from '@/lib/almanac-time';
import { intlLocale } from '@/lib/birth-calendar';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { usePanchangNames } from '@/lib/use-panchang-names';
import { shiftMonth } from './almanac-query';
import { festivalsQuery } from './api/festivals';
import { panchangMonthQuery } from './api/panchang-month';
import { AlmanacControls } from './components/almanac-controls';
import { AlmanacLinks, AlmanacPending, AlmanacSection } from './components/almanac-parts';
import { useAlmanacPage } from './use-almanac-page';

/** The marks of the tithis families watch for: Ekadashi (11, 26), Purnima (15), Amavasya (30). */
export function tithiMark(tithi: number): 'ekadashi' | 'purnima' | 'amavasya' | null {
  if (tithi === 11 || tithi === 26) return 'ekadashi';
  if (tithi === 15) return 'purnima';
  if (tithi === 30) return 'amavasya';
  return null;
}

/** Drawn, not emoji: a phone without an emoji font would show empty boxes. */
function MarkIcon({ mark }: { mark: 'ekadashi' | 'purnima' | 'amavasya' }) {
  if (mark === 'ekadashi') {
    return (
      <svg viewBox="0 0 24 24" className="size-4 fill-saffron-500" aria-hidden="true">
        <path d="M12 3c2 3 3 4.5 3 6.5a3 3 0 0 1-6 0c0-2 1-3.5 3-6.5z M4 14h16c0 3.5-3.5 6-8 6s-8-2.5-8-6z" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <circle
        cx="12"
        cy="12"
        r="9"
        className={
          mark === 'purnima' ? 'fill-amber-300 stroke-amber-500' : 'fill-slate-800 stroke-slate-800'
        }
        strokeWidth="1.5"
      />
    </svg>
  );
}

/** Weekday names Sunday first, short, in the page language. */
function weekdayHeadings(language: Parameters<typeof intlLocale>[0]): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'short',
    timeZone: 'UTC',
  });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, index) =>
    format.format(new Date(Date.UTC(2023, 0, 1 + index))),
  );
}

/** The first letter as a reader sees it (`शु` of `शुक्ल`, vowel sign included), for `शु. द्वितीया`. */
function initial(word: string): string {
  const [first] = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word);
  return first?.segment ?? '';
}

function DayCell({
  day,
  to,
  today,
  festivals,
}: {
  day: PanchangMonthDay;
  to: string;
  today: boolean;
  /** Names of the day's festivals and Ekadashi, from `GET /api/festivals`. */
  festivals: readonly string[];
}) {
  const { t } = useTranslation('panchang');
  const names = usePanchangNames();
  const mark = tithiMark(day.tithi.number);
  const skipped = day.skipped_tithis
    .map((tithi) => tithiMark(tithi))
    .find((found) => found !== null);
  const shownMark = mark ?? skipped ?? null;
  return (
    <Link
      to={to}
      className={clsx(
        'flex min-h-24 flex-col gap-0.5 rounded-lg border p-1.5 text-left text-xs transition hover:border-brand-400 hover:bg-brand-50 sm:min-h-28 sm:p-2 sm:text-sm',
        today ? 'border-amber-400 bg-amber-50 ring-1 ring-amber-400' : 'border-slate-200 bg-white',
        shownMark === 'purnima' && !today && 'bg-yellow-50',
        shownMark === 'amavasya' && !today && 'bg-slate-100',
      )}
      data-testid={`month-day-${day.date}`}
      aria-current={today ? 'date' : undefined}
    >
      <span className="flex items-center justify-between">
        <span className="text-base font-semibold text-slate-900">{Number(day.date.slice(8))}</span>
        {shownMark ? (
          <span
            title={t(`month.${shownMark}`)}
            aria-label={t(`month.${shownMark}`)}
            role="img"
            data-testid="month-mark"
            data-mark={shownMark}
          >
            <MarkIcon mark={shownMark} />
          </span>
        ) : null}
      </span>
      <span className="font-medium text-slate-800">
        {initial(names.paksha(day.tithi.paksha))}. {names.tithi(day.tithi.number)}
      </span>
      {day.skipped_tithis.map((tithi) => (
        <span
          key={tithi}
          className="text-slate-500"
          title={t('month.kshaya', { tithi: names.tithi(tithi) })}
        >
          + {names.tithi(tithi)}
        </span>
      ))}
      <span className="text-slate-600">{names.nakshatra(day.nakshatra.number)}</span>
      {festivals.map((festival) => (
        <span
          key={festival}
          className="font-semibold text-saffron-700"
          data-testid="month-festival"
        >
          {festival}
        </span>
      ))}
    </Link>
  );
}

/**
 * `/panchang/month`: a month's calendar grid at a place (issue 13): each day's tithi (with any
 * kshaya tithi) and nakshatra at sunrise, Ekadashi, Purnima and Amavasya marked, each day a
 * link to its full panchang.
 */
export function PanchangMonthPage() {
  const { t } = useTranslation('panchang');
  const { language, localize } = useLanguage();
  const { pages } = useMetadata();
  const page = useAlmanacPage('/panchang/month');
  const { place, month, query } = page;
  const result = useQuery(panchangMonthQuery(month, place));
  // The marks are extra: the grid shows without them while they load or if they fail.
  const festivals = useQuery(festivalsQuery(month.slice(0, 4), place, language));
  const festivalNames = new Map<string, string[]>();
  for (const festival of festivals.data?.data.festivals ?? []) {
    if (festival.id === 'purnima' || festival.id === 'amavasya') continue;
    festivalNames.set(festival.date, [...(festivalNames.get(festival.date) ?? []), festival.name]);
  }
  const days = result.data?.data.days ?? [];
  const leading = days[0]?.weekday ?? 0;
  return (
    <ToolPage
      heading={pages.panchangMonth.heading}
      lead={<span data-testid="month-title">{formatMonth(month, language)}</span>}
      hint={t('placeLine', { place: place.label ?? t('defaultPlace') })}
      wide
    >
      <AlmanacControls
        key={query.toString()}
        mode="month"
        place={place}
        value={month}
        previous={shiftMonth(month, -1)}
        next={shiftMonth(month, 1)}
        current={page.today.slice(0, 7)}
        path={page.localPath}
        onChoose={(chosen, chosenMonth) => page.choose(chosen, { month: chosenMonth })}
      />
      {result.data ? (
        <section className="space-y-3" aria-labelledby="month-grid-title">
          <h2 id="month-grid-title" className="sr-only">
            {formatMonth(month, language)}
          </h2>
          <p className="text-sm text-slate-700">{t('month.legend')}</p>
          <p className="flex flex-wrap gap-4 text-sm text-slate-700">
            {(['ekadashi', 'purnima', 'amavasya'] as const).map((mark) => (
              <span key={mark} className="inline-flex items-center gap-1">
                <MarkIcon mark={mark} /> {t(`month.${mark}`)}
              </span>
            ))}
          </p>
          <div className="grid grid-cols-7 gap-1 sm:gap-2" data-testid="month-grid">
            {weekdayHeadings(language).map((weekday) => (
              <div
                key={weekday}
                className="pb-1 text-center text-xs font-semibold text-slate-600 sm:text-sm"
              >
                {weekday}
              </div>
            ))}
            {Array.from({ length: leading }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the 1st have no identity.
              <div key={`blank-${index}`} aria-hidden="true" />
            ))}
            {days.map((day) => (
              <DayCell
                key={day.date}
                day={day}
                today={day.date === page.today}
                festivals={festivalNames.get(day.date) ?? []}
                to={page.linkTo('/panchang', { date: day.date })}
              />
            ))}
          </div>
        </section>
      ) : (
        <AlmanacPending result={result} />
      )}
      <AlmanacSection title={t('sections.more')}>
        <AlmanacLinks
          links={[
            { label: t('links.day'), to: page.linkTo('/panchang', { date: `${month}-01` }) },
            { label: t('accuracy.link'), to: localize('/accuracy') },
          ]}
        />
      </AlmanacSection>
    </ToolPage>
  );
}
