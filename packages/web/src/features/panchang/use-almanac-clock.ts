import { useTranslation } from 'react-i18next';
import { clockFormatter, daysAfter } from '@/lib/almanac-time';
import { useLanguage } from '@/lib/language';

/**
 * Formats the API's instants as clock times at the place, in the page language, marking the
 * ones after midnight of `date` "next day" as almanacs do.
 */
export function useAlmanacClock(timeZone: string, date: string) {
  const { t } = useTranslation('panchang');
  const { language } = useLanguage();
  const clock = clockFormatter(language, timeZone);
  const time = (instant: string) =>
    daysAfter(instant, date) > 0 ? `${clock(instant)} (${t('nextDay')})` : clock(instant);
  return {
    time,
    range: (period: { start: string; end: string }) =>
      t('range', { start: time(period.start), end: time(period.end) }),
  };
}
