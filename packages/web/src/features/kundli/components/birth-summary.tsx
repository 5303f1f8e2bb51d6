import type { KundliResponse } from '@jyotish/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDegree } from '@/lib/astro-format';
import { useAstroNames } from '@/lib/use-astro-names';

/** Lagna, rasi (moon sign), birth nakshatra and the sidereal Sun sign, each with what it means. */
export function BirthSummary({ chart }: { chart: KundliResponse }) {
  const { t } = useTranslation('kundli');
  const names = useAstroNames();
  const headingId = useId();
  const moon = chart.planets.find((planet) => planet.id === 'moon');
  const sun = chart.planets.find((planet) => planet.id === 'sun');
  const entries = [
    {
      key: 'lagna',
      label: t('summary.lagna'),
      value: `${names.sign(chart.ascendant.sign)} ${formatDegree(chart.ascendant.signDegree)}`,
      lead: t('summary.lagnaLead'),
    },
    ...(moon
      ? [
          {
            key: 'rasi',
            label: t('summary.rasi'),
            value: names.sign(moon.sign),
            lead: t('summary.rasiLead'),
          },
          {
            key: 'nakshatra',
            label: t('summary.nakshatra'),
            value: `${t('summary.padaOf', {
              nakshatra: names.nakshatra(moon.nakshatra),
              pada: moon.pada,
            })} · ${t('summary.lordOf', { lord: names.planet(moon.nakshatraLord) })}`,
            lead: t('summary.nakshatraLead'),
          },
        ]
      : []),
    ...(sun
      ? [{ key: 'sun', label: t('summary.sunSign'), value: names.sign(sun.sign), lead: '' }]
      : []),
  ];
  return (
    <section aria-labelledby={headingId} className="space-y-4 break-inside-avoid">
      <h2 id={headingId} className="font-display text-2xl font-bold text-slate-900">
        {t('summary.heading')}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        {entries.map((entry) => (
          <div
            key={entry.key}
            className="rounded-xl border border-brand-100 bg-brand-50/60 p-4 print:border-slate-300 print:bg-white"
            data-testid={`summary-${entry.key}`}
          >
            <dt className="text-sm font-medium text-slate-600">{entry.label}</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900">{entry.value}</dd>
            {entry.lead ? <dd className="mt-1 text-sm text-slate-600">{entry.lead}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
