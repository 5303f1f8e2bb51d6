import { EXALTATION_SIGN } from './dignity.js';
import { functionalNature, housesRuled } from './gemstones.js';
import {
  type Dignity,
  PLANET_IDS,
  type PlanetId,
  SIGN_LORDS,
  YOGA_IDS,
  type YogaId,
} from './ids.js';
import type { Kundli } from './kundli.js';

type Graha = Exclude<PlanetId, 'rahu' | 'ketu'>;
const GRAHAS: readonly Graha[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];

/** What yoga detection needs of a planet. */
export interface YogaPlanet {
  readonly id: PlanetId;
  /** 1 = Aries … 12 = Pisces. */
  readonly sign: number;
  /** Whole-sign house: the planet's sign counted from the ascendant's, 1–12. */
  readonly house: number;
  readonly dignity: Dignity;
}

/** The minimal chart yoga detection reads; `yogaChartOf` makes one from a kundli. */
export interface YogaChart {
  /** 1 = Aries … 12 = Pisces. */
  readonly ascendantSign: number;
  readonly planets: readonly YogaPlanet[];
}

/** A graha counted in a yoga for the house (from the lagna) whose sign it rules. */
export interface YogaLord {
  readonly house: number;
  readonly planet: PlanetId;
}

export interface Yoga {
  readonly id: YogaId;
  /** The grahas that form it, in `PLANET_IDS` order. */
  readonly planets: readonly PlanetId[];
  /**
   * The houses from the lagna it involves, ascending: those its grahas stand in, and for
   * kemadruma also the empty 2nd and 12th from the Moon.
   */
  readonly houses: readonly number[];
  /** For the yogas of lordship (raj, dhana, vipareeta-raja): the lordships that count. */
  readonly lords?: readonly YogaLord[];
}

/** One instance of a yoga; several instances of the same yoga merge into one `Yoga`. */
type Finding = Omit<Yoga, 'id'>;

interface ChartReading {
  readonly placed: ReadonlyMap<PlanetId, YogaPlanet>;
  readonly ascendantSign: number;
  readonly planets: readonly YogaPlanet[];
  /** The houses each of the seven grahas rules for this lagna. */
  readonly ruled: ReadonlyMap<Graha, readonly number[]>;
}

const KENDRAS = [1, 4, 7, 10];
const TRIKONAS = [1, 5, 9];
const DUSTHANAS = [6, 8, 12];
const BENEFICS: readonly Graha[] = ['mercury', 'jupiter', 'venus'];
/** Each of the five Mahapurusha grahas has its moolatrikona in one of its own signs. */
const OWN_OR_EXALTED: ReadonlySet<Dignity> = new Set(['exalted', 'moolatrikona', 'own']);

/** The place of sign `to` counted from sign `from` the way houses are counted: `from` is the 1st. */
function signsFrom(from: number, to: number): number {
  return ((to - from + 12) % 12) + 1;
}

const isKendra = (count: number) => KENDRAS.includes(count);
const lordOfSign = (sign: number) => SIGN_LORDS[sign - 1] as Graha;

function findingOf(placements: readonly YogaPlanet[]): Finding {
  return { planets: placements.map((p) => p.id), houses: placements.map((p) => p.house) };
}

/** The grahas that rule any of `houses`; Rahu and Ketu rule no sign. */
function lordsOf(reading: ChartReading, houses: readonly number[]): Graha[] {
  return GRAHAS.filter((graha) => reading.ruled.get(graha)?.some((h) => houses.includes(h)));
}

function lordshipsOf(reading: ChartReading, graha: Graha, houses: readonly number[]): YogaLord[] {
  return (reading.ruled.get(graha) ?? [])
    .filter((house) => houses.includes(house))
    .map((house) => ({ house, planet: graha }));
}

/** Conjoined in a sign, or each in the other's sign (parivartana, a mutual exchange). */
function associated(a: YogaPlanet, b: YogaPlanet): boolean {
  return a.sign === b.sign || (lordOfSign(a.sign) === b.id && lordOfSign(b.sign) === a.id);
}

/** Every pair of different grahas, one ruling a house of each group, that are associated. */
function associatedLords(
  reading: ChartReading,
  firstHouses: readonly number[],
  secondHouses: readonly number[],
): Finding[] {
  const findings: Finding[] = [];
  for (const first of lordsOf(reading, firstHouses)) {
    for (const second of lordsOf(reading, secondHouses)) {
      const a = reading.placed.get(first);
      const b = reading.placed.get(second);
      if (first === second || !a || !b || !associated(a, b)) continue;
      findings.push({
        ...findingOf([a, b]),
        lords: [
          ...lordshipsOf(reading, first, firstHouses),
          ...lordshipsOf(reading, second, secondHouses),
        ],
      });
    }
  }
  return findings;
}

