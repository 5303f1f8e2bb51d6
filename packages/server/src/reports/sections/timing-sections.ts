import { ASTRO_TERMS, PLANET_IDS, type PlanetId } from '@jyotish/contract';
import { runningDasha } from './dasha-remedy-sections.js';
import {
  dateText,
  fill,
  houseOfSign,
  listText,
  lordOfSign,
  monthText,
  occupantsOf,
  ordinal,
  paragraph,
  planetName,
  type SectionBuilder,
  type SectionContext,
  signName,
  signOfHouse,
} from './section-kit.js';

/** Houses from the Moon where a transiting graha does well (gochara, Phaladeepika ch. 26). */
const FAVOURABLE_FROM_MOON: Readonly<Record<PlanetId, readonly number[]>> = {
  sun: [3, 6, 10, 11],
  moon: [1, 3, 6, 7, 10, 11],
  mars: [3, 6, 11],
  mercury: [2, 4, 6, 8, 10, 11],
  jupiter: [2, 5, 7, 9, 11],
  venus: [1, 2, 3, 4, 5, 8, 9, 11, 12],
  saturn: [3, 6, 11],
  rahu: [3, 6, 11],
  ketu: [3, 6, 11],
};
const MONTHLY_MOVERS: readonly PlanetId[] = ['sun', 'mars', 'mercury', 'venus'];
const TIMING_YEARS = 25;
const MAX_TIMING_PERIODS = 6;

function fromMoon(context: SectionContext, sign: number): number {
  return houseOfSign(context.chart.planet.moon.sign, sign);
}

/**
 * The antardashas of the coming years whose mahadasha or antardasha lord signifies a matter
 * (the house's lord, its occupants, its karaka), both lords first: the classical timing rule.
 */
function periodsOf(context: SectionContext, significators: ReadonlySet<PlanetId>): string[] {
  const from = context.chart.asOfMs;
  const to = from + TIMING_YEARS * 365.25 * 86_400_000;
  const found = context.chart.kundli.dasha.periods.flatMap((maha) =>
    maha.periods
      .filter((antar) => antar.endMs > from && antar.startMs < to)
      .filter((antar) => significators.has(maha.lord) || significators.has(antar.lord))
      .map((antar) => ({
        maha,
        antar,
        both: significators.has(maha.lord) && significators.has(antar.lord),
      })),
  );
  return found
    .sort((a, b) => Number(b.both) - Number(a.both) || a.antar.startMs - b.antar.startMs)
    .slice(0, MAX_TIMING_PERIODS)
    .sort((a, b) => a.antar.startMs - b.antar.startMs)
    .map(
      ({ maha, antar }) =>
        `${planetName(context, maha.lord)}–${planetName(context, antar.lord)} (${dateText(context, Math.max(antar.startMs, from))} – ${dateText(context, antar.endMs)})`,
    );
}

function significatorsOf(context: SectionContext, house: number, karaka: PlanetId): Set<PlanetId> {
  return new Set([
    lordOfSign(signOfHouse(context.chart.lagnaSign, house)),
    karaka,
    ...occupantsOf(context, house),
  ]);
}

export const yearOverview: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const { maha, antar } = runningDasha(context);
  const last = chart.months.at(-1)?.startMs ?? chart.asOfMs;
  return {
    id: 'year-overview',
    heading: phrases.headings.yearOverview,
    blocks: [
      paragraph(
        fill(context, phrases.yearly.overview, {
          from: monthText(context, chart.months[0]?.startMs ?? chart.asOfMs),
          to: monthText(context, last),
          maha: maha ? planetName(context, maha.lord) : '',
          antar: antar ? planetName(context, antar.lord) : '',
        }),
      ),
    ],
  };
};

export const dashaThisYear: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const from = chart.asOfMs;
  const to = from + 365.25 * 86_400_000;
  const starting = chart.kundli.dasha.periods.flatMap((maha) =>
    maha.periods
      .filter((antar) => antar.startMs > from && antar.startMs < to)
      .map((antar) => ({ maha, antar })),
  );
  return {
    id: 'dasha-this-year',
    heading: phrases.headings.dashaThisYear,
    blocks:
      starting.length === 0
        ? [paragraph(phrases.yearly.noDashaChange)]
        : starting.map(({ maha, antar }) =>
            paragraph(
              fill(context, phrases.yearly.dashaChange, {
                antar: `${planetName(context, maha.lord)}–${planetName(context, antar.lord)}`,
                from: dateText(context, antar.startMs),
              }),
            ),
          ),
  };
};

