import { AYANAMSA_IDS, type AyanamsaId, type KundliResponse } from '@jyotish/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface HowComputedProps {
  readonly chart: KundliResponse;
  /** The ayanamsa asked for; it differs from the chart's while the new chart loads. */
  readonly ayanamsa: AyanamsaId;
  readonly onAyanamsaChange: (ayanamsa: AyanamsaId) => void;
  readonly recomputing: boolean;
}

/** Degrees with minutes and seconds, e.g. 23.7263 → 23°43′35″. */
function formatArc(degrees: number): string {
  const totalSeconds = Math.round(degrees * 3600);
  const d = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  return `${d}°${String(m).padStart(2, '0')}′${String(s).padStart(2, '0')}″`;
}

/**
 * The "how computed" panel: ayanamsa (switchable; the chart is recomputed), its value, the
 * zone and offset used, the birth instant in UTC, and the conventions (zodiac, houses,
 * nodes, dasha year, ephemeris, combustion orbs).
 */
export function HowComputed({ chart, ayanamsa, onAyanamsaChange, recomputing }: HowComputedProps) {
  const { t } = useTranslation('kundli');
  const headingId = useId();
  const selectId = useId();
  const { computation, input } = chart;
  const rows: [string, string][] = [
    [t('computed.ayanamsaValue'), formatArc(computation.ayanamsaDegrees)],
    [t('computed.zodiac'), t(`computed.${computation.zodiac}`)],
    [
      t('computed.zone'),
      t(
        input.timezoneSource === 'coordinates'
          ? 'computed.zoneFromCoordinates'
          : 'computed.zoneFromRequest',
        {
          zone: computation.timezone,
        },
      ),
    ],
    [t('computed.offset'), `UTC${computation.utcOffset}`],
    [t('computed.utc'), input.utc.replace('T', ' ').replace('.000Z', ' UTC')],
    [t('computed.coordinates'), `${input.latitude.toFixed(4)}, ${input.longitude.toFixed(4)}`],
    [t('computed.houses'), t(`computed.houseSystems.${computation.houseSystem}`)],
    [t('computed.nodes'), t(`computed.nodeTypes.${computation.nodeType}`)],
    [t('computed.dashaYear'), t('computed.dashaYearDays', { days: computation.dashaYearDays })],
    [
      t('computed.ephemeris'),
      t(`computed.ephemerides.${computation.ephemeris}`, { version: computation.version }),
    ],
  ];
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 print:bg-white"
    >
      <h2 id={headingId} className="font-display text-2xl font-bold text-slate-900">
        {t('computed.heading')}
      </h2>
      <p className="text-slate-700">{t('computed.lead')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
          {t('computed.ayanamsa')}
        </label>
        <select
          id={selectId}
          value={ayanamsa}
          onChange={(event) => {
            const chosen = AYANAMSA_IDS.find((id) => id === event.target.value);
            if (chosen) onAyanamsaChange(chosen);
          }}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100 print:hidden"
        >
          {AYANAMSA_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`computed.ayanamsas.${id}`)}
            </option>
          ))}
        </select>
        <span className="hidden print:inline">
          {t(`computed.ayanamsas.${computation.ayanamsa}`)}
        </span>
        {recomputing ? (
          <span role="status" className="text-sm text-slate-600">
            {t('result.loading')}
          </span>
        ) : null}
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="how-computed">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {input.localTimeStatus !== 'ok' ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t(`computed.localTime.${input.localTimeStatus}`)}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">{t('computed.combustion')}</p>
    </section>
  );
}
