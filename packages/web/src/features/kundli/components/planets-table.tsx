import type { KundliResponse } from '@jyotish/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDegree } from '@/lib/astro-format';
import { useAstroNames } from '@/lib/use-astro-names';

/** The nine grahas and the ascendant: sign, degree, nakshatra and pada, lord, house, dignity, motion. */
export function PlanetsTable({ chart }: { chart: KundliResponse }) {
  const { t } = useTranslation('kundli');
  const names = useAstroNames();
  const headingId = useId();
  const cell = 'px-3 py-2 text-left';
  // On a phone the table scrolls sideways; the planet's name stays in view while it does.
  const rowHeader = `${cell} sticky left-0 bg-white font-semibold`;
  return (
    <section aria-labelledby={headingId} className="space-y-4 break-inside-avoid">
      <h2 id={headingId} className="font-display text-2xl font-bold text-slate-900">
        {t('planets.heading')}
      </h2>
      <div className="overflow-x-auto rounded-xl border border-slate-200 print:overflow-visible">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{t('planets.caption')}</caption>
          <thead className="bg-brand-50 text-slate-800">
            <tr>
              <th scope="col" className={`${cell} sticky left-0 bg-brand-50`}>
                {t('planets.planet')}
              </th>
              <th scope="col" className={cell}>
                {t('planets.sign')}
              </th>
              <th scope="col" className={cell}>
                {t('planets.degree')}
              </th>
              <th scope="col" className={cell}>
                {t('planets.nakshatra')}
              </th>
              <th scope="col" className={cell}>
                {t('planets.lord')}
              </th>
              <th scope="col" className={cell}>
                {t('planets.house')}
              </th>
              <th scope="col" className={cell}>
                {t('planets.dignity')}
              </th>
              <th scope="col" className={cell}>
                {t('planets.status')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white text-slate-900">
            <tr>
              <th scope="row" className={rowHeader}>
                {t('planets.ascendant')}
              </th>
              <td className={cell}>{names.sign(chart.ascendant.sign)}</td>
              <td className={`${cell} tabular-nums`}>{formatDegree(chart.ascendant.signDegree)}</td>
              <td className={cell}>
                {t('summary.padaOf', {
                  nakshatra: names.nakshatra(chart.ascendant.nakshatra),
                  pada: chart.ascendant.pada,
                })}
              </td>
              <td className={cell} />
              <td className={cell}>1</td>
              <td className={cell} />
              <td className={cell} />
            </tr>
            {chart.planets.map((planet) => (
              <tr key={planet.id}>
                <th scope="row" className={rowHeader}>
                  {names.planet(planet.id)}
                </th>
                <td className={cell}>{names.sign(planet.sign)}</td>
                <td className={`${cell} tabular-nums`}>{formatDegree(planet.signDegree)}</td>
                <td className={cell}>
                  {t('summary.padaOf', {
                    nakshatra: names.nakshatra(planet.nakshatra),
                    pada: planet.pada,
                  })}
                </td>
                <td className={cell}>{names.planet(planet.nakshatraLord)}</td>
                <td className={cell}>{planet.house}</td>
                <td className={cell}>{t(`planets.dignities.${planet.dignity}`)}</td>
                <td className={cell}>
                  {[
                    planet.retrograde ? t('planets.retrograde') : t('planets.direct'),
                    ...(planet.combust ? [t('planets.combust')] : []),
                  ].join(', ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