function conjunction(first: Graha, second: Graha) {
  return ({ placed }: ChartReading): Finding[] => {
    const a = placed.get(first);
    const b = placed.get(second);
    return a && b && a.sign === b.sign ? [findingOf([a, b])] : [];
  };
}

/** Pancha Mahapurusha (BPHS, Pancha Mahapurusha yogas; Phaladeepika ch. 6). */
function mahapurusha(graha: Graha) {
  return ({ placed }: ChartReading): Finding[] => {
    const planet = placed.get(graha);
    return planet && OWN_OR_EXALTED.has(planet.dignity) && isKendra(planet.house)
      ? [findingOf([planet])]
      : [];
  };
}

/** Gaja-kesari (Phaladeepika ch. 6): Jupiter in a kendra from the Moon, conjunction included. */
function gajaKesari({ placed }: ChartReading): Finding[] {
  const moon = placed.get('moon');
  const jupiter = placed.get('jupiter');
  return moon && jupiter && isKendra(signsFrom(moon.sign, jupiter.sign))
    ? [findingOf([moon, jupiter])]
    : [];
}

/**
 * Raj yoga (BPHS, Raja yogas; Parashara's kendra–trikona rule): a kendra lord and a different
 * trikona lord conjoined or exchanging signs. The lagna is both a kendra and a trikona, so its
 * lord pairs with any other kendra or trikona lord. A yogakaraka, ruling a kendra (4, 7, 10)
 * and a trikona (5, 9) at once, is the two lords in one graha and forms it wherever it stands.
 */
function raj(reading: ChartReading): Finding[] {
  const yogakarakas = GRAHAS.filter(
    (graha) => functionalNature(reading.ascendantSign, graha) === 'yogakaraka',
  ).flatMap((graha) => {
    const planet = reading.placed.get(graha);
    if (!planet) return [];
    return [
      { ...findingOf([planet]), lords: lordshipsOf(reading, graha, [...KENDRAS, ...TRIKONAS]) },
    ];
  });
  return [...associatedLords(reading, KENDRAS, TRIKONAS), ...yogakarakas];
}

/**
 * Dhana yoga (BPHS, yogas of wealth; Phaladeepika ch. 6): a lord of a house of wealth (2nd,
 * 11th) with a lord of the lagna or a trikona (5th, 9th), conjoined or exchanging signs.
 */
function dhana(reading: ChartReading): Finding[] {
  return associatedLords(reading, [2, 11], TRIKONAS);
}

/**
 * Neecha-bhanga (Phaladeepika ch. 7): a debilitated graha whose fall is cancelled by the lord
 * of the sign it falls in, or the lord of its exaltation sign, standing in a kendra from the
 * lagna or from the Moon. Only the seven grahas: the nodes' debilitation is a modern reading.
 * Mercury rules its own exaltation sign (Virgo) and does not cancel its own fall.
 */
function neechaBhanga({ placed }: ChartReading): Finding[] {
  const moon = placed.get('moon');
  // The Moon stands in the 1st from itself: as a canceller it counts from the lagna only.
  const inKendra = (planet: YogaPlanet) =>
    isKendra(planet.house) ||
    (moon !== undefined && planet.id !== 'moon' && isKendra(signsFrom(moon.sign, planet.sign)));
  return GRAHAS.flatMap((graha) => {
    const fallen = placed.get(graha);
    if (fallen?.dignity !== 'debilitated') return [];
    const cancellers = new Set([lordOfSign(fallen.sign), lordOfSign(EXALTATION_SIGN[graha])]);
    cancellers.delete(graha);
    const cancelling = [...cancellers].flatMap((id) => {
      const planet = placed.get(id);
      return planet && inKendra(planet) ? [planet] : [];
    });
    return cancelling.length > 0 ? [findingOf([fallen, ...cancelling])] : [];
  });
}

/**
 * Kemadruma (BPHS, lunar yogas; Phaladeepika ch. 6): no graha but the Sun and the nodes in the
 * 2nd or 12th sign from the Moon. The cancellation most software applies is also applied: a
 * graha (the Sun and the nodes again excepted) in a kendra from the Moon, its own sign included.
 */
function kemadruma({ placed, planets }: ChartReading): Finding[] {
  const moon = placed.get('moon');
  if (!moon) return [];
  const supporting = [2, 12, ...KENDRAS];
  const supported = planets.some(
    (planet) =>
      !['sun', 'moon', 'rahu', 'ketu'].includes(planet.id) &&
      supporting.includes(signsFrom(moon.sign, planet.sign)),
  );
  if (supported) return [];
  const second = (moon.house % 12) + 1;
  const twelfth = ((moon.house + 10) % 12) + 1;
  return [{ planets: ['moon'], houses: [moon.house, second, twelfth] }];
}

