import { PLANET_IDS, type PlanetId, type VargaId } from '@jyotish/contract';
import { dignityOf } from '@jyotish/engine';
import {
  chartBlock,
  fill,
  lordOfSign,
  paragraph,
  planetList,
  planetName,
  type SectionBuilder,
  type SectionContext,
  signName,
  signOfHouse,
  strengthOf,
} from './section-kit.js';

function vargaChart(context: SectionContext, varga: VargaId, title: string) {
  const { ascendant, planets } = context.chart.kundli.vargas[varga];
  return chartBlock(context, title, ascendant, planets);
}

/**
 * A graha's strength in a divisional sign, its dignity read at the sign's middle (a varga
 * has no degrees), as the three texts of the varga phrases name it.
 */
function vargaStrength(planet: PlanetId, sign: number): 'strong' | 'mixed' | 'weak' {
  const strength = strengthOf(dignityOf(planet, sign, 15));
  return strength === 'middling' ? 'mixed' : strength;
}

export const navamsa: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const d9 = chart.kundli.vargas.D9;
  const venusSign = d9.planets.venus;
  const vargottama = PLANET_IDS.filter((id) => chart.planet[id].sign === d9.planets[id]);
  return {
    id: 'navamsa',
    heading: phrases.headings.navamsa,
    blocks: [
      paragraph(
        fill(context, phrases.vargas.navamsaIntro, { sign: signName(context, d9.ascendant) }),
      ),
      vargaChart(context, 'D9', phrases.labels.navamsaChart),
      paragraph(
        fill(context, phrases.vargas.navamsaVenus[vargaStrength('venus', venusSign)], {
          sign: signName(context, venusSign),
        }),
      ),
      paragraph(
        vargottama.length > 0
          ? fill(context, phrases.vargas.vargottama, { planets: planetList(context, vargottama) })
          : phrases.vargas.noVargottama,
      ),
    ],
  };
};

export const dashamsa: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const d10 = chart.kundli.vargas.D10;
  const tenthLord = lordOfSign(signOfHouse(chart.lagnaSign, 10));
  const sign = d10.planets[tenthLord];
  const strength = vargaStrength(tenthLord, sign);
  return {
    id: 'dashamsa',
    heading: phrases.headings.dashamsa,
    blocks: [
      paragraph(
        fill(context, phrases.vargas.dashamsaIntro, { sign: signName(context, d10.ascendant) }),
      ),
      vargaChart(context, 'D10', phrases.labels.dashamsaChart),
      paragraph(
        fill(context, phrases.vargas.dashamsaTenthLord[strength], {
          planet: planetName(context, tenthLord),
          sign: signName(context, sign),
        }),
      ),
    ],
  };
};

export const saptamsa: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const d7 = chart.kundli.vargas.D7;
  return {
    id: 'saptamsa',
    heading: fill(context, phrases.labels.saptamsaChart),
    blocks: [
      paragraph(
        fill(context, phrases.vargas.saptamsaIntro, { sign: signName(context, d7.ascendant) }),
      ),
      vargaChart(context, 'D7', phrases.labels.saptamsaChart),
    ],
  };
};
