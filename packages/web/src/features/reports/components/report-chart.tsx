import { chartCells, type ReportBlock } from '@jyotish/contract';
import { useTranslation } from 'react-i18next';
import { type ChartItem, ChartSvg } from '@/components/chart/chart-svg';

export type ChartBlock = Extract<ReportBlock, { kind: 'chart' }>;

const RETROGRADE = '℞';

/**
 * A report's chart block drawn as the kundli's North Indian chart: the houses from the lagna
 * (the top diamond), each with its sign's number and the grahas' short names as the report
 * wrote them, in its language; a retrograde graha's ℞ is drawn raised, as the kundli does.
 */
export function ReportChart({ block }: { block: ChartBlock }) {
  const { t } = useTranslation('reports');
  const ascendant = block.houses[0]?.sign ?? 1;
  const signName = (sign: number) => block.signNames[sign - 1] ?? String(sign);
  const items = block.houses.flatMap((house, index) =>
    house.planets.map(
      (planet, at): ChartItem => ({
        key: `${index + 1}-${at}`,
        sign: house.sign,
        abbreviation: planet.replace(RETROGRADE, '').trim(),
        mark: planet.includes(RETROGRADE) ? RETROGRADE : undefined,
        detail: t('chart.detail', { planet, house: index + 1, sign: signName(house.sign) }),
      }),
    ),
  );
  const houses = block.houses
    .map((house, index) =>
      t('chart.house', {
        house: index + 1,
        sign: signName(house.sign),
        planets: house.planets.length > 0 ? house.planets.join(', ') : t('chart.emptyHouse'),
      }),
    )
    .join(' ');
  return (
    <div className="space-y-2 break-inside-avoid" data-testid="report-chart">
      <p className="text-center font-semibold text-slate-900">{block.title}</p>
      <ChartSvg
        cells={chartCells('north', ascendant)}
        items={items}
        title={block.title}
        description={t('chart.description', { houses })}
        hint={t('chart.hint')}
        markAscendant={false}
      />
    </div>
  );
}
