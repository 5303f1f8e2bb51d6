import type { MatchingResponse } from '@jyotish/contract';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { mangalSummary } from '@/lib/dosha-texts';
import { useLanguage } from '@/lib/language';
import { matchingSummary } from '../koota-texts';
import { PARTNERS } from '../matching-query';

const STATUS_CLASS = {
  absent: 'bg-emerald-100 text-emerald-800',
  present: 'bg-red-100 text-red-800',
  cancelled: 'bg-amber-100 text-amber-900',
} as const;

/** Each partner's Mangal dosha with its chart's own cancellations, then the match's verdict on it. */
export function ManglikPanel({
  match,
  names,
}: {
  match: MatchingResponse;
  names: Record<string, string>;
}) {
  const { t } = useTranslation('matching');
  const { t: tk } = useTranslation('kundli');
  const { language } = useLanguage();
  const headingId = useId();
  const anyManglik = match.manglik.boy.present || match.manglik.girl.present;
  const outcome = !anyManglik ? 'none' : match.manglik.cancelled ? 'cancelled' : 'notCancelled';
  return (
    <section aria-labelledby={headingId} className="space-y-4 break-inside-avoid">
      <h2 id={headingId} className="font-display text-2xl font-bold text-slate-900">
        {t('result.manglik.heading')}
      </h2>
      <p className="text-slate-700">{t('result.manglik.lead')}</p>
      <ul className="grid gap-4 md:grid-cols-2" data-testid="manglik">
        {PARTNERS.map((partner) => {
          const summary = mangalSummary(match.manglik[partner], language);
          return (
            <li
              key={partner}
              className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-slate-900">
                  {t(`result.manglik.${partner}`, { name: names[partner] })}
                </h3>
                <span
                  className={clsx(
                    'rounded-full px-2 py-0.5 text-xs font-semibold print:border print:border-slate-900',
                    STATUS_CLASS[summary.status],
                  )}
                >
                  {tk(`doshas.status.${summary.status}`)}
                </span>
              </div>
              <p className="text-sm text-slate-700">{summary.text}</p>
              {summary.reasons.length > 0 ? (
                <ul className="ml-5 list-disc text-sm text-slate-700">
                  {summary.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-800">
        <p className="font-semibold">{t(`result.manglik.${outcome}`)}</p>
        <ul className="ml-5 list-disc text-sm">
          {matchingSummary(match, language).manglikNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
