import {
  GEM_FACTS,
  HOROSCOPE_TEXTS,
  PLANET_IDS,
  type PlanetId,
  VARA_NAMES,
} from '@jyotish/contract';
import type { DashaPeriod } from '@jyotish/engine';
import {
  dateText,
  fill,
  houseOfSign,
  housesRuledBy,
  listText,
  lordOfSign,
  ordinal,
  ordinalList,
  paragraph,
  planetName,
  type SectionBuilder,
  type SectionContext,
  signName,
  strengthOf,
} from './section-kit.js';

function runningPeriod(periods: readonly DashaPeriod[], ms: number): DashaPeriod | undefined {
  return periods.find((p) => p.startMs <= ms && ms < p.endMs);
}

export const dashaOverview: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const { dasha } = chart.kundli;
  return {
    id: 'dasha-overview',
    heading: phrases.headings.dashaOverview,
    blocks: [
      paragraph(
        fill(context, phrases.dasha.intro, {
          lord: planetName(context, dasha.balance.lord),
          balance: dasha.balance.years.toFixed(1),
        }),
      ),
      {
        kind: 'table',
        columns: [phrases.labels.period, phrases.labels.from, phrases.labels.to],
        rows: dasha.periods.map((p) => [
          planetName(context, p.lord),
          dateText(context, p.startMs),
          dateText(context, p.endMs),
        ]),
      },
    ],
  };
};

/** One mahadasha: its lord's theme, the house it sits in and rules, its strength, its antardashas. */
export function mahadashaSection(lord: PlanetId): SectionBuilder {
  return (context) => {
    const { chart, phrases } = context;
    const period = chart.kundli.dasha.periods.find((p) => p.lord === lord);
    const placement = chart.planet[lord];
    const house = houseOfSign(chart.lagnaSign, placement.sign);
    const strength = strengthOf(placement.dignity);
    const values = {
      planet: planetName(context, lord),
      n: ordinal(context, house),
      houses: ordinalList(context, housesRuledBy(chart.lagnaSign, rulingGraha(context, lord))),
      sign: signName(context, placement.sign),
      from: period ? dateText(context, period.startMs) : '',
      to: period ? dateText(context, period.endMs) : '',
    };
    const now = chart.asOfMs;
    const when = !period
      ? ''
      : period.endMs <= now
        ? phrases.dasha.past
        : period.startMs <= now
          ? phrases.dasha.current
          : phrases.dasha.future;
    const strengthText =
      placement.dignity === 'friend'
        ? phrases.dasha.strength.supported
        : strength === 'strong'
          ? phrases.dasha.strength.strong
          : strength === 'middling' || placement.dignity === 'enemy'
            ? phrases.dasha.strength.mixed
            : phrases.dasha.strength.weak;
    const blocks = [
      paragraph(fill(context, when, values)),
      paragraph(phrases.dasha.theme[PLANET_IDS.indexOf(lord)] ?? ''),
      paragraph(fill(context, phrases.dasha.placement[house - 1] ?? '', values)),
    ];
    if (lord !== 'rahu' && lord !== 'ketu')
      blocks.push(paragraph(fill(context, strengthText, values)));
    if (period && period.periods.length > 0) {
      blocks.push(paragraph(phrases.dasha.antarTableIntro));
      blocks.push({
        kind: 'table',
        columns: [phrases.labels.period, phrases.labels.from, phrases.labels.to],
        rows: period.periods.map((antar) => [
          `${planetName(context, lord)} – ${planetName(context, antar.lord)}`,
          dateText(context, antar.startMs),
          dateText(context, antar.endMs),
        ]),
      });
    }
    return {
      id: `mahadasha-${lord}`,
      heading: fill(context, phrases.headings.mahadasha, { planet: planetName(context, lord) }),
      blocks,
    };
  };
}

/**
 * Whose houses a dasha lord gives the results of: its own, or for Rahu and Ketu, which own no
 * sign, their dispositor's (the lord of the sign they stand in), as the classical rule has it.
 */
function rulingGraha(context: SectionContext, lord: PlanetId): PlanetId {
  if (lord !== 'rahu' && lord !== 'ketu') return lord;
  return lordOfSign(context.chart.planet[lord].sign);
}

export function runningDasha(context: SectionContext) {
  const maha = runningPeriod(context.chart.kundli.dasha.periods, context.chart.asOfMs);
  const antar = maha ? runningPeriod(maha.periods, context.chart.asOfMs) : undefined;
  return { maha, antar };
}

