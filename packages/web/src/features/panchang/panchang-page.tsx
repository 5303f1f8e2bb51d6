import type { PanchangData } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ToolPage } from '@/components/ui/tool-page';
import { formatLongDate, isRunning } from '@/lib/almanac-time';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { usePanchangNames } from '@/lib/use-panchang-names';
import { shiftDate } from './almanac-query';
import { panchangDayQuery } from './api/panchang-day';
import { AlmanacControls } from './components/almanac-controls';
import {
  AlmanacLinks,
  AlmanacPending,
  AlmanacSection,
  FactList,
  PolarNote,
} from './components/almanac-parts';
import { useAlmanacClock } from './use-almanac-clock';
import { useAlmanacPage } from './use-almanac-page';

/** The timing pages a day links to, with the same place and date. */
export const TIMING_LINKS = [
  { key: 'choghadiya', path: '/choghadiya' },
  { key: 'rahuKaal', path: '/rahu-kaal' },
  { key: 'hora', path: '/hora-timings' },
  { key: 'abhijit', path: '/abhijit-muhurat' },
  { key: 'brahma', path: '/brahma-muhurat' },
] as const;

type Limb = 'tithi' | 'nakshatra' | 'yoga' | 'karana';

function DayView({ data, now }: { data: PanchangData; now: number }) {
  const { t } = useTranslation('panchang');
  const names = usePanchangNames();
  const { time, range } = useAlmanacClock(data.location.timezone, data.date);
  const running = (period: { start: string; end: string }) => isRunning(period, now);

  const limbName: Record<Limb, (number: number) => string> = {
    tithi: names.tithi,
    nakshatra: names.nakshatra,
    yoga: names.yoga,
    karana: names.karana,
  };
  const spans: Record<Limb, PanchangData['tithis']> = {
    tithi: data.tithis,
    nakshatra: data.nakshatras,
    yoga: data.yogas,
    karana: data.karanas,
  };
  const current = {
    tithi: data.tithi,
    nakshatra: data.nakshatra,
    yoga: data.yoga,
    karana: data.karana,
  };
  const inauspicious = data.inauspicious_timings;
  const auspicious = data.auspicious_timings;

  return (
    <div className="space-y-6">
      {data.day_kind !== 'normal' ? <PolarNote kind={data.day_kind} /> : null}

      <div
        className="grid gap-3 rounded-2xl bg-linear-to-br from-saffron-50 to-saffron-100 p-4 ring-1 ring-saffron-200 sm:grid-cols-3 sm:p-6"
        data-testid="panchang-glance"
      >
        <p>
          <span className="block text-sm text-slate-600">{t('limbs.tithi')}</span>
          <span className="text-lg font-semibold text-slate-900" data-testid="panchang-tithi">
            {names.paksha(data.tithi.paksha)} {names.tithi(data.tithi.number)}
          </span>
        </p>
        <p>
          <span className="block text-sm text-slate-600">{t('limbs.nakshatra')}</span>
          <span className="text-lg font-semibold text-slate-900" data-testid="panchang-nakshatra">
            {names.nakshatra(data.nakshatra.number)}
          </span>
        </p>
        <p>
          <span className="block text-sm text-slate-600">{t('calendar.vara')}</span>
          <span className="text-lg font-semibold text-slate-900">
            {names.weekday(data.vara.number)}
          </span>
        </p>
      </div>

      <AlmanacSection title={t('sections.sunMoon')} testId="panchang-sun-moon">
        <FactList
          facts={[
            {
              label: t('sun.sunrise'),
              value: data.sunrise ? time(data.sunrise) : t('sun.none'),
              testId: 'panchang-sunrise',
            },
            { label: t('sun.sunset'), value: data.sunset ? time(data.sunset) : t('sun.none') },
            {
              label: t('sun.moonrise'),
              value: data.moonrise ? time(data.moonrise) : t('sun.none'),
            },
            { label: t('sun.moonset'), value: data.moonset ? time(data.moonset) : t('sun.none') },
          ]}
        />
      </AlmanacSection>

      <AlmanacSection title={t('sections.limbs')} testId="panchang-limbs">
        <div className="grid gap-4 sm:grid-cols-2">
          {(['tithi', 'nakshatra', 'yoga', 'karana'] as const).map((limb) => (
            <div
              key={limb}
              className="rounded-xl bg-slate-50 p-4"
              data-testid={`panchang-limb-${limb}`}
            >
              <h3 className="text-sm font-medium text-slate-600">{t(`limbs.${limb}`)}</h3>
              <p className="mt-1 text-lg font-semibold text-slate-900">
                {limb === 'tithi' ? `${names.paksha(data.tithi.paksha)} ` : ''}
                {limbName[limb](current[limb].number)}
              </p>
              <p className="text-sm text-slate-700">
                {t('limbs.until', { time: time(current[limb].end_time) })}
                {' · '}
                {t('limbs.remaining', { percent: Math.round(current[limb].percentage) })}
              </p>
              {limb === 'nakshatra' ? (
                <p className="text-sm text-slate-700">
                  {t('limbs.lord', { planet: names.planet(data.nakshatra.lord) })}
                </p>
              ) : null}
              {spans[limb].length > 1 ? (
                <div className="mt-3">
                  <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                    {t('limbs.throughDay')}
                  </h4>
                  <ol className="mt-1 space-y-1 text-sm text-slate-800">
                    {spans[limb].map((span) => (
                      <li key={span.start} className="flex justify-between gap-3">
                        <span>{limbName[limb](span.number)}</span>
                        <span className="text-slate-600">
                          {t('limbs.until', { time: time(span.end) })}
                        </span>
                      </li>
                    ))}
                  </ol>
                </div>
              ) : null}
            </div>
          ))}
        </div>
      </AlmanacSection>

      <AlmanacSection title={t('sections.calendar')} testId="panchang-calendar">
        <FactList
          facts={[
            {
              label: t('calendar.vara'),
              value: t('calendar.varaLord', {
                day: names.weekday(data.vara.number),
                planet: names.planet(data.vara.planet_lord),
              }),
            },
            { label: t('calendar.paksha'), value: names.paksha(data.paksha) },
            {
              label: t('calendar.amanta'),
              value: names.lunarMonth(data.lunar_month.amanta.number, data.lunar_month.adhika),
              testId: 'panchang-amanta',
            },
            {
              label: t('calendar.purnimanta'),
              value: names.lunarMonth(data.lunar_month.purnimanta.number, data.lunar_month.adhika),
            },
            { label: t('calendar.vikram'), value: data.samvat.vikram },
            { label: t('calendar.shaka'), value: data.samvat.shaka },
            { label: t('calendar.ritu'), value: names.ritu(data.ritu.number) },
            { label: t('calendar.ayana'), value: names.ayana(data.ayana) },
            { label: t('calendar.sunSign'), value: names.sign(data.sun_sign.number) },
            { label: t('calendar.moonSign'), value: names.sign(data.moon_sign.number) },
          ]}
        />
      </AlmanacSection>

      {auspicious && inauspicious ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <AlmanacSection title={t('sections.auspicious')} testId="panchang-auspicious">
            <FactList
              columns={1}
              facts={[
                {
                  label: t('timings.abhijit'),
                  value: range(auspicious.abhijit_muhurta),
                  running: running(auspicious.abhijit_muhurta),
                },
                {
                  label: t('timings.brahma'),
                  value: range(auspicious.brahma_muhurta),
                  running: running(auspicious.brahma_muhurta),
                },
              ]}
            />
          </AlmanacSection>
          <AlmanacSection title={t('sections.inauspicious')} testId="panchang-inauspicious">
            <FactList
              columns={1}
              facts={[
                {
                  label: t('timings.rahuKaal'),
                  value: range(inauspicious.rahu_kaal),
                  running: running(inauspicious.rahu_kaal),
                  testId: 'panchang-rahu-kaal',
                },
                {
                  label: t('timings.yamaganda'),
                  value: range(inauspicious.yamaganda),
                  running: running(inauspicious.yamaganda),
                },
                {
                  label: t('timings.gulika'),
                  value: range(inauspicious.gulika),
                  running: running(inauspicious.gulika),
                },
                ...inauspicious.dur_muhurta.map((period) => ({
                  label: t('timings.durMuhurta'),
                  value: range(period),
                  running: running(period),
                })),
              ]}
            />
          </AlmanacSection>
        </div>
      ) : null}

      <p className="text-sm text-slate-600">
        {t('timesNote', { offset: data.location.utc_offset })}
      </p>
    </div>
  );
}

