import { PLANET_IDS, type PlanetId } from '@jyotish/contract';
import {
  fill,
  houseOfSign,
  housesRuledBy,
  lordOfSign,
  NATURAL_BENEFICS,
  occupantsOf,
  ordinal,
  ordinalList,
  paragraph,
  planetList,
  planetName,
  type SectionBuilder,
  signName,
  signOfHouse,
} from './section-kit.js';

/** Fire, earth, air, water: Aries is fire and the four repeat through the zodiac. */
function elementOf(sign: number): 0 | 1 | 2 | 3 {
  return ((sign - 1) % 4) as 0 | 1 | 2 | 3;
}

/** The house `n` from the lagna: what it governs, where its lord sits and how strong, who is in it. */
export function houseSection(house: number): SectionBuilder {
  return (context) => {
    const { chart, phrases } = context;
    const sign = signOfHouse(chart.lagnaSign, house);
    const lord = lordOfSign(sign);
    const placement = chart.planet[lord];
    const lordHouse = houseOfSign(chart.lagnaSign, placement.sign);
    const occupants = occupantsOf(context, house);
    const benefics = occupants.filter((p) => NATURAL_BENEFICS.has(p));
    const values = {
      planet: planetName(context, lord),
      n: ordinal(context, lordHouse),
      sign: signName(context, placement.sign),
      planets: planetList(context, occupants),
    };
    const occupancy =
      occupants.length === 0
        ? phrases.houseEmpty
        : benefics.length === occupants.length
          ? phrases.houseBenefics
          : benefics.length === 0
            ? phrases.houseMalefics
            : phrases.houseMixed;
    return {
      id: `house-${house}`,
      heading: fill(context, phrases.headings.house, {
        n: ordinal(context, house),
        theme: phrases.houseTheme[house - 1] ?? '',
      }),
      blocks: [
        paragraph(phrases.houseMeaning[house - 1] ?? ''),
        {
          kind: 'facts',
          rows: [
            { label: phrases.labels.sign, value: signName(context, sign) },
            {
              label: phrases.labels.lord,
              value: `${planetName(context, lord)} (${ordinal(context, lordHouse)})`,
            },
          ],
        },
        paragraph(fill(context, phrases.lordInHouse[lordHouse - 1] ?? '', values)),
        paragraph(fill(context, phrases.lordDignity[placement.dignity], values)),
        paragraph(fill(context, occupancy, values)),
      ],
    };
  };
}

/** One graha: what it signifies, its house and sign, dignity, combustion and retrogression. */
export function grahaSection(planet: PlanetId): SectionBuilder {
  return (context) => {
    const { chart, phrases } = context;
    const index = PLANET_IDS.indexOf(planet);
    const placement = chart.planet[planet];
    const house = houseOfSign(chart.lagnaSign, placement.sign);
    const values = {
      planet: planetName(context, planet),
      sign: signName(context, placement.sign),
      n: ordinal(context, house),
      keywords: phrases.planetKeywords[index] ?? '',
      houses: ordinalList(context, housesRuledBy(chart.lagnaSign, planet)),
    };
    const blocks = [
      paragraph(phrases.planetNature[index] ?? ''),
      paragraph(fill(context, phrases.planetInHouse[house - 1] ?? '', values)),
    ];
    if (planet === 'rahu' || planet === 'ketu') {
      blocks.push(paragraph(fill(context, phrases.nodeAxis[planet === 'rahu' ? 0 : 1], values)));
    } else {
      blocks.push(
        paragraph(fill(context, phrases.planetInElement[elementOf(placement.sign)], values)),
      );
      blocks.push(paragraph(fill(context, phrases.planetDignity[placement.dignity], values)));
      if (placement.combust) {
        const gap = Math.abs(
          ((placement.longitude - chart.planet.sun.longitude + 540) % 360) - 180,
        );
        blocks.push(
          paragraph(fill(context, phrases.combust, { ...values, degrees: gap.toFixed(1) })),
        );
      }
      if (placement.retrograde) blocks.push(paragraph(fill(context, phrases.retrograde, values)));
    }
    return {
      id: `graha-${planet}`,
      heading: fill(context, phrases.headings.graha, { planet: planetName(context, planet) }),
      blocks,
    };
  };
}