export const currentDasha: SectionBuilder = (context) => {
  const { phrases } = context;
  const { maha, antar } = runningDasha(context);
  const blocks = [];
  if (maha && antar) {
    blocks.push(
      paragraph(
        fill(context, phrases.dasha.runningNow, {
          maha: planetName(context, maha.lord),
          antar: planetName(context, antar.lord),
          to: dateText(context, antar.endMs),
        }),
      ),
    );
    blocks.push(paragraph(phrases.dasha.theme[PLANET_IDS.indexOf(maha.lord)] ?? ''));
    const house = houseOfSign(context.chart.lagnaSign, context.chart.planet[antar.lord].sign);
    blocks.push(
      paragraph(
        fill(context, phrases.dasha.placement[house - 1] ?? '', {
          planet: planetName(context, antar.lord),
          n: ordinal(context, house),
          houses: ordinalList(
            context,
            housesRuledBy(context.chart.lagnaSign, rulingGraha(context, antar.lord)),
          ),
        }),
      ),
    );
  }
  return { id: 'current-dasha', heading: phrases.headings.currentDasha, blocks };
};

export const gemstones: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const facts = GEM_FACTS[context.lang];
  const blocks = [
    paragraph(
      fill(context, phrases.remedies.gemIntro, { sign: signName(context, chart.lagnaSign) }),
    ),
  ];
  for (const gem of chart.gems.recommended) {
    const fact = facts[gem.planet];
    blocks.push({ kind: 'subheading', text: `${fact.stone} · ${planetName(context, gem.planet)}` });
    blocks.push(
      paragraph(
        fill(context, phrases.remedies.gemWear, {
          stone: fact.stone,
          planet: planetName(context, gem.planet),
          roles: listText(
            context,
            gem.roles.map((role) => phrases.remedies.gemRoles[role]),
          ),
        }),
      ),
    );
    blocks.push({
      kind: 'facts',
      rows: [
        { label: phrases.labels.gives, value: fact.gives },
        { label: phrases.labels.metal, value: fact.metal },
        { label: phrases.labels.finger, value: fact.finger },
        { label: phrases.labels.day, value: fact.day },
        { label: phrases.labels.weight, value: fact.weight },
        { label: phrases.labels.substitute, value: fact.substitute },
        { label: phrases.labels.mantra, value: fact.mantra },
      ],
    });
  }
  for (const caution of chart.gems.avoid) {
    blocks.push(
      paragraph(
        fill(context, phrases.remedies.gemAvoid, {
          stone: facts[caution.planet].stone,
          planet: planetName(context, caution.planet),
          reason: phrases.remedies.gemCautions[caution.reason],
        }),
      ),
    );
  }
  blocks.push(paragraph(phrases.remedies.gemCaution));
  return { id: 'gemstones', heading: phrases.headings.gemstones, blocks };
};

export const luckyNumbers: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  return {
    id: 'lucky-numbers',
    heading: phrases.headings.luckyNumbers,
    blocks: [
      paragraph(
        fill(context, phrases.remedies.luckyNumbers, {
          moolank: chart.moolank,
          bhagyank: chart.bhagyank,
          numbers: listText(context, chart.lucky.numbers.map(String)),
          planet: planetName(context, chart.lucky.planet),
        }),
      ),
    ],
  };
};

export const luckyColours: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const colours = [
    ...new Set(chart.lucky.colorPlanets.map((p) => HOROSCOPE_TEXTS[context.lang][`color.${p}`])),
  ];
  const days = chart.lucky.weekdays.map((day) => VARA_NAMES[context.lang][day] ?? '');
  return {
    id: 'lucky-colours',
    heading: phrases.headings.luckyColours,
    blocks: [
      paragraph(
        fill(context, phrases.remedies.luckyColours, {
          colours: listText(context, colours),
          days: listText(context, days),
        }),
      ),
    ],
  };
};

/** Mantras for the running mahadasha's lord and for the weak (debilitated or combust) grahas. */
export const mantras: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const { maha } = runningDasha(context);
  const chosen = PLANET_IDS.filter(
    (id) =>
      id === maha?.lord || chart.planet[id].dignity === 'debilitated' || chart.planet[id].combust,
  );
  return {
    id: 'mantras',
    heading: phrases.headings.mantras,
    blocks: [
      paragraph(phrases.remedies.mantraIntro),
      {
        kind: 'facts',
        rows: chosen.map((id) => ({
          label: planetName(context, id),
          value: phrases.remedies.mantra[PLANET_IDS.indexOf(id)] ?? '',
        })),
      },
    ],
  };
};
