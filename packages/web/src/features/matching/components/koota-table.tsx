import type { Koota } from '@jyotish/contract';
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
import { useLanguage } from '@/lib/language';
import { kootaViews } from '../koota-texts';

/** The eight kootas: each partner's attribute, the points out of the koota's maximum, and why. */
export function KootaTable({ kootas }: { kootas: readonly Koota[] }) {
  const { t } = useTranslation('matching');
  const { language } = useLanguage();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4 break-inside-avoid">
      <h2 id={headingId} className="font-display text-2xl font-bold text-slate-900">
        {t('result.kootas.heading')}
      </h2>
      <p className="text-slate-700">{t('result.kootas.lead')}</p>
      {/* On a phone each koota becomes a card (name and points, then both partners, then
          why), so nothing hides behind a sideways scroll; wider screens get the table. */}
      <Table cardsOnPhone className="sm:min-w-xl" data-testid="kootas">
        <TableHead>
          {(['koota', 'boy', 'girl', 'points', 'meaning'] as const).map((column) => (
            <TableColumnHeader key={column}>{t(`result.kootas.${column}`)}</TableColumnHeader>
          ))}
        </TableHead>
        <TableBody>
          {kootaViews(kootas, language).map((koota) => (
            <TableRow key={koota.id}>
              <TableRowHeader>{koota.name}</TableRowHeader>
              <TableCell cardOrder={3} cardLabel={t('result.kootas.boy')}>
                {koota.boy}
              </TableCell>
              <TableCell cardOrder={4} cardLabel={t('result.kootas.girl')}>
                {koota.girl}
              </TableCell>
              <TableCell cardOrder={2} className="max-sm:flex max-sm:flex-col max-sm:items-end">
                <span className="font-semibold text-slate-900 tabular-nums">
                  {t('result.kootas.score', { score: koota.score, max: koota.max })}
                </span>
                <span
                  aria-hidden="true"
                  className="mt-1 block h-1.5 w-16 rounded-full bg-slate-200"
                >
                  <span
                    className="block h-full rounded-full bg-brand-500"
                    style={{ width: `${(koota.score / koota.max) * 100}%` }}
                  />
                </span>
              </TableCell>
              <TableCell cardOrder={5} cardWide>
                <p>{koota.meaning}</p>
                {koota.exception ? (
                  <p className="mt-1 text-emerald-800">
                    <span className="font-medium">{t('result.kootas.exception')}:</span>{' '}
                    {koota.exception}
                  </p>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