/** One month of the yearly report: where the fast grahas stand from the Moon, and the verdict. */
export function monthSection(index: number): SectionBuilder {
  return (context) => {
    const { chart, phrases } = context;
    const month = chart.months[index];
    const blocks = [];
    let good = 0;
    for (const planet of MONTHLY_MOVERS) {
      const state = month?.states.find((s) => s.planet === planet);
      if (!state) continue;
      const house = fromMoon(context, state.sign);
      const favourable = FAVOURABLE_FROM_MOON[planet].includes(house);
      if (favourable) good += 1;
      const list = favourable ? phrases.yearly.favourable : phrases.yearly.testing;
      blocks.push(
        paragraph(
          `${fill(context, list[PLANET_IDS.indexOf(planet)] ?? '', { sign: signName(context, state.sign), n: ordinal(context, house) })} ${phrases.yearly.houseFocus[house - 1] ?? ''}`,
        ),
      );
    }
    const verdict =
      good >= 3
        ? phrases.yearly.monthGood
        : good >= 2
          ? phrases.yearly.monthMixed
          : phrases.yearly.monthHard;
    blocks.push(paragraph(verdict));
    return {
      id: `month-${index + 1}`,
      heading: fill(context, phrases.headings.yearMonth, {
        month: monthText(context, month?.startMs ?? chart.asOfMs),
      }),
      blocks,
    };
  };
}

function slowTransit(
  planet: 'jupiter' | 'saturn' | 'rahu',
  id: string,
  heading: string,
  texts: readonly string[],
): SectionBuilder {
  return (context) => {
    const state = context.chart.transitsNow.find((s) => s.planet === planet);
    const sign = state?.sign ?? 1;
    const house = fromMoon(context, sign);
    return {
      id,
      heading,
      blocks: [
        paragraph(
          fill(context, texts[house - 1] ?? '', {
            sign: signName(context, sign),
            n: ordinal(context, house),
          }),
        ),
      ],
    };
  };
}

export const jupiterTransit: SectionBuilder = (context) =>
  slowTransit(
    'jupiter',
    'jupiter-transit',
    context.phrases.headings.jupiterTransit,
    context.phrases.yearly.jupiterInHouse,
  )(context);
export const saturnTransit: SectionBuilder = (context) =>
  slowTransit(
    'saturn',
    'saturn-transit',
    context.phrases.headings.saturnTransit,
    context.phrases.yearly.saturnInHouse,
  )(context);
export const nodesTransit: SectionBuilder = (context) =>
  slowTransit(
    'rahu',
    'nodes-transit',
    context.phrases.headings.nodesTransit,
    context.phrases.yearly.rahuInHouse,
  )(context);

export const transitsNow: SectionBuilder = (context) => ({
  id: 'transits-now',
  heading: context.phrases.headings.transitsNow,
  blocks: [
    {
      kind: 'list',
      items: context.chart.transitsNow.map((state) =>
        fill(context, context.phrases.misc.transitLine, {
          planet: planetName(context, state.planet),
          sign: signName(context, state.sign),
          n: ordinal(context, fromMoon(context, state.sign)),
        }),
      ),
    },
  ],
});

export const careerFields: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const tenthSign = signOfHouse(chart.lagnaSign, 10);
  const occupants = occupantsOf(context, 10);
  const lord = lordOfSign(tenthSign);
  const planets = occupants.length > 0 ? occupants : [lord];
  return {
    id: 'career-fields',
    heading: phrases.headings.careerFields,
    blocks: [
      paragraph(phrases.career.fieldsBySign[tenthSign - 1] ?? ''),
      ...planets.map((p) => paragraph(phrases.career.fieldsByPlanet[PLANET_IDS.indexOf(p)] ?? '')),
    ],
  };
};

