import type { PageKey, PanchangData, Period } from '@jyotish/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarFeedButtons } from '@/components/calendar/calendar-feed-buttons';
import {
  Table,
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHead,
  TableRow,
  TableRowHeader,
} from '@/components/ui/table';
import { ToolPage } from '@/components/ui/tool-page';
import { formatLongDate, isRunning } from '@/lib/almanac-time';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { usePanchangNames } from '@/lib/use-panchang-names';
import { shiftDate, weekFrom } from './almanac-query';
import { panchangDayQuery, placeParams } from './api/panchang-day';
import { AlmanacControls } from './components/almanac-controls';
import {
  AlmanacLinks,
  AlmanacPending,
  AlmanacSection,
  FactList,
  PolarNote,
} from './components/almanac-parts';
import { TIMING_LINKS } from './panchang-page';
import { useAlmanacClock } from './use-almanac-clock';
import { useAlmanacPage } from './use-almanac-page';

type TimingKey = (typeof TIMING_LINKS)[number]['key'];

interface TimingBodyProps {
  readonly data: PanchangData;
  /** The current instant when the date shown is today at the place, else null. */
  readonly now: number | null;
  readonly date: string;
}

/**
 * The frame of a timing page: heading, what the timing is, the place and date controls, the
 * day's answer from `GET /api/panchang` (cached per day), and the family's links.
 */
function TimingScreen({
  pageKey,
  timing,
  path,
  children,
}: {
  pageKey: PageKey;
  timing: TimingKey;
  path: string;
  children: (props: TimingBodyProps) => ReactNode;
}) {
  const { t } = useTranslation('panchang');
  const { language, localize } = useLanguage();
  const { pages } = useMetadata();
  const page = useAlmanacPage(path);
  const { place, date, query } = page;
  const result = useQuery(panchangDayQuery(date, place));
  const data = result.data?.data;
  return (
    <ToolPage
      heading={pages[pageKey].heading}
      lead={<span data-testid="panchang-date">{formatLongDate(date, language)}</span>}
      hint={t('placeLine', { place: place.label ?? t('defaultPlace') })}
    >
      <p className="text-slate-700">{t(`${timing}.explain`)}</p>
      <AlmanacControls
        key={query.toString()}
        mode="date"
        place={place}
        value={date}
        previous={shiftDate(date, -1)}
        next={shiftDate(date, 1)}
        current={page.today}
        path={page.localPath}
        onChoose={(chosen, chosenDate) => page.choose(chosen, { date: chosenDate })}
      />
      {data ? (
        <div className="space-y-6">
          {data.day_kind !== 'normal' ? <PolarNote kind={data.day_kind} /> : null}
          {children({ data, date, now: date === page.today ? page.now : null })}
          <p className="text-sm text-slate-600">
            {t('timesNote', { offset: data.location.utc_offset })}
          </p>
        </div>
      ) : (
        <AlmanacPending result={result} />
      )}
      <AlmanacSection title={t('sections.more')}>
        <AlmanacLinks
          links={[
            { label: t('links.day'), to: page.linkTo('/panchang', { date }) },
            ...TIMING_LINKS.filter((link) => link.key !== timing).map((link) => ({
              label: t(`links.${link.key}`),
              to: page.linkTo(link.path, { date }),
            })),
            { label: t('accuracy.link'), to: localize('/accuracy') },
          ]}
        />
      </AlmanacSection>
    </ToolPage>
  );
}

const QUALITY_CLASS = {
  good: 'bg-emerald-100 text-emerald-900',
  neutral: 'bg-slate-100 text-slate-800',
  bad: 'bg-red-100 text-red-900',
} as const;

