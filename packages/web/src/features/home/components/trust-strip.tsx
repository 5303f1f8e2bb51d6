import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { formatMarketingFigures } from '@/lib/marketing-figures';

interface TrustItem {
  key: string;
  value: string;
  label: string;
  /** A name rather than a figure: set smaller so that it fits the figures' line height. */
  isName?: boolean;
}

const VALUE = 'font-display leading-9 font-bold text-brand-700 sm:leading-10';

/** The advertised figures (SPEC §1), set as a card overlapping the bottom of the hero. */
export function TrustStrip() {
  const { t } = useTranslation('home');
  const { language } = useLanguage();
  const figures = formatMarketingFigures(language);
  const items: readonly TrustItem[] = [
    { key: 'rating', value: figures.rating, label: t('trust.rating') },
    { key: 'users', value: figures.users, label: t('trust.users') },
    { key: 'astrologers', value: figures.astrologers, label: t('trust.astrologers') },
    { key: 'support', value: figures.availability, label: t('trust.support') },
    {
      key: 'ephemeris',
      value: t('trust.ephemerisValue'),
      label: t('trust.ephemeris'),
      isName: true,
    },
  ];
  return (
    <div className="relative mx-auto -mt-10 max-w-6xl px-4 sm:px-6 lg:px-8">
      <ul
        aria-label={t('trust.label')}
        data-testid="home-trust-strip"
        className="grid grid-cols-2 gap-x-4 gap-y-6 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-900/5 sm:grid-cols-3 lg:grid-cols-5"
      >
        {items.map((item) => (
          <li
            key={item.key}
            className="flex flex-col items-center text-center last:col-span-2 sm:last:col-span-1"
          >
            <span className={`${VALUE} ${item.isName ? 'text-xl' : 'text-2xl sm:text-3xl'}`}>
              {item.value}
            </span>
            <span className="mt-1 text-sm text-slate-600">{item.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
