import type { KundliRequest } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Table,
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHead,
  TableRow,
  TableRowHeader,
} from '@/components/ui/table';
import { formatChartDate } from '@/lib/astro-format';
import { useLanguage } from '@/lib/language';
import { isCurrentPeriod } from '@/lib/sade-sati-periods';
import { sadeSatiQuery } from '@/lib/sade-sati-request';
import { useAstroNames } from '@/lib/use-astro-names';

/**
 * Every sade sati and dhaiya of one life, dated from Saturn's transits, the running one marked;
 * with `explained`, a line on what they are goes under the heading (the sade sati pages say it
 * in their lead instead).
 */
export function SadeSatiPeriods({
  birth,
  explained = false,
}: {
  birth: KundliRequest;
  explained?: boolean;
}) {
  const { t } = useTranslation('calculators');
  const { language } = useLanguage();
  const names = useAstroNames();
  const headingId = useId();
  const result = useQuery(sadeSatiQuery(birth));
  if (!result.data) {
    return (
      <p role={result.isError ? 'alert' : 'status'} className="py-8 text-center text-slate-700">
        {result.isError ? t('error') : t('loading')}
      </p>
    );
  }
  const answer = result.data;
  const now = new Date();
  const date = (instant: string) => formatChartDate(instant, language, answer.timezone);
  const kinds = answer.current.map((kind) => t(`sadeSati.kinds.${kind}`)).join(', ');
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="font-display text-2xl font-bold text-slate-900">
        {t('sadeSati.heading')}
      </h2>
      {explained ? <p className="text-slate-700">{t('explain.sadeSati')}</p> : null}
      <p className="text-slate-700">
        {t('sadeSati.moonSign', { sign: names.sign(answer.moonSign) })}
      </p>
      <p className="font-semibold text-slate-900" data-testid="sade-sati-now">
        {answer.current.length > 0 ? t('sadeSati.nowIn', { kinds }) : t('sadeSati.noneNow')}
      </p>
      <Table data-testid="sade-sati-periods">
        <TableHead>
          <TableColumnHeader>{t('sadeSati.kind')}</TableColumnHeader>
          <TableColumnHeader>{t('sadeSati.start')}</TableColumnHeader>
          <TableColumnHeader>{t('sadeSati.end')}</TableColumnHeader>
        </TableHead>
        <TableBody>
          {answer.periods.map((period) => {
            const current = isCurrentPeriod(period, now);
            return (
              <TableRow
                key={`${period.kind}-${period.start}`}
                aria-current={current ? 'true' : undefined}
                className={clsx(current && 'bg-amber-50 font-semibold')}
              >
                <TableRowHeader>
                  {t(`sadeSati.kinds.${period.kind}`)}
                  {current ? (
                    <span className="ml-2 inline-block rounded-full bg-amber-200 px-2 py-0.5 text-xs whitespace-nowrap text-amber-900">
                      {t('sadeSati.current')}
                    </span>
                  ) : null}
                </TableRowHeader>
                <TableCell>{date(period.start)}</TableCell>
                <TableCell>{date(period.end)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </section>
  );
}
