import { LANGUAGES } from '@jyotish/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';

interface TrustItem {
  key: string;
  value: string;
  label: string;
  /** A name rather than a figure: set smaller so that it fits the figures' line height. */
  isName?: boolean;
}

const VALUE = 'font-display leading-9 font-bold text-brand-700 sm:leading-10';

/**
 * What the site offers, set as a card overlapping the bottom of the hero. Only facts that our
 * own code makes true: no rating, user or astrologer count is shown until real data gives one.
 */
export function TrustStrip() {
  const { t } = useTranslation('home');
  const { language } = useLanguage();
  const languageCount = new Intl.NumberFormat(language).format(LANGUAGES.length);
  const items: readonly TrustItem[] = [
    {
      key: 'ephemeris',
      value: t('trust.ephemerisValue'),
      label: t('trust.ephemeris'),
      isName: true,
    },
    { key: 'languages', value: languageCount, label: t('trust.languages') },
    { key: 'free', value: t('trust.freeValue'), label: t('trust.free'), isName: true },
    {
      key: 'openSource',
      value: t('trust.openSourceValue'),
      label: t('trust.openSource'),
      isName: true,
    },
  ];
  return (
    <div className="relative mx-auto -mt-10 max-w-6xl px-4 sm:px-6 lg:px-8">
      <ul
        aria-label={t('trust.label')}
        data-testid="home-trust-strip"
        className="grid grid-cols-2 gap-x-4 gap-y-6 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-900/5 lg:grid-cols-4"
      >
        {items.map((item) => (
          <li key={item.key} className="flex flex-col items-center text-center">
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
