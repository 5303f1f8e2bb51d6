import { useTranslation } from 'react-i18next';
import { useOffers } from '../api/offers';

/**
 * SPEC §1, §9: the free minutes a first consultation starts with, as the settings give them
 * now; nothing when an administrator has set none.
 */
export function FreeOffer() {
  const { t } = useTranslation('consultations');
  const minutes = useOffers().freeFirstMinutes;
  if (minutes <= 0) return null;
  return (
    <p className="font-medium text-emerald-700">{t('freeOffer', { count: minutes, minutes })}</p>
  );
}
