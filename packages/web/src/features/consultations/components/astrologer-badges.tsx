import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarLetter } from '@/components/layout/avatar-letter';

/**
 * The round portrait of an astrologer; its alt text is the name. An astrologer added without a
 * picture has none at the slug's path: the circle then shows the name's first letter.
 */
export function AstrologerPortrait({
  image,
  name,
  size = 'md',
}: {
  image: string;
  name: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const px = { sm: 40, md: 72, lg: 112 }[size];
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        role="img"
        aria-label={name}
        className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-display font-bold text-brand-800 ring-2 ring-white shadow"
        style={{ width: px, height: px, fontSize: px / 2.4 }}
        data-testid="astrologer-initial"
      >
        {avatarLetter(name)}
      </span>
    );
  }
  return (
    <img
      onError={() => setFailed(true)}
      src={image}
      alt={name}
      width={px}
      height={px}
      loading="lazy"
      className="shrink-0 rounded-full bg-brand-50 object-cover ring-2 ring-white shadow"
      style={{ width: px, height: px }}
    />
  );
}

/** Online or offline, as a dot and a word (never colour alone). */
export function OnlineStatus({ online }: { online: boolean }) {
  const { t } = useTranslation('consultations');
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 text-sm font-medium',
        online ? 'text-emerald-700' : 'text-slate-500',
      )}
      data-testid="online-status"
    >
      <span
        aria-hidden="true"
        className={clsx('size-2.5 rounded-full', online ? 'bg-emerald-500' : 'bg-slate-400')}
      />
      {online ? t('online') : t('offline')}
    </span>
  );
}

/** The label every demo profile carries, with its explanation as a tooltip and for readers. */
export function DemoBadge() {
  const { t } = useTranslation('consultations');
  return (
    <span
      className="inline-flex items-center rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800"
      title={t('demoNote')}
      data-testid="demo-badge"
    >
      {t('demoBadge')}
      <span className="sr-only">: {t('demoNote')}</span>
    </span>
  );
}

/** The rating from real reviews, or "No reviews yet"; never an invented figure. */
export function RatingLine({ rating, reviews }: { rating: number | null; reviews: number }) {
  const { t, i18n } = useTranslation('consultations');
  if (rating === null || reviews === 0)
    return <span className="text-sm text-slate-500">{t('noReviewsYet')}</span>;
  const shown = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(rating);
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-700">
      <span aria-hidden="true" className="text-amber-500">
        ★
      </span>
      <span>{t('rating', { rating: shown })}</span>
      <span className="text-slate-500">· {t('reviews', { count: reviews })}</span>
    </span>
  );
}
