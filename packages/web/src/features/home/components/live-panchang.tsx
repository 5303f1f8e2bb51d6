import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WhenVisible } from '@/components/ui/when-visible';
import { useLanguage } from '@/lib/language';

const TodayPanchangSection = lazy(() =>
  import('../sections/today-panchang-section').then((m) => ({ default: m.TodayPanchangSection })),
);

const SKELETON_CELLS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/** The eight grey cells shown while today's panchang (or its code) is on its way. */
export function PanchangSkeleton() {
  const { t } = useTranslation('homeSections');
  return (
    <div role="status" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      <span className="sr-only">{t('panchang.live.loading')}</span>
      {SKELETON_CELLS.map((cell) => (
        <div
          key={cell}
          className="h-16 animate-pulse rounded-xl bg-white/60 ring-1 ring-saffron-200"
        />
      ))}
    </div>
  );
}

/**
 * The live panchang of the home page (SPEC §7): its heading and link at once, today's values
 * when the block comes near the viewport, so the rest of the page never waits for them.
 */
export function LivePanchang() {
  const { t } = useTranslation('homeSections');
  const { localize } = useLanguage();
  return (
    <section className="mt-8 space-y-4" aria-labelledby="home-panchang-live-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3
          id="home-panchang-live-title"
          className="font-display text-xl font-semibold text-slate-900"
        >
          {t('panchang.live.title')}
        </h3>
        <span className="text-sm text-slate-700">{t('panchang.live.place')}</span>
      </div>
      <WhenVisible reserve="min-h-[9rem]" fallback={<PanchangSkeleton />}>
        <TodayPanchangSection />
      </WhenVisible>
      <Link
        to={localize('/panchang')}
        className="inline-block font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {t('panchang.live.full')} →
      </Link>
    </section>
  );
}
