import type { Doshas } from '@jyotish/contract';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { doshaSummaries } from '@/lib/dosha-texts';
import { useLanguage } from '@/lib/language';

const STATUS_CLASS = {
  absent: 'bg-emerald-100 text-emerald-800',
  present: 'bg-red-100 text-red-800',
  cancelled: 'bg-amber-100 text-amber-900',
} as const;

/** Mangal, Kaal sarp and Pitra dosha of the chart, each with its verdict and reasons in words. */
export function DoshasPanel({ doshas }: { doshas: Doshas }) {
  const { t } = useTranslation('kundli');
  const { language } = useLanguage();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4 break-inside-avoid">
      <h2 id={headingId} className="font-display text-2xl font-bold text-slate-900">
        {t('doshas.heading')}
      </h2>
      <p className="text-slate-700">{t('doshas.lead')}</p>
      <ul className="grid gap-4 md:grid-cols-3" data-testid="doshas">
        {doshaSummaries(doshas, language).map((dosha) => (
          <li
            key={dosha.id}
            className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{t(`doshas.names.${dosha.id}`)}</h3>
              <span
                className={clsx(
                  'rounded-full px-2 py-0.5 text-xs font-semibold print:border print:border-slate-900',
                  STATUS_CLASS[dosha.status],
                )}
              >
                {t(`doshas.status.${dosha.status}`)}
              </span>
            </div>
            <p className="text-sm text-slate-700">{dosha.text}</p>
            {dosha.reasons.length > 0 ? (
              <div className="text-sm text-slate-700">
                <p className="font-medium text-slate-800">{t('doshas.reasons')}</p>
                <ul className="ml-5 list-disc">
                  {dosha.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
