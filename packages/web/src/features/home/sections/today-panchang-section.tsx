import type { PanchangData } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { clockFormatter } from '@/lib/almanac-time';
import { useLanguage } from '@/lib/language';
import { usePanchangNames } from '@/lib/use-panchang-names';
import { panchangTodayQuery } from '../api/panchang-today';
import { PanchangSkeleton } from '../components/live-panchang';

function Fact({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl bg-white/80 p-3 ring-1 ring-saffron-200">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">
        {value}
        {detail ? <span className="block text-xs font-normal text-slate-600">{detail}</span> : null}
      </dd>
    </div>
  );
}

function TodayFacts({ data }: { data: PanchangData }) {
  const { t } = useTranslation('homeSections');
  const { language } = useLanguage();
  const names = usePanchangNames();
  const clock = clockFormatter(language, data.location.timezone);
  const time = (instant: string | null) => (instant ? clock(instant) : '–');
  const range = (period: { start: string; end: string } | undefined) =>
    period ? t('panchang.live.range', { start: clock(period.start), end: clock(period.end) }) : '–';
  return (
    <dl
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
      data-testid="home-panchang-live"
    >
      <Fact
        label={t('panchang.live.tithi')}
        value={`${names.paksha(data.tithi.paksha)} ${names.tithi(data.tithi.number)}`}
        detail={t('panchang.live.left', { percent: Math.round(data.tithi.percentage) })}
      />
      <Fact
        label={t('panchang.live.nakshatra')}
        value={names.nakshatra(data.nakshatra.number)}
        detail={t('panchang.live.left', { percent: Math.round(data.nakshatra.percentage) })}
      />
      <Fact
        label={t('panchang.live.yoga')}
        value={names.yoga(data.yoga.number)}
        detail={t('panchang.live.until', { time: clock(data.yoga.end_time) })}
      />
      <Fact
        label={t('panchang.live.karana')}
        value={names.karana(data.karana.number)}
        detail={t('panchang.live.until', { time: clock(data.karana.end_time) })}
      />
      <Fact
        label={t('panchang.live.vara')}
        value={names.weekday(data.vara.number)}
        detail={t('panchang.live.lord', { planet: names.planet(data.vara.planet_lord) })}
      />
      <Fact label={t('panchang.live.sunrise')} value={time(data.sunrise)} />
      <Fact label={t('panchang.live.sunset')} value={time(data.sunset)} />
      <Fact
        label={t('panchang.live.rahuKaal')}
        value={range(data.inauspicious_timings?.rahu_kaal)}
      />
      <Fact
        label={t('panchang.live.yamaganda')}
        value={range(data.inauspicious_timings?.yamaganda)}
      />
      <Fact
        label={t('panchang.live.abhijit')}
        value={range(data.auspicious_timings?.abhijit_muhurta)}
      />
      <Fact
        label={t('panchang.live.brahma')}
        value={range(data.auspicious_timings?.brahma_muhurta)}
      />
    </dl>
  );
}

/**
 * Today's New Delhi day from `GET /api/panchang/today`, a chunk of its own: the answer's check
 * (zod) and the panchang names load when the block comes near, not with the first screen. A
 * failure leaves a retry button and the page as it was.
 */
export function TodayPanchangSection() {
  const { t } = useTranslation('homeSections');
  const today = useQuery(panchangTodayQuery());
  if (today.data) return <TodayFacts data={today.data.data} />;
  if (today.isError) {
    return (
      <p role="alert" className="flex flex-wrap items-center gap-3 text-slate-700">
        {t('panchang.live.error')}
        <Button variant="secondary" size="sm" onClick={() => void today.refetch()}>
          {t('panchang.live.retry')}
        </Button>
      </p>
    );
  }
  return <PanchangSkeleton />;
}