/**
 * Vipareeta raja yoga (Phaladeepika ch. 6, Harsha, Sarala and Vimala taken together): a lord of
 * a dusthana (6th, 8th, 12th) standing in a dusthana.
 */
function vipareetaRaja(reading: ChartReading): Finding[] {
  return lordsOf(reading, DUSTHANAS).flatMap((graha) => {
    const planet = reading.placed.get(graha);
    return planet && DUSTHANAS.includes(planet.house)
      ? [{ ...findingOf([planet]), lords: lordshipsOf(reading, graha, DUSTHANAS) }]
      : [];
  });
}

/**
 * Adhi yoga (BPHS, lunar yogas; Phaladeepika ch. 6): the natural benefics in the 6th, 7th and
 * 8th from the Moon; counted when benefics hold at least two of the three, or all three
 * benefics stand there.
 */
function adhi({ placed }: ChartReading): Finding[] {
  const moon = placed.get('moon');
  if (!moon) return [];
  const benefics = BENEFICS.flatMap((id) => {
    const planet = placed.get(id);
    return planet && [6, 7, 8].includes(signsFrom(moon.sign, planet.sign)) ? [planet] : [];
  });
  const signsHeld = new Set(benefics.map((planet) => planet.sign));
  return signsHeld.size >= 2 || benefics.length === BENEFICS.length
    ? [findingOf([moon, ...benefics])]
    : [];
}

const RULES: Record<YogaId, (reading: ChartReading) => Finding[]> = {
  'gaja-kesari': gajaKesari,
  // The Sun–Mercury and Moon–Mars conjunctions, named as Indian software names them.
  'budha-aditya': conjunction('sun', 'mercury'),
  'chandra-mangala': conjunction('moon', 'mars'),
  ruchaka: mahapurusha('mars'),
  bhadra: mahapurusha('mercury'),
  hamsa: mahapurusha('jupiter'),
  malavya: mahapurusha('venus'),
  sasa: mahapurusha('saturn'),
  raj,
  dhana,
  'neecha-bhanga': neechaBhanga,
  kemadruma,
  'vipareeta-raja': vipareetaRaja,
  adhi,
};

function merge(id: YogaId, findings: readonly Finding[]): Yoga {
  const planets = new Set(findings.flatMap((finding) => finding.planets));
  const houses = new Set(findings.flatMap((finding) => finding.houses));
  const lords = new Map<string, YogaLord>();
  for (const lord of findings.flatMap((finding) => finding.lords ?? [])) {
    lords.set(`${lord.house} ${lord.planet}`, lord);
  }
  const yoga: Yoga = {
    id,
    planets: PLANET_IDS.filter((planet) => planets.has(planet)),
    houses: [...houses].sort((a, b) => a - b),
  };
  if (lords.size === 0) return yoga;
  const planetOrder = (planet: PlanetId) => PLANET_IDS.indexOf(planet);
  return {
    ...yoga,
    lords: [...lords.values()].sort(
      (a, b) => a.house - b.house || planetOrder(a.planet) - planetOrder(b.planet),
    ),
  };
}

/**
 * The yogas present in a chart, in `YOGA_IDS` order, each once: several instances of a yoga
 * (two Raj yogas, say) merge their planets, houses and lordships. Houses are whole-sign, and
 * Rahu and Ketu own no sign.
 */
export function detectYogas(chart: YogaChart): Yoga[] {
  const reading: ChartReading = {
    placed: new Map(chart.planets.map((planet) => [planet.id, planet])),
    ascendantSign: chart.ascendantSign,
    planets: chart.planets,
    ruled: new Map(GRAHAS.map((graha) => [graha, housesRuled(chart.ascendantSign, graha)])),
  };
  return YOGA_IDS.flatMap((id) => {
    const findings = RULES[id](reading);
    return findings.length > 0 ? [merge(id, findings)] : [];
  });
}

/**
 * A kundli's yoga chart. Houses are counted whole-sign from the lagna's sign even when the
 * kundli uses bhava chalit houses: the classical yoga rules count signs.
 */
export function yogaChartOf(kundli: Kundli): YogaChart {
  const ascendantSign = kundli.ascendant.sign;
  return {
    ascendantSign,
    planets: kundli.planets.map(({ id, sign, dignity }) => ({
      id,
      sign,
      house: signsFrom(ascendantSign, sign),
      dignity,
    })),
  };
}
