import { type Astrologer, formatPrice } from '@jyotish/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button-variants';
import { useLanguage } from '@/lib/language';
import { chatPurchasePath } from '../chat-purchase';
import { AstrologerPortrait, DemoBadge, OnlineStatus, RatingLine } from './astrologer-badges';

/**
 * SPEC §2 "Astrologer card": the profile link, Start Chat (disabled and labelled Offline when
 * offline), a profile button, the status dot and label; with the rate, experience, languages,
 * specialties and the rating from real reviews.
 */
export function AstrologerCard({ astrologer }: { astrologer: Astrologer }) {
  const { t } = useTranslation('consultations');
  const { localize } = useLanguage();
  const profile = localize(`/astrologer/${astrologer.slug}`);
  return (
    <article
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:shadow-md"
      data-testid="astrologer-card"
      data-slug={astrologer.slug}
    >
      <div className="flex items-start gap-3">
        <Link to={profile} className="shrink-0" tabIndex={-1} aria-hidden="true">
          <AstrologerPortrait image={astrologer.image} name={astrologer.name} />
        </Link>
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-display text-lg font-semibold leading-tight text-slate-900">
            <Link to={profile} className="hover:text-brand-700">
              {astrologer.name}
            </Link>
          </h3>
          <div className="flex flex-wrap items-center gap-2">
            <OnlineStatus online={astrologer.isOnline} />
            {astrologer.demo ? <DemoBadge /> : null}
          </div>
          <RatingLine rating={astrologer.rating} reviews={astrologer.reviews} />
        </div>
      </div>
      <p className="text-sm text-slate-700">
        {astrologer.specialties
          .slice(0, 3)
          .map((s) => t(`specialty.${s}`))
          .join(' · ')}
      </p>
      <p className="text-sm text-slate-600">
        {t('experience', { count: astrologer.experience })} ·{' '}
        {astrologer.languages.map((l) => t(`language.${l}`)).join(', ')}
      </p>
      <div className="mt-auto flex items-center justify-between gap-2 pt-1">
        <span className="text-lg font-bold text-brand-700">
          {t('ratePerMinute', { rate: formatPrice(astrologer.ratePerMinutePaise) })}
        </span>
        <div className="flex gap-2">
          <Link to={profile} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
            {t('viewProfile')}
          </Link>
          {astrologer.isOnline ? (
            <Link
              to={localize(chatPurchasePath(astrologer, 'package'))}
              className={buttonClassName({ size: 'sm' })}
              data-testid="start-chat"
            >
              {t('startChat')}
            </Link>
          ) : (
            <button
              type="button"
              disabled
              className={buttonClassName({ size: 'sm', variant: 'secondary' })}
              data-testid="start-chat"
            >
              {t('offline')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
