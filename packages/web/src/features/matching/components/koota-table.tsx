import type { Koota } from '@jyotish/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm sm:min-w-xl" data-testid="kootas">
          <thead className="bg-slate-50 text-slate-700 max-sm:sr-only">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('result.kootas.koota')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('result.kootas.boy')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('result.kootas.girl')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('result.kootas.points')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('result.kootas.meaning')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {kootaViews(kootas, language).map((koota) => (
              <tr
                key={koota.id}
                className="align-top max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:py-2"
              >
                <th scope="row" className="px-4 py-3 font-semibold text-slate-900 max-sm:py-1">
                  {koota.name}
                </th>
                <td className="px-4 py-3 text-slate-700 max-sm:order-3 max-sm:py-1">
                  <span className="text-slate-500 sm:hidden">{t('result.kootas.boy')}: </span>
                  {koota.boy}
                </td>
                <td className="px-4 py-3 text-slate-700 max-sm:order-4 max-sm:py-1">
                  <span className="text-slate-500 sm:hidden">{t('result.kootas.girl')}: </span>
                  {koota.girl}
                </td>
                <td className="px-4 py-3 max-sm:order-2 max-sm:flex max-sm:flex-col max-sm:items-end max-sm:py-1">
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
                </td>
                <td className="px-4 py-3 text-slate-700 max-sm:order-5 max-sm:col-span-2 max-sm:py-1">
                  <p>{koota.meaning}</p>
                  {koota.exception ? (
                    <p className="mt-1 text-emerald-800">
                      <span className="font-medium">{t('result.kootas.exception')}:</span>{' '}
                      {koota.exception}
                    </p>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
