import type { HoroscopePeriod } from '@jyotish/contract';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/lib/language';
import { shiftDate, todayInIndia } from '../horoscope-dates';

/**
 * Yesterday / Today / Tomorrow on daily pages, Previous / Next on the others: the same page
 * with another `?date=`.
 */
export function PeriodNav({
  path,
  period,
  date,
}: {
  path: string;
  period: HoroscopePeriod;
  date: string;
}) {
  const { t } = useTranslation('horoscopes');
  const { localize } = useLanguage();
  const today = todayInIndia();
  const to = (day: string) => `${localize(path)}?date=${day}`;
  const items =
    period === 'daily'
      ? [
          { id: 'previous', label: t('nav.yesterday'), date: shiftDate(today, 'daily', -1) },
          { id: 'today', label: t('nav.today'), date: today },
          { id: 'next', label: t('nav.tomorrow'), date: shiftDate(today, 'daily', 1) },
        ]
      : [
          { id: 'previous', label: t('nav.previous'), date: shiftDate(date, period, -1) },
          { id: 'today', label: t('nav.today'), date: today },
          { id: 'next', label: t('nav.next'), date: shiftDate(date, period, 1) },
        ];
  return (
    <nav aria-label={t('nav.label')} className="flex flex-wrap gap-2">
      {items.map((item) => {
        const current = period === 'daily' && item.date === date;
        return (
          <Link
            key={item.id}
            to={to(item.date)}
            aria-current={current ? 'page' : undefined}
            className={clsx(
              'rounded-full border px-4 py-1.5 text-sm font-medium',
              current
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:border-brand-400',
            )}
            data-testid={`period-nav-${item.id}`}
          >
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}
