import type { GemstoneAnswer, KundliRequest } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ResultPending } from '@/components/ui/tool-page';
import { intlLocale } from '@/lib/birth-calendar';
import { useLanguage } from '@/lib/language';
import { useAstroNames } from '@/lib/use-astro-names';
import { gemstonesQuery } from './gemstones-request';

const FACT_KEYS = ['substitute', 'metal', 'finger', 'day', 'weight', 'mantra'] as const;

/**
 * The gemstones of a birth chart: each advised stone with the role that earns it (lagna lord,
 * yogakaraka, 9th and 5th lords, the running mahadasha's lord) and how it is worn, then the
 * stones to avoid with the houses that make their graha a functional malefic.
 */
export function GemstonesPanel({ birth }: { birth: KundliRequest }) {
  const { t } = useTranslation('tools');
  const { language } = useLanguage();
  const result = useQuery(gemstonesQuery(birth, language));
  if (!result.data) {
    return (
      <ResultPending
        result={result}
        texts={{ error: t('error'), retry: t('retry'), loading: t('loading') }}
      />
    );
  }
  return <GemstoneAdvice answer={result.data} />;
}

function GemstoneAdvice({ answer }: { answer: GemstoneAnswer }) {
  const { t } = useTranslation('tools');
  const names = useAstroNames();
  const { language } = useLanguage();
  const houses = (list: readonly number[]) =>
    new Intl.ListFormat(intlLocale(language), { type: 'conjunction' }).format(
      list.map((house) => t('gemstones.house', { house })),
    );
  const dateOf = (instant: string) =>
    new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(
      new Date(instant),
    );
  return (
    <div className="space-y-8" data-testid="gemstones-result">
      <p className="text-slate-700">
        {t('gemstones.lagna', { sign: names.sign(answer.lagnaSign) })}{' '}
        {answer.dasha
          ? t('gemstones.dasha', {
              planet: names.planet(answer.dasha.lord),
              start: dateOf(answer.dasha.start),
              end: dateOf(answer.dasha.end),
            })
          : null}
      </p>
      <section aria-labelledby="gems-wear" className="space-y-4">
        <h2 id="gems-wear" className="font-display text-2xl font-semibold text-slate-900">
          {t('gemstones.wearTitle')}
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {answer.recommended.map((gem, index) => (
            <li
              key={gem.planet}
              className="rounded-2xl border border-emerald-200 bg-white p-5 shadow-sm"
              data-testid={`gem-${gem.planet}`}
            >
              <p className="text-sm font-medium text-emerald-800">
                {index === 0 ? t('gemstones.primary') : t('gemstones.supporting')} ·{' '}
                {names.planet(gem.planet)}
              </p>
              <p className="mt-1 font-display text-2xl font-bold text-slate-900">
                {gem.facts.stone}
              </p>
              <p className="mt-2 text-slate-700">
                {gem.roles
                  .map((role) =>
                    t(`gemstones.roles.${role}`, {
                      planet: names.planet(gem.planet),
                      houses: houses(gem.houses),
                    }),
                  )
                  .join(' ')}
              </p>
              <p className="mt-2 text-slate-700">{gem.facts.gives}</p>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {FACT_KEYS.map((key) => (
                  <div key={key} className="contents">
                    <dt className="text-slate-500">{t(`gemstones.facts.${key}`)}</dt>
                    <dd className="text-slate-900">{gem.facts[key]}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="gems-avoid" className="space-y-3">
        <h2 id="gems-avoid" className="font-display text-2xl font-semibold text-slate-900">
          {t('gemstones.avoidTitle')}
        </h2>
        <ul className="space-y-2">
          {answer.avoid.map((caution) => (
            <li
              key={caution.planet}
              className="rounded-xl border border-red-200 bg-red-50 p-4 text-slate-800"
              data-testid={`avoid-${caution.planet}`}
            >
              <span className="font-semibold">
                {caution.stone} ({names.planet(caution.planet)})
              </span>
              {': '}
              {t(`gemstones.cautions.${caution.reason}`, {
                planet: names.planet(caution.planet),
                houses: houses(caution.houses),
              })}
            </li>
          ))}
        </ul>
      </section>
      <details className="rounded-xl border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer font-medium text-slate-900">
          {t('gemstones.howTitle')}
        </summary>
        <p className="mt-2 text-sm text-slate-700">{t('gemstones.how')}</p>
        <ul className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
          {answer.grahas.map((graha) => (
            <li key={graha.planet} data-testid={`nature-${graha.planet}`}>
              <span className="font-medium">{names.planet(graha.planet)}</span>:{' '}
              {t(`gemstones.natures.${graha.nature}`)} ({houses(graha.houses)})
            </li>
          ))}
        </ul>
      </details>
      <p className="text-sm text-slate-600">{t('gemstones.disclaimer')}</p>
    </div>
  );
}
