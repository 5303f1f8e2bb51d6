import {
  type ChartStyle,
  chartCells,
  houseOfSign,
  type KundliResponse,
  type VargaId,
} from '@jyotish/contract';
import { useTranslation } from 'react-i18next';
import { formatDegree } from '@/lib/astro-format';
import { useAstroNames } from '@/lib/use-astro-names';
import { type ChartItem, ChartSvg } from './chart-svg';

export interface BirthChartProps {
  readonly chart: KundliResponse;
  readonly style: ChartStyle;
  readonly varga: VargaId;
}

/** One divisional chart of a kundli in one drawing style, planets abbreviated in the page language. */
export function BirthChart({ chart, style, varga }: BirthChartProps) {
  const { t } = useTranslation('kundli');
  const names = useAstroNames();
  const division = chart.vargas[varga];
  const ascendant = varga === 'D1' || !division ? chart.ascendant.sign : division.ascendant;

  const signOf = (planet: KundliResponse['planets'][number]) =>
    varga === 'D1' ? planet.sign : (division?.planets[planet.id] ?? planet.sign);

  const items: ChartItem[] = [
    {
      key: 'ascendant',
      sign: ascendant,
      abbreviation: t('abbreviations.ascendant'),
      emphasis: true,
      detail:
        varga === 'D1'
          ? t('chart.ascendantDetail', {
              degree: formatDegree(chart.ascendant.signDegree),
              sign: names.sign(ascendant),
            })
          : `${t('planets.ascendant')}: ${names.sign(ascendant)}`,
    },
    ...chart.planets.map((planet): ChartItem => {
      const sign = signOf(planet);
      const house = houseOfSign(ascendant, sign);
      return {
        key: planet.id,
        sign,
        abbreviation: t(`abbreviations.${planet.id}`),
        mark: planet.retrograde ? t('chart.retrogradeMark') : undefined,
        detail:
          varga === 'D1'
            ? t('chart.detail', {
                planet: names.planet(planet.id),
                retrograde: planet.retrograde ? t('chart.retrograde') : '',
                degree: formatDegree(planet.signDegree),
                sign: names.sign(sign),
                house,
                nakshatra: names.nakshatra(planet.nakshatra),
                pada: planet.pada,
              })
            : t('chart.vargaDetail', {
                planet: names.planet(planet.id),
                sign: names.sign(sign),
                house,
              }),
      };
    }),
  ];

  const cells = chartCells(style, ascendant);
  const houses = [...cells]
    .sort((a, b) => a.house - b.house)
    .map((cell) => {
      const inside = chart.planets.filter((planet) => signOf(planet) === cell.sign);
      return t('chart.house', {
        house: cell.house,
        sign: names.sign(cell.sign),
        planets:
          inside.length > 0
            ? inside.map((planet) => names.planet(planet.id)).join(', ')
            : t('chart.emptyHouse'),
      });
    })
    .join(' ');

  return (
    <ChartSvg
      cells={cells}
      items={items}
      markAscendant={style !== 'north'}
      centerLabel={style === 'north' ? undefined : varga}
      title={t('chart.title', { style: t(`chart.styles.${style}`), varga: t(`vargas.${varga}`) })}
      description={t('chart.description', { ascendant: names.sign(ascendant), houses })}
      hint={t('chart.hint')}
    />
  );
}