/** A table of periods, the running one highlighted and announced. */
function PeriodTable({
  caption,
  columns,
  rows,
  testId,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly { key: string; running: boolean; cells: readonly ReactNode[] }[];
  testId: string;
}) {
  const { t } = useTranslation('panchang');
  return (
    <AlmanacSection title={caption} testId={testId}>
      <Table caption={caption} cardsOnPhone={columns.length > 3}>
        <TableHead>
          {columns.map((column) => (
            <TableColumnHeader key={column}>{column}</TableColumnHeader>
          ))}
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.key}
              className={clsx(row.running && 'bg-amber-50 ring-1 ring-amber-300 ring-inset')}
              aria-current={row.running ? 'time' : undefined}
              data-running={row.running || undefined}
            >
              <TableRowHeader className="max-sm:col-span-2">
                {row.cells[0]}
                {row.running ? (
                  <span className="ml-2 rounded bg-amber-500 px-1.5 py-0.5 text-xs font-semibold text-white">
                    {t('now')}
                  </span>
                ) : null}
              </TableRowHeader>
              {row.cells.slice(1).map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns.
                <TableCell key={index} cardLabel={columns[index + 1]}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </AlmanacSection>
  );
}

const running = (period: Period, now: number | null) => now !== null && isRunning(period, now);

function ChoghadiyaBody({ data, now, date }: TimingBodyProps) {
  const { t } = useTranslation('panchang');
  const names = usePanchangNames();
  const { range } = useAlmanacClock(data.location.timezone, date);
  if (!data.choghadiya) return null;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {(['day', 'night'] as const).map((part) => (
        <PeriodTable
          key={part}
          caption={t(`choghadiya.${part}`)}
          testId={`choghadiya-${part}`}
          columns={[t('choghadiya.name'), t('choghadiya.time'), t('choghadiya.quality')]}
          rows={(data.choghadiya?.[part] ?? []).map((period) => ({
            key: period.start,
            running: running(period, now),
            cells: [
              <span key="name" className="font-medium">
                {names.choghadiya(period.id)}
              </span>,
              range(period),
              <span
                key="quality"
                className={clsx('rounded px-2 py-0.5 text-sm', QUALITY_CLASS[period.quality])}
              >
                {names.quality(period.quality)}
              </span>,
            ],
          }))}
        />
      ))}
    </div>
  );
}

/** Days of Rahu kaal a calendar receives from the page's feed, refreshed daily from today. */
const RAHU_KAAL_FEED_DAYS = 90;

/** Rahu kaal, Yamaganda and Gulika of a day, and of the week from it. */
function RahuKaalBody({ data, now, date }: TimingBodyProps) {
  const { t } = useTranslation('panchang');
  const { language } = useLanguage();
  const { range } = useAlmanacClock(data.location.timezone, date);
  const page = useAlmanacPage('/rahu-kaal');
  const week = useQueries({
    queries: weekFrom(date).map((day) => panchangDayQuery(day, page.place)),
  });
  const timings = data.inauspicious_timings;
  return (
    <div className="space-y-6">
      {timings ? (
        <AlmanacSection title={t('sections.inauspicious')} testId="rahu-kaal-day">
          <CalendarFeedButtons
            path="/api/rahu-kaal.ics"
            query={{
              ...placeParams(page.place),
              days: String(RAHU_KAAL_FEED_DAYS),
              lang: language,
            }}
          />
          <FactList
            facts={[
              {
                label: t('timings.rahuKaal'),
                value: range(timings.rahu_kaal),
                running: running(timings.rahu_kaal, now),
                testId: 'rahu-kaal-today',
              },
              {
                label: t('timings.yamaganda'),
                value: range(timings.yamaganda),
                running: running(timings.yamaganda, now),
              },
              {
                label: t('timings.gulika'),
                value: range(timings.gulika),
                running: running(timings.gulika, now),
              },
            ]}
          />
        </AlmanacSection>
      ) : null}
      <WeekTable
        title={t('rahuKaal.week')}
        days={week.map((query, index) => ({
          date: weekFrom(date)[index] ?? date,
          data: query.data?.data,
        }))}
        language={language}
      />
    </div>
  );
}

function WeekTable({
  title,
  days,
  language,
}: {
  title: string;
  days: readonly { date: string; data: PanchangData | undefined }[];
  language: ReturnType<typeof useLanguage>['language'];
}) {
  const { t } = useTranslation('panchang');
  return (
    <PeriodTable
      caption={title}
      testId="rahu-kaal-week"
      columns={[
        t('rahuKaal.date'),
        t('timings.rahuKaal'),
        t('timings.yamaganda'),
        t('timings.gulika'),
      ]}
      rows={days.map(({ date, data }) => ({
        key: date,
        running: false,
        cells: [
          formatLongDate(date, language),
          ...(data?.inauspicious_timings
            ? [
                <WeekRange key="rahu" data={data} period={data.inauspicious_timings.rahu_kaal} />,
                <WeekRange key="yama" data={data} period={data.inauspicious_timings.yamaganda} />,
                <WeekRange key="gulika" data={data} period={data.inauspicious_timings.gulika} />,
              ]
            : ['…', '…', '…']),
        ],
      }))}
    />
  );
}

