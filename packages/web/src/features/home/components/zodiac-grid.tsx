import { SIGN_NAMES } from '@jyotish/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/lib/language';
import { formatSignDateRange, ZODIAC_SIGNS } from '../zodiac-signs';
import { SectionHeading } from './section-heading';

/** The side of `/api/zodiac-image/{Sign}.jpg`: the tile shows it at up to 240 CSS px. */
const SIGN_IMAGE_SIDE = 480;

/** `/api/zodiac-image/{Sign}.jpg`, named by the sign's English name (`Aries` … `Pisces`). */
function signImagePath(index: number): string {
  return `/api/zodiac-image/${SIGN_NAMES.en[index]}.jpg`;
}

/**
 * A sign's picture over its glyph: when the picture cannot be loaded it is taken away, and the
 * glyph on its gradient underneath stands in for it. Decorative (`alt=""`): the tile's link
 * already names the sign.
 */
function SignImage({ index }: { index: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      src={signImagePath(index)}
      alt=""
      width={SIGN_IMAGE_SIDE}
      height={SIGN_IMAGE_SIDE}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="absolute inset-0 size-full object-cover transition duration-300 motion-safe:group-hover:scale-105"
    />
  );
}

/** Twelve sign tiles, each with its picture, opening that sign's daily horoscope. */
export function ZodiacGrid() {
  const { t } = useTranslation('homeSections');
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
          className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6"
        >
          {ZODIAC_SIGNS.map((sign, index) => {
            const name = signs[index] ?? sign.slug;
            const dates = formatSignDateRange(sign, language);
            return (
              <li key={sign.slug}>
                <Link
                  to={localize(`/daily-horoscope/${sign.slug}`)}
                  aria-label={t('zodiac.tileLabel', { sign: name, dates })}
                  className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-900/5 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-saffron-300"
                >
                  <span
                    aria-hidden="true"
                    className="relative flex aspect-square items-center justify-center overflow-hidden bg-linear-to-br from-saffron-300 to-saffron-600 text-6xl leading-none text-white"
                  >
                    {sign.glyph}
                    <SignImage index={index} />
                  </span>
                  <span className="flex flex-1 flex-col items-center px-2 py-3 text-center">
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