/**
 * `/panchang`: every element of a day at a place (SPEC §3; issue 13), the place and date in
 * the link, with the neighbouring days, the month calendar and the day's timing pages.
 */
export function PanchangPage() {
  const { t } = useTranslation('panchang');
  const { language, localize } = useLanguage();
  const { pages } = useMetadata();
  const page = useAlmanacPage('/panchang');
  const { place, date, now, query } = page;
  const result = useQuery(panchangDayQuery(date, place));
  const placeName = place.label ?? t('defaultPlace');
  return (
    <ToolPage
      heading={pages.panchang.heading}
      lead={<span data-testid="panchang-date">{formatLongDate(date, language)}</span>}
      hint={t('placeLine', { place: placeName })}
    >
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
      {result.data ? (
        <DayView data={result.data.data} now={now} />
      ) : (
        <AlmanacPending result={result} />
      )}
      <AlmanacSection title={t('sections.more')}>
        <AlmanacLinks
          links={[
            {
              label: t('links.month'),
              to: page.linkTo('/panchang/month', { month: date.slice(0, 7) }),
            },
            ...TIMING_LINKS.map((link) => ({
              label: t(`links.${link.key}`),
              to: page.linkTo(link.path, { date }),
            })),
            { label: t('links.muhurat'), to: page.linkTo('/shubh-muhurat', {}) },
            { label: t('accuracy.link'), to: localize('/accuracy') },
          ]}
        />
      </AlmanacSection>
    </ToolPage>
  );
}
