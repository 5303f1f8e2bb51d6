import {
  HOROSCOPE_ANGLES,
  HOROSCOPE_TEXTS,
  type Horoscope,
  type HoroscopeFact,
  type HoroscopeTextKey,
} from '@jyotish/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { useAstroNames } from '@/lib/use-astro-names';

const INDIA = 'Asia/Kolkata';

/** One whole reading: the sky stated, the five angles, the lucky line and why it reads so. */
export function HoroscopeReading({ reading }: { reading: Horoscope }) {
  const { t } = useTranslation('horoscopes');
  const stated = reading.text
    .slice(0, reading.text.length - reading.sections.general.length)
    .trim();
  return (
    <article className="flex flex-col gap-5" data-testid="horoscope-reading">
      {stated ? (
        <p className="rounded-2xl bg-brand-50/70 p-4 text-slate-800" data-testid="horoscope-stated">
          {stated}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {HOROSCOPE_ANGLES.map((angle) => (
          <section
            key={angle}
            aria-labelledby={`angle-${angle}`}
            className={angle === 'general' ? 'md:col-span-2' : undefined}
          >
            <div className="h-full rounded-2xl border border-slate-200 bg-white p-4">
              <h3
                id={`angle-${angle}`}
                className="font-display text-lg font-semibold text-slate-900"
              >
                {t(`section.${angle}`)}
              </h3>
              <p className="mt-1 text-slate-700" data-testid={`section-${angle}`}>
                {reading.sections[angle]}
              </p>
            </div>
          </section>
        ))}
      </div>
      <LuckyBox lucky={reading.lucky} />
      <WhyFold facts={reading.facts} />
    </article>
  );
}

function LuckyBox({ lucky }: { lucky: Horoscope['lucky'] }) {
  const { t } = useTranslation('horoscopes');
  return (
    <section
      aria-labelledby="lucky-heading"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-4"
    >
      <h3 id="lucky-heading" className="font-semibold text-amber-900">
        {t('lucky.title')}
      </h3>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm" data-testid="horoscope-lucky">
        <div>
          <dt className="text-amber-800">{t('lucky.number')}</dt>
          <dd className="text-lg font-bold text-slate-900">{lucky.number}</dd>
        </div>
        <div>
          <dt className="text-amber-800">{t('lucky.color')}</dt>
          <dd className="text-lg font-bold text-slate-900">{lucky.color}</dd>
        </div>
        <div>
          <dt className="text-amber-800">{t('lucky.time')}</dt>
          <dd className="text-lg font-bold text-slate-900">{lucky.time}</dd>
        </div>
      </dl>
    </section>
  );
}

function WhyFold({ facts }: { facts: readonly HoroscopeFact[] }) {
  const { t, i18n } = useTranslation('horoscopes');
  const { language } = useLanguage();
  const names = useAstroNames();
  const when = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: INDIA,
  });
  const ordinal = (house: number) =>
    HOROSCOPE_TEXTS[language][`house.${house}` as HoroscopeTextKey];
  return (
    <details
      className="rounded-2xl border border-slate-200 bg-white p-4"
      data-testid="horoscope-why"
    >
      <summary className="cursor-pointer font-semibold text-slate-900">{t('why.title')}</summary>
      <p className="mt-2 text-sm text-slate-600">{t('why.intro')}</p>
      <ul className="mt-3 flex flex-col gap-1 text-sm text-slate-800">
        {facts.map((fact) => (
          <li key={`${fact.planet}-${fact.event ?? ''}-${fact.from ?? ''}`}>
            <span className="font-medium">{names.planet(fact.planet)}</span>{' '}
            {fact.event
              ? t(`why.event.${fact.event}`, { sign: names.sign(fact.sign) })
              : names.sign(fact.sign)}{' '}
            · {t('why.house', { house: ordinal(fact.house) })}
            {fact.from && fact.to ? (
              <span className="text-slate-500">
                {' '}
                ·{' '}
                {t('why.range', {
                  from: when.format(new Date(fact.from)),
                  to: when.format(new Date(fact.to)),
                })}
              </span>
            ) : fact.from ? (
              <span className="text-slate-500">
                {' '}
                · {t('why.since', { from: when.format(new Date(fact.from)) })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
