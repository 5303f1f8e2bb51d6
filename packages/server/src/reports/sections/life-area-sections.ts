import { LIFE_AREA_HOUSE, type LifeArea } from '../phrases/report-phrases.js';
import {
  fill,
  houseOfSign,
  lordOfSign,
  NATURAL_BENEFICS,
  occupantsOf,
  ordinal,
  paragraph,
  planetList,
  planetName,
  type SectionBuilder,
  signName,
  signOfHouse,
  strengthOf,
} from './section-kit.js';

/** A life area from its main house: the lord's strength, then benefics or malefics in it. */
export function lifeAreaSection(area: LifeArea): SectionBuilder {
  return (context) => {
    const { chart, phrases } = context;
    const texts = phrases.lifeAreas[area];
    const house = LIFE_AREA_HOUSE[area];
    const lord = lordOfSign(signOfHouse(chart.lagnaSign, house));
    const placement = chart.planet[lord];
    const occupants = occupantsOf(context, house);
    const benefics = occupants.filter((p) => NATURAL_BENEFICS.has(p));
    const malefics = occupants.filter((p) => !NATURAL_BENEFICS.has(p));
    const values = {
      planet: planetName(context, lord),
      sign: signName(context, placement.sign),
      n: ordinal(context, houseOfSign(chart.lagnaSign, placement.sign)),
    };
    const blocks = [
      paragraph(texts.intro),
      paragraph(fill(context, texts[strengthOf(placement.dignity)], values)),
    ];
    if (benefics.length > 0)
      blocks.push(
        paragraph(fill(context, texts.benefics, { planets: planetList(context, benefics) })),
      );
    if (malefics.length > 0)
      blocks.push(
        paragraph(fill(context, texts.malefics, { planets: planetList(context, malefics) })),
      );
    return { id: `area-${area}`, heading: phrases.headings.lifeArea[area], blocks };
  };
}
