import { type AyanamsaId, PLANET_IDS, type PlanetId, VARA_NAMES } from '@jyotish/contract';
import {
  chartBlock,
  dateText,
  degreeText,
  fill,
  houseOfSign,
  lordOfSign,
  nakshatraName,
  ordinal,
  ordinalList,
  paragraph,
  planetList,
  planetName,
  type SectionBuilder,
  signName,
} from './section-kit.js';

/** Ayanamsas by their authors' names, which every language's almanacs print in Latin letters too. */
const AYANAMSA_NAMES: Readonly<Record<AyanamsaId, string>> = {
  lahiri: 'Lahiri',
  raman: 'B. V. Raman',
  krishnamurti: 'Krishnamurti',
  'true-chitra': 'True Chitra',
  tropical: 'Sayana',
};

export const birthDetails: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const { birth } = chart.inputs;
  const moon = chart.planet.moon;
  const sun = chart.planet.sun;
  const weekday = new Date(
    chart.chart.used.utcMs + chart.chart.used.utcOffsetMinutes * 60_000,
  ).getUTCDay();
  const l = phrases.labels;
  return {
    id: 'birth-details',
    heading: phrases.headings.birthDetails,
    blocks: [
      paragraph(
        fill(context, phrases.misc.birthIntro, {
          weekday: VARA_NAMES[context.lang][weekday] ?? '',
        }),
      ),
      {
        kind: 'facts',
        rows: [
          { label: l.name, value: birth.name ?? '' },
          { label: l.birthDate, value: dateText(context, chart.chart.used.utcMs) },
          { label: l.birthTime, value: birth.birthTime.slice(0, 5) },
          {
            label: l.place,
            value: `${birth.latitude.toFixed(2)}°, ${birth.longitude.toFixed(2)}°`,
          },
          { label: l.timeZone, value: chart.timeZone },
          {
            label: l.lagna,
            value: `${signName(context, chart.lagnaSign)} ${degreeText(chart.kundli.ascendant.signDegree)}`,
          },
          { label: l.moonSign, value: signName(context, moon.sign) },
          { label: l.sunSign, value: signName(context, sun.sign) },
          {
            label: l.nakshatra,
            value: `${nakshatraName(context, moon.nakshatra)}, ${l.pada} ${moon.pada}`,
          },
          {
            label: l.ayanamsa,
            value: `${AYANAMSA_NAMES[chart.kundli.ayanamsa.id]} ${degreeText(chart.kundli.ayanamsa.degrees)}`,
          },
        ],
      },
    ],
  };
};

export const rasiChart: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const signs = Object.fromEntries(PLANET_IDS.map((id) => [id, chart.planet[id].sign])) as Record<
    PlanetId,
    number
  >;
  const retrograde = new Set(
    PLANET_IDS.filter((id) => id !== 'rahu' && id !== 'ketu' && chart.planet[id].retrograde),
  );
  return {
    id: 'rasi-chart',
    heading: phrases.headings.rasiChart,
    blocks: [
      paragraph(
        fill(context, phrases.misc.chartIntro, { sign: signName(context, chart.lagnaSign) }),
      ),
      chartBlock(context, phrases.labels.rasiChart, chart.lagnaSign, signs, retrograde),
    ],
  };
};

export const positions: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const l = phrases.labels;
  return {
    id: 'positions',
    heading: phrases.headings.positions,
    blocks: [
      paragraph(phrases.misc.positionsIntro),
      {
        kind: 'table',
        columns: [l.planet, l.sign, l.degree, l.house, l.nakshatra, l.dignity, l.motion],
        rows: PLANET_IDS.map((id) => {
          const p = chart.planet[id];
          return [
            planetName(context, id),
            signName(context, p.sign),
            degreeText(p.signDegree),
            ordinal(context, houseOfSign(chart.lagnaSign, p.sign)),
            `${nakshatraName(context, p.nakshatra)} ${p.pada}`,
            phrases.dignityNames[p.dignity],
            [p.retrograde ? l.retrograde : l.direct, p.combust ? l.combust : '']
              .filter(Boolean)
              .join(', '),
          ];
        }),
      },
    ],
  };
};

export const lagna: SectionBuilder = (context) => ({
  id: 'lagna',
  heading: context.phrases.headings.lagna,
  blocks: [paragraph(context.phrases.lagnaNature[context.chart.lagnaSign - 1] ?? '')],
});

export const moonSign: SectionBuilder = (context) => ({
  id: 'moon-sign',
  heading: context.phrases.headings.moonSign,
  blocks: [paragraph(context.phrases.moonSignNature[context.chart.planet.moon.sign - 1] ?? '')],
});

export const nakshatra: SectionBuilder = (context) => {
  const moon = context.chart.planet.moon;
  return {
    id: 'nakshatra',
    heading: context.phrases.headings.nakshatra,
    blocks: [
      paragraph(context.phrases.nakshatraNature[moon.nakshatra - 1] ?? ''),
      paragraph(
        fill(context, context.phrases.padaNote[moon.pada - 1] ?? '', {
          n: ordinal(context, moon.pada),
        }),
      ),
    ],
  };
};

export const lagnaLord: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const lord = lordOfSign(chart.lagnaSign);
  const placement = chart.planet[lord];
  const house = houseOfSign(chart.lagnaSign, placement.sign);
  return {
    id: 'lagna-lord',
    heading: phrases.headings.lagnaLord,
    blocks: [
      paragraph(
        fill(context, phrases.misc.lagnaLordInHouse[house - 1] ?? '', {
          planet: planetName(context, lord),
          n: ordinal(context, house),
          sign: signName(context, placement.sign),
        }),
      ),
      paragraph(
        fill(context, phrases.lordDignity[placement.dignity], {
          planet: planetName(context, lord),
          sign: signName(context, placement.sign),
        }),
      ),
    ],
  };
};

