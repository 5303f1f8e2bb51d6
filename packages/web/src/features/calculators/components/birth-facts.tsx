import {
  type KundliResponse,
  localizedName,
  NAKSHATRA_DEITIES,
  NAKSHATRA_SYLLABLES,
  signLord,
} from '@jyotish/contract';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatDegree } from '@/lib/astro-format';
import { useLanguage } from '@/lib/language';
import { useAstroNames } from '@/lib/use-astro-names';

const PADAS = [1, 2, 3, 4] as const;

export type BirthFact = 'moonSign' | 'nakshatra' | 'lagna';

function Fact({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p
        className="mt-1 font-display text-3xl font-bold text-brand-800"
        data-testid="calculator-answer"
      >
        {value}
      </p>
      <p className="mt-2 text-slate-700">{detail}</p>
    </div>
  );
}

/** The one answer a calculator gives: the moon sign, the birth nakshatra or the lagna. */
export function BirthFacts({ chart, fact }: { chart: KundliResponse; fact: BirthFact }) {
  const { t } = useTranslation('calculators');
  const names = useAstroNames();
  const { language } = useLanguage();
  const moon = chart.planets.find((planet) => planet.id === 'moon');
  if (fact === 'lagna') {
    const sign = chart.ascendant.sign;
    return (
      <Fact
        label={t('results.lagna')}
        value={names.sign(sign)}
        detail={`${t('degree', { degree: formatDegree(chart.ascendant.signDegree), sign: names.sign(sign) })} ${t('signLord', { lord: names.planet(signLord(sign)) })}`}
      />
    );
  }
  if (!moon) return null;
  if (fact === 'moonSign') {
    return (
      <Fact
        label={t('results.moonSign')}
        value={names.sign(moon.sign)}
        detail={`${t('degree', { degree: formatDegree(moon.signDegree), sign: names.sign(moon.sign) })} ${t('signLord', { lord: names.planet(signLord(moon.sign)) })}`}
      />
    );
  }
  return (
    <div className="space-y-4">
      <Fact
        label={t('results.nakshatra')}
        value={names.nakshatra(moon.nakshatra)}
        detail={t('degree', { degree: formatDegree(moon.signDegree), sign: names.sign(moon.sign) })}
      />
      <dl className="grid gap-4 sm:grid-cols-3">
        <div
          className="rounded-xl border border-slate-200 bg-white p-4"
          data-testid="nakshatra-pada"
        >
          <dt className="text-sm font-medium text-slate-600">{t('results.pada')}</dt>
          <dd className="mt-1 text-xl font-semibold text-slate-900">{moon.pada}</dd>
        </div>
        <div
          className="rounded-xl border border-slate-200 bg-white p-4"
          data-testid="nakshatra-lord"
        >
          <dt className="text-sm font-medium text-slate-600">{t('results.lord')}</dt>
          <dd className="mt-1 text-xl font-semibold text-slate-900">
            {names.planet(moon.nakshatraLord)}
          </dd>
        </div>
        <div
          className="rounded-xl border border-slate-200 bg-white p-4"
          data-testid="nakshatra-deity"
        >
          <dt className="text-sm font-medium text-slate-600">{t('results.deity')}</dt>
          <dd className="mt-1 text-xl font-semibold text-slate-900">
            {localizedName(NAKSHATRA_DEITIES, language, moon.nakshatra)}
          </dd>
        </div>
      </dl>
      <div className="space-y-2">
        <h2 className="font-display text-xl font-bold text-slate-900">{t('results.syllables')}</h2>
        <p className="text-slate-700">{t('results.syllablesLead')}</p>
        <ol className="grid grid-cols-4 gap-3" data-testid="nakshatra-syllables">
          {PADAS.map((pada) => (
            <li
              key={pada}
              aria-current={pada === moon.pada ? 'true' : undefined}
              className={clsx(
                'rounded-xl border p-3 text-center',
                pada === moon.pada
                  ? 'border-brand-500 bg-brand-50 font-bold text-brand-800'
                  : 'border-slate-200 bg-white text-slate-800',
              )}
            >
              <span className="block text-xs text-slate-600">
                {t('results.pada')} {pada}
              </span>
              <span className="text-xl">
                {NAKSHATRA_SYLLABLES[language][moon.nakshatra - 1]?.[pada - 1]}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