function WeekRange({ data, period }: { data: PanchangData; period: Period }) {
  const { range } = useAlmanacClock(data.location.timezone, data.date);
  return <>{range(period)}</>;
}

function HoraBody({ data, now, date }: TimingBodyProps) {
  const { t } = useTranslation('panchang');
  const names = usePanchangNames();
  const { range } = useAlmanacClock(data.location.timezone, date);
  if (!data.hora) return null;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {(['day', 'night'] as const).map((part) => (
        <PeriodTable
          key={part}
          caption={t(`hora.${part}`)}
          testId={`hora-${part}`}
          columns={[t('hora.lord'), t('hora.time')]}
          rows={(data.hora ?? [])
            .filter((hora) => hora.part === part)
            .map((hora) => ({
              key: hora.start,
              running: running(hora, now),
              cells: [
                <span key="lord" className="font-medium">
                  {names.planet(hora.lord)}
                </span>,
                range(hora),
              ],
            }))}
        />
      ))}
    </div>
  );
}

function WindowBody({
  data,
  now,
  date,
  timing,
}: TimingBodyProps & { timing: 'abhijit' | 'brahma' }) {
  const { t } = useTranslation('panchang');
  const { range } = useAlmanacClock(data.location.timezone, date);
  const timings = data.auspicious_timings;
  if (!timings) return null;
  const period = timing === 'abhijit' ? timings.abhijit_muhurta : timings.brahma_muhurta;
  const isRunningNow = running(period, now);
  return (
    <div className="space-y-4">
      <div
        className={clsx(
          'rounded-2xl p-6 text-center ring-1',
          isRunningNow ? 'bg-amber-50 ring-amber-300' : 'bg-saffron-50 ring-saffron-200',
        )}
        data-testid={`${timing}-window`}
        aria-current={isRunningNow ? 'time' : undefined}
      >
        <p className="text-sm text-slate-600">{t(`timings.${timing}`)}</p>
        <p className="mt-1 font-display text-2xl font-bold text-slate-900">{range(period)}</p>
        {isRunningNow ? (
          <p className="mt-2 inline-block rounded bg-amber-500 px-2 py-0.5 text-sm font-semibold text-white">
            {t('now')}
          </p>
        ) : null}
      </div>
      {timing === 'abhijit' && data.vara.number === 3 ? (
        <p
          role="note"
          className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
        >
          {t('abhijit.wednesday')}
        </p>
      ) : null}
    </div>
  );
}

export function ChoghadiyaPage() {
  return (
    <TimingScreen pageKey="choghadiya" timing="choghadiya" path="/choghadiya">
      {(props) => <ChoghadiyaBody {...props} />}
    </TimingScreen>
  );
}

export function RahuKaalPage() {
  return (
    <TimingScreen pageKey="rahuKaal" timing="rahuKaal" path="/rahu-kaal">
      {(props) => <RahuKaalBody {...props} />}
    </TimingScreen>
  );
}

export function HoraTimingsPage() {
  return (
    <TimingScreen pageKey="horaTimings" timing="hora" path="/hora-timings">
      {(props) => <HoraBody {...props} />}
    </TimingScreen>
  );
}

export function AbhijitMuhuratPage() {
  return (
    <TimingScreen pageKey="abhijitMuhurat" timing="abhijit" path="/abhijit-muhurat">
      {(props) => <WindowBody {...props} timing="abhijit" />}
    </TimingScreen>
  );
}

export function BrahmaMuhuratPage() {
  return (
    <TimingScreen pageKey="brahmaMuhurat" timing="brahma" path="/brahma-muhurat">
      {(props) => <WindowBody {...props} timing="brahma" />}
    </TimingScreen>
  );
}
