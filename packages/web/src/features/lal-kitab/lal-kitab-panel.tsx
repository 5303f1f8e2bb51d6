import { chartCells, type KundliRequest, type LalKitabAnswer } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type ChartItem, ChartSvg } from '@/components/chart/chart-svg';
import { ResultPending } from '@/components/ui/tool-page';
import { intlLocale } from '@/lib/birth-calendar';
import { useLanguage } from '@/lib/language';
import { useAstroNames } from '@/lib/use-astro-names';
import { lalKitabQuery } from './lal-kitab-request';

/** The Lal Kitab reading of a birth: its chart, the debts with their rules, the remedies. */
export function LalKitabPanel({ birth }: { birth: KundliRequest }) {
  const { t } = useTranslation('tools');
  const { language } = useLanguage();
  const result = useQuery(lalKitabQuery(birth, language));
  if (!result.data) {
    return (
      <ResultPending
        result={result}
        texts={{ error: t('error'), retry: t('retry'), loading: t('loading') }}
      />
    );
  }
  return <LalKitabReading answer={result.data} />;
}

/**
 * The Lal Kitab chart drawn North Indian style with Aries fixed in house 1: each planet sits
 * in the box of its house, whatever the lagna's sign, so a box's number is its house.
 */
function LalKitabChart({ answer }: { answer: LalKitabAnswer }) {
  const { t } = useTranslation('tools');
  const { t: tKundli } = useTranslation('kundli');
  const names = useAstroNames();
  const items: ChartItem[] = answer.planets.map((planet) => ({
    key: planet.id,
    sign: planet.house,
    abbreviation: tKundli(`abbreviations.${planet.id}`),
    detail: t('lalKitab.placement', { planet: names.planet(planet.id), house: planet.house }),
  }));
  const description = answer.planets
    .map((planet) =>
      t('lalKitab.placement', { planet: names.planet(planet.id), house: planet.house }),
    )
    .join(' ');
  return (
    <ChartSvg
      cells={chartCells('north', 1)}
      items={items}
      markAscendant={false}
      title={t('lalKitab.chartTitle')}
      description={description}
      hint={tKundli('chart.hint')}
    />
  );
}

function LalKitabReading({ answer }: { answer: LalKitabAnswer }) {
  const { t } = useTranslation('tools');
  const names = useAstroNames();
  const { language } = useLanguage();
  const list = (items: readonly string[]) =>
    new Intl.ListFormat(intlLocale(language), { type: 'disjunction' }).format(items);
  return (
    <div className="space-y-8" data-testid="lal-kitab-result">
      <div className="grid items-start gap-6 md:grid-cols-2">
        <LalKitabChart answer={answer} />
        <div className="space-y-3">
          <p className="text-slate-700">
            {t('lalKitab.chartNote', { sign: names.sign(answer.lagnaSign) })}
          </p>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-slate-500">
                <th className="py-1 font-medium">{t('lalKitab.planet')}</th>
                <th className="py-1 font-medium">{t('lalKitab.houseColumn')}</th>
                <th className="py-1 font-medium">{t('lalKitab.state')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.planets.map((planet) => (
                <tr
                  key={planet.id}
                  className="border-t border-slate-100"
                  data-testid={`lk-${planet.id}`}
                >
                  <td className="py-1 font-medium text-slate-900">{names.planet(planet.id)}</td>
                  <td className="py-1">{planet.house}</td>
                  <td className="py-1 text-slate-700">
                    {t(`lalKitab.states.${planet.state}`, {
                      houses: planet.pakkaGhar.join(', '),
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <section aria-labelledby="lk-debts" className="space-y-4">
        <h2 id="lk-debts" className="font-display text-2xl font-semibold text-slate-900">
          {t('lalKitab.debtsTitle')}
        </h2>
        {answer.debts.length === 0 ? (
          <p className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-slate-800">
            {t('lalKitab.noDebts')}
          </p>
        ) : (
          <ul className="space-y-4">
            {answer.debts.map((debt) => (
              <li
                key={debt.id}
                className="rounded-2xl border border-amber-200 bg-white p-5 shadow-sm"
                data-testid={`rin-${debt.id}`}
              >
                <h3 className="font-display text-xl font-semibold text-slate-900">{debt.name}</h3>
                <p className="mt-1 text-sm font-medium text-amber-800">
                  {t('lalKitab.because', {
                    causes: debt.causes
                      .map((c) =>
                        t('lalKitab.placement', { planet: names.planet(c.planet), house: c.house }),
                      )
                      .join(' '),
                  })}{' '}
                  {t('lalKitab.rule', {
                    planets: list(debt.rule.planets.map((p) => names.planet(p))),
                    houses: list(debt.rule.houses.map(String)),
                  })}
                </p>
                <p className="mt-2 text-slate-700">{debt.meaning}</p>
                <p className="mt-2 text-slate-900">
                  <span className="font-semibold">{t('lalKitab.remedy')}: </span>
                  {debt.remedy}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      {answer.remedies.length > 0 ? (
        <section aria-labelledby="lk-remedies" className="space-y-3">
          <h2 id="lk-remedies" className="font-display text-2xl font-semibold text-slate-900">
            {t('lalKitab.remediesTitle')}
          </h2>
          <ul className="space-y-2">
            {answer.remedies.map((remedy) => (
              <li
                key={remedy.planet}
                className="rounded-xl border border-slate-200 bg-white p-4"
                data-testid={`lk-remedy-${remedy.planet}`}
              >
                <span className="font-semibold">
                  {t('lalKitab.weak', { planet: names.planet(remedy.planet), house: remedy.house })}
                </span>{' '}
                {remedy.remedy}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <details className="rounded-xl border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer font-medium text-slate-900">
          {t('lalKitab.howTitle')}
        </summary>
        <p className="mt-2 text-sm text-slate-700">{t('lalKitab.how')}</p>
      </details>
      <p className="text-sm text-slate-600">{t('lalKitab.disclaimer')}</p>
    </div>
  );
}
