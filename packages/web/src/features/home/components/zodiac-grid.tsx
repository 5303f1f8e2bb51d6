import { SIGN_NAMES } from '@jyotish/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/lib/language';
import { formatSignDateRange, ZODIAC_SIGNS } from '../zodiac-signs';
import { SectionHeading } from './section-heading';

/** Twelve sign tiles, each opening that sign's daily horoscope. */
export function ZodiacGrid() {
  const { t } = useTranslation('home');
  const { language, localize } = useLanguage();
  const signs = SIGN_NAMES[language];
  return (
    <section aria-labelledby="home-zodiac-title" className="bg-brand-50/60">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading
          id="home-zodiac-title"
          title={t('zodiac.title')}
          subtitle={t('zodiac.subtitle')}
        />
        <ul
          data-testid="home-zodiac-signs"
          className="mt-8 grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        >
          {ZODIAC_SIGNS.map((sign, index) => {
            const name = signs[index] ?? sign.slug;
            const dates = formatSignDateRange(sign, language);
            return (
              <li key={sign.slug}>
                <Link
                  to={localize(`/daily-horoscope/${sign.slug}`)}
                  aria-label={t('zodiac.tileLabel', { sign: name, dates })}
                  className="group flex h-full items-center gap-4 rounded-2xl bg-white p-3 sm:p-4 shadow-sm ring-1 ring-slate-900/5 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-saffron-300"
                >
                  <span
                    aria-hidden="true"
                    className="flex size-12 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-saffron-300 to-saffron-500 text-2xl leading-none text-white shadow-inner ring-4 sm:size-14 sm:text-3xl ring-saffron-100 transition group-hover:from-brand-400 group-hover:to-brand-600 group-hover:ring-brand-100"
                  >
                    {sign.glyph}
                  </span>
                  <span className="flex flex-col">
                    <span className="font-semibold text-slate-900 group-hover:text-brand-700">
                      {name}
                    </span>
                    <span className="text-sm text-slate-500">{dates}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
        <p className="mt-6 max-w-3xl text-sm text-slate-600">
          {t('zodiac.note')}{' '}
          <Link
            to={localize('/moon-sign-checker')}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {t('zodiac.moonSignLink')}
          </Link>
        </p>
      </div>
    </section>
  );
}