function timingSection(
  id: string,
  heading: string,
  house: number,
  karaka: PlanetId,
  text: string,
  none: string,
): SectionBuilder {
  return (context) => {
    const periods = periodsOf(context, significatorsOf(context, house, karaka));
    return {
      id,
      heading,
      blocks:
        periods.length === 0
          ? [paragraph(none)]
          : [paragraph(fill(context, text, { periods: listText(context, periods) }))],
    };
  };
}

export const careerTiming: SectionBuilder = (context) =>
  timingSection(
    'career-timing',
    context.phrases.headings.careerTiming,
    10,
    'saturn',
    context.phrases.career.timing,
    context.phrases.career.noTiming,
  )(context);

export const marriageTiming: SectionBuilder = (context) =>
  timingSection(
    'marriage-timing',
    context.phrases.headings.marriageTiming,
    7,
    'venus',
    context.phrases.marriage.timing,
    context.phrases.marriage.noTiming,
  )(context);

export const childrenTiming: SectionBuilder = (context) =>
  timingSection(
    'children-timing',
    context.phrases.headings.childrenTiming,
    5,
    'jupiter',
    context.phrases.child.timing,
    context.phrases.child.noTiming,
  )(context);

/** The graha of lowest degree in its sign (of the seven): Jaimini's darakaraka, the spouse's indicator. */
function darakarakaOf(context: SectionContext): PlanetId {
  const seven = PLANET_IDS.filter((id) => id !== 'rahu' && id !== 'ketu');
  return seven.reduce((low, id) =>
    context.chart.planet[id].signDegree < context.chart.planet[low].signDegree ? id : low,
  );
}

export const spouseNature: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const seventhSign = signOfHouse(chart.lagnaSign, 7);
  const karaka = darakarakaOf(context);
  return {
    id: 'spouse-nature',
    heading: phrases.headings.spouseNature,
    blocks: [
      paragraph(phrases.marriage.spouseBySign[seventhSign - 1] ?? ''),
      paragraph(
        fill(context, phrases.marriage.darakaraka[PLANET_IDS.indexOf(karaka)] ?? '', {
          planet: planetName(context, karaka),
        }),
      ),
    ],
  };
};

export const matching: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const match = chart.match;
  if (!match)
    return {
      id: 'matching',
      heading: phrases.headings.matching,
      blocks: [paragraph(phrases.marriage.matchingNoPartner)],
    };
  const total = match.ashtakoota.total;
  const verdict =
    total >= 28
      ? phrases.marriage.matchingExcellent
      : total >= 18
        ? phrases.marriage.matchingGood
        : phrases.marriage.matchingLow;
  const partner = chart.inputs.partner;
  const values = {
    // Unnamed, the partner is known by their birth date.
    partner: partner?.name || partner?.birthDate || '',
    points: String(total),
  };
  return {
    id: 'matching',
    heading: phrases.headings.matching,
    blocks: [
      paragraph(fill(context, phrases.marriage.matchingIntro, values)),
      {
        kind: 'table',
        columns: [phrases.labels.theme, phrases.labels.points, phrases.labels.outOf],
        rows: match.ashtakoota.kootas.map((koota) => [
          ASTRO_TERMS[context.lang][koota.id] ?? koota.id,
          String(koota.score),
          String(koota.max),
        ]),
      },
      paragraph(fill(context, verdict, values)),
    ],
  };
};

export const childrenOutlook: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const jupiter = chart.planet.jupiter;
  const dignity = jupiter.dignity;
  const text =
    dignity === 'exalted' || dignity === 'own' || dignity === 'moolatrikona' || dignity === 'friend'
      ? phrases.child.jupiterStrong
      : dignity === 'neutral'
        ? phrases.child.jupiterMiddling
        : phrases.child.jupiterWeak;
  return {
    id: 'children-outlook',
    heading: phrases.headings.childrenOutlook,
    blocks: [paragraph(fill(context, text, { sign: signName(context, jupiter.sign) }))],
  };
};

export const closing: SectionBuilder = (context) => ({
  id: 'closing',
  heading: context.phrases.headings.closing,
  blocks: [paragraph(context.phrases.misc.closing)],
});