/** The graha with the highest degree in its sign (Jaimini's chara karakas, seven grahas). */
export function atmakarakaOf(context: Parameters<SectionBuilder>[0]): PlanetId {
  const seven = PLANET_IDS.filter((id) => id !== 'rahu' && id !== 'ketu');
  return seven.reduce((best, id) =>
    context.chart.planet[id].signDegree > context.chart.planet[best].signDegree ? id : best,
  );
}

export const atmakaraka: SectionBuilder = (context) => {
  const karaka = atmakarakaOf(context);
  return {
    id: 'atmakaraka',
    heading: context.phrases.headings.atmakaraka,
    blocks: [
      paragraph(
        fill(context, context.phrases.misc.atmakaraka[PLANET_IDS.indexOf(karaka)] ?? '', {
          planet: planetName(context, karaka),
        }),
      ),
    ],
  };
};

export const retrogradePlanets: SectionBuilder = (context) => {
  const retro = PLANET_IDS.filter(
    (id) => id !== 'rahu' && id !== 'ketu' && context.chart.planet[id].retrograde,
  );
  return {
    id: 'retrograde',
    heading: context.phrases.headings.retrogradePlanets,
    blocks: [
      paragraph(
        retro.length === 0
          ? context.phrases.misc.noRetrograde
          : fill(context, context.phrases.misc.someRetrograde, {
              planets: planetList(context, retro),
            }),
      ),
      ...retro.map((id) =>
        paragraph(fill(context, context.phrases.retrograde, { planet: planetName(context, id) })),
      ),
    ],
  };
};

export const combustPlanets: SectionBuilder = (context) => {
  const combust = PLANET_IDS.filter((id) => context.chart.planet[id].combust);
  const sun = context.chart.planet.sun.longitude;
  return {
    id: 'combust',
    heading: context.phrases.headings.combustPlanets,
    blocks: [
      paragraph(
        combust.length === 0
          ? context.phrases.misc.noCombust
          : fill(context, context.phrases.misc.someCombust, {
              planets: planetList(context, combust),
            }),
      ),
      ...combust.map((id) => {
        const gap = Math.abs(((context.chart.planet[id].longitude - sun + 540) % 360) - 180);
        return paragraph(
          fill(context, context.phrases.combust, {
            planet: planetName(context, id),
            degrees: gap.toFixed(1),
          }),
        );
      }),
    ],
  };
};

export const houseLords: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const l = phrases.labels;
  return {
    id: 'house-lords',
    heading: phrases.headings.houseLords,
    blocks: [
      paragraph(phrases.misc.houseLordsIntro),
      {
        kind: 'table',
        columns: [l.house, l.sign, l.lord, `${l.lord}: ${l.house}`],
        rows: Array.from({ length: 12 }, (_, index) => {
          const sign = ((chart.lagnaSign - 1 + index) % 12) + 1;
          const lord = lordOfSign(sign);
          return [
            ordinal(context, index + 1),
            signName(context, sign),
            planetName(context, lord),
            ordinal(context, houseOfSign(chart.lagnaSign, chart.planet[lord].sign)),
          ];
        }),
      },
    ],
  };
};

/** Graha drishti (BPHS ch. 26): every graha the 7th; Mars also the 4th and 8th, Jupiter (and the nodes, as most readers take them) the 5th and 9th, Saturn the 3rd and 10th. */
const ASPECTS: Readonly<Record<PlanetId, readonly number[]>> = {
  sun: [7],
  moon: [7],
  mars: [4, 7, 8],
  mercury: [7],
  jupiter: [5, 7, 9],
  venus: [7],
  saturn: [3, 7, 10],
  rahu: [5, 7, 9],
  ketu: [5, 7, 9],
};

export const aspects: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const l = phrases.labels;
  return {
    id: 'aspects',
    heading: phrases.headings.aspects,
    blocks: [
      paragraph(phrases.misc.aspectsIntro),
      {
        kind: 'table',
        columns: [l.planet, l.house, phrases.headings.aspects],
        rows: PLANET_IDS.map((id) => {
          const house = houseOfSign(chart.lagnaSign, chart.planet[id].sign);
          const aspected = ASPECTS[id].map((offset) => ((house - 1 + offset - 1) % 12) + 1);
          return [planetName(context, id), ordinal(context, house), ordinalList(context, aspected)];
        }),
      },
    ],
  };
};

export const nakshatraLords: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const l = phrases.labels;
  return {
    id: 'nakshatra-lords',
    heading: phrases.headings.nakshatraLords,
    blocks: [
      paragraph(phrases.misc.nakshatraLordsIntro),
      {
        kind: 'table',
        columns: [l.planet, l.nakshatra, l.pada, l.lord],
        rows: PLANET_IDS.map((id) => {
          const p = chart.planet[id];
          return [
            planetName(context, id),
            nakshatraName(context, p.nakshatra),
            String(p.pada),
            planetName(context, p.nakshatraLord),
          ];
        }),
      },
    ],
  };
};

export const dignities: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const l = phrases.labels;
  return {
    id: 'dignities',
    heading: phrases.headings.dignities,
    blocks: [
      paragraph(phrases.misc.dignitiesIntro),
      {
        kind: 'table',
        columns: [l.planet, l.sign, l.lord, l.dignity],
        rows: PLANET_IDS.filter((id) => id !== 'rahu' && id !== 'ketu').map((id) => {
          const p = chart.planet[id];
          return [
            planetName(context, id),
            signName(context, p.sign),
            planetName(context, lordOfSign(p.sign)),
            phrases.dignityNames[p.dignity],
          ];
        }),
      },
    ],
  };
};
