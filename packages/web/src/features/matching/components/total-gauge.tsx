import type { MatchingResponse } from '@jyotish/contract';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

/** The colour of each verdict, the same on the ring and the verdict badge. */
export const VERDICT_TONE = {
  excellent: { ring: 'stroke-emerald-500', badge: 'bg-emerald-100 text-emerald-900' },
  good: { ring: 'stroke-brand-500', badge: 'bg-brand-100 text-brand-900' },
  average: { ring: 'stroke-amber-500', badge: 'bg-amber-100 text-amber-900' },
  not_recommended: { ring: 'stroke-red-500', badge: 'bg-red-100 text-red-900' },
} as const;

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The total out of 36 as a ring filled in proportion, with the number written in its middle. */
export function TotalGauge({ match }: { match: MatchingResponse }) {
  const { t } = useTranslation('matching');
  const filled = (match.total / match.max) * CIRCUMFERENCE;
  const label = t('result.outOf', { total: match.total, max: match.max });
  return (
    <figure className="flex flex-col items-center gap-2">
      <svg viewBox="0 0 120 120" role="img" aria-label={label} className="size-40">
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          className="fill-none stroke-slate-200"
          strokeWidth="12"
        />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          transform="rotate(-90 60 60)"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
          className={clsx('fill-none', VERDICT_TONE[match.verdict.code].ring)}
        />
        <text
          x="60"
          y="58"
          textAnchor="middle"
          className="fill-slate-900 font-display text-[28px] font-bold"
          data-testid="matching-total"
        >
          {match.total}
        </text>
        <text x="60" y="80" textAnchor="middle" className="fill-slate-600 text-[13px]">
          / {match.max}
        </text>
      </svg>
      <figcaption className="text-center font-medium text-slate-800">
        {t('result.total')}: {label}
      </figcaption>
    </figure>
  );
}
