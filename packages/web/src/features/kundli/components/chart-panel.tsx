import {
  CHART_STYLES,
  type ChartStyle,
  type KundliResponse,
  VARGA_IDS,
  type VargaId,
} from '@jyotish/contract';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BirthChart } from '@/components/chart/birth-chart';

export interface ChartPanelProps {
  readonly chart: KundliResponse;
  readonly style: ChartStyle;
  readonly varga: VargaId;
  readonly onStyleChange: (style: ChartStyle) => void;
  readonly onVargaChange: (varga: VargaId) => void;
  /**
   * Draws these styles side by side without a style switch: one style on the pages of one
   * style (`/kundli/north-indian`), all three on `/chart-test`.
   */
  readonly fixedStyles?: readonly ChartStyle[] | undefined;
}

/** The chart with its style switch (North, South, East Indian) and the divisional-chart selector. */
export function ChartPanel({
  chart,
  style,
  varga,
  onStyleChange,
  onVargaChange,
  fixedStyles,
}: ChartPanelProps) {
  const { t } = useTranslation('kundli');
  const headingId = useId();
  const selectId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4 break-inside-avoid">
      <h2 id={headingId} className="font-display text-2xl font-bold text-slate-900">
        {t('chart.heading')}
      </h2>
      <div className="flex flex-wrap items-end gap-4 print:hidden">
        {fixedStyles ? null : (
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-slate-800">{t('chart.style')}</legend>
            <div className="inline-flex rounded-lg border border-brand-200 bg-white p-1">
              {CHART_STYLES.map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={style === option}
                  onClick={() => onStyleChange(option)}
                  className={clsx(
                    'rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
                    style === option
                      ? 'bg-brand-600 text-white'
                      : 'text-brand-700 hover:bg-brand-50',
                  )}
                >
                  {t(`chart.styles.${option}`)}
                </button>
              ))}
            </div>
          </fieldset>
        )}
        <div>
          <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-800">
            {t('vargas.label')}
          </label>
          <select
            id={selectId}
            value={varga}
            onChange={(event) => {
              const chosen = VARGA_IDS.find((id) => id === event.target.value);
              if (chosen) onVargaChange(chosen);
            }}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100"
          >
            {VARGA_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`vargas.${id}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="text-sm text-slate-600 print:hidden">{t('vargas.lead')}</p>
      {fixedStyles && fixedStyles.length > 1 ? (
        <div className="grid gap-6 md:grid-cols-3">
          {fixedStyles.map((each) => (
            <div key={each} className="space-y-2">
              <h3 className="text-center font-semibold text-slate-900">
                {t(`chart.styles.${each}`)}
              </h3>
              <BirthChart chart={chart} style={each} varga={varga} />
            </div>
          ))}
        </div>
      ) : (
        <BirthChart chart={chart} style={fixedStyles?.[0] ?? style} varga={varga} />
      )}
    </section>
  );
}
