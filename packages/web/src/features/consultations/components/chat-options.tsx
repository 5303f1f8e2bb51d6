import { type Astrologer, formatPrice } from '@jyotish/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button-variants';
import { useLanguage } from '@/lib/language';
import { offerValues, useOffers } from '../api/offers';
import { chatPurchasePath } from '../chat-purchase';
import { FreeOffer } from './free-offer';

/**
 * The two ways to chat with an astrologer (SPEC §9): per minute from the wallet, or the
 * 20-minute package at the discount the settings give (its price the server's, with the
 * astrologer); a disabled Offline button while they are away.
 */
export function ChatOptions({ astrologer }: { astrologer: Astrologer }) {
  const { t } = useTranslation('consultations');
  const { localize } = useLanguage();
  const offer = offerValues(useOffers());
  return (
    <section
      aria-labelledby="chat-heading"
      className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-brand-50/50 p-5"
    >
      <h2 id="chat-heading" className="font-display text-xl font-semibold text-slate-900">
        {t('detail.chooseHeading', { name: astrologer.name })}
      </h2>
      <FreeOffer />
      {astrologer.isOnline ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
            <h3 className="font-semibold text-slate-900">{t('detail.perMinuteTitle')}</h3>
            <p className="text-sm text-slate-600">
              {t('detail.perMinuteText', { rate: formatPrice(astrologer.ratePerMinutePaise) })}
            </p>
            <Link
              to={localize(chatPurchasePath(astrologer, 'per-minute'))}
              className={buttonClassName({ variant: 'secondary', className: 'mt-auto' })}
              data-testid="choose-per-minute"
            >
              {t('detail.choosePerMinute')}
            </Link>
          </div>
          <div className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
            <h3 className="font-semibold text-slate-900">{t('detail.packageTitle', offer)}</h3>
            <p className="text-sm text-slate-600">
              {t('detail.packageText', {
                ...offer,
                price: formatPrice(astrologer.packagePricePaise),
                original: formatPrice(astrologer.packageOriginalPricePaise),
              })}
            </p>
            <Link
              to={localize(chatPurchasePath(astrologer, 'package'))}
              className={buttonClassName({ className: 'mt-auto' })}
              data-testid="choose-package"
            >
              {t('detail.choosePackage', offer)}
            </Link>
          </div>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="text-slate-700">{t('detail.offlineNote', { name: astrologer.name })}</p>
          <button
            type="button"
            disabled
            className={buttonClassName({ variant: 'secondary' })}
            data-testid="start-chat"
          >
            {t('offline')}
          </button>
        </div>
      )}
    </section>
  );
}
