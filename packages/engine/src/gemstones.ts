import {
  type FunctionalNature,
  type GemCautionReason,
  type GemRole,
  type PlanetId,
  SIGN_LORDS,
} from './ids.js';

type Graha = Exclude<PlanetId, 'rahu' | 'ketu'>;
const GRAHAS: readonly Graha[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];

/** Dusthanas (6, 8, 12), the 3rd and 11th, and the marakas (2, 7). */
const MALEFIC_HOUSES = new Set([2, 3, 6, 7, 8, 11, 12]);

/** The houses (1–12 from the lagna) whose signs a graha rules. */
export function housesRuled(lagnaSign: number, planet: Graha): number[] {
  const houses: number[] = [];
  for (let house = 1; house <= 12; house++) {
    const sign = ((lagnaSign - 1 + house - 1) % 12) + 1;
    if (SIGN_LORDS[sign - 1] === planet) houses.push(house);
  }
  return houses;
}

/**
 * A graha's functional nature for a lagna, from the houses it rules (Parashara's rules of
 * lordship, BPHS ch. 34, as gem advice applies them):
 * - `yogakaraka`: rules a kendra (4, 7, 10) and a trikona (5, 9) at once;
 * - `benefic`: rules the lagna, the 5th or the 9th (a trikona outweighs any other house);
 * - `malefic`: otherwise rules a dusthana (6, 8, 12), the 3rd or 11th, or a maraka house
 *   (2, 7): its stone would strengthen what those houses bring;
 * - `neutral`: rules only the 4th or 10th (a kendra's good is suspended: kendradhipati dosha).
 */
export function functionalNature(lagnaSign: number, planet: Graha): FunctionalNature {
  const houses = housesRuled(lagnaSign, planet);
  const trikona = houses.some((h) => h === 5 || h === 9);
  if (trikona && houses.some((h) => h === 4 || h === 7 || h === 10)) return 'yogakaraka';
  if (trikona || houses.includes(1)) return 'benefic';
  if (houses.some((h) => MALEFIC_HOUSES.has(h))) return 'malefic';
  return 'neutral';
}

export interface GemRecommendation {
  readonly planet: PlanetId;
  /** Every role the planet holds, the strongest first. */
  readonly roles: readonly GemRole[];
  readonly nature: FunctionalNature;
}

export interface GemCaution {
  readonly planet: PlanetId;
  readonly reason: GemCautionReason;
  readonly houses: readonly number[];
}

export interface GemstoneAdvice {
  readonly lagnaSign: number;
  readonly natures: Readonly<Record<Graha, FunctionalNature>>;
  readonly recommended: readonly GemRecommendation[];
  readonly avoid: readonly GemCaution[];
}

const lordOfHouse = (lagnaSign: number, house: number): Graha =>
  SIGN_LORDS[(lagnaSign - 1 + house - 1) % 12] as Graha;

/**
 * The stones a chart supports, in the order a jyotishi weighs them: the lagna lord's (the
 * life stone, always safe), the yogakaraka's, the 9th lord's (fortune), the 5th lord's
 * (intellect, children), and the running mahadasha lord's when that graha is not a functional
 * malefic. A functional malefic's stone is to be avoided, and with it a malefic dasha lord's.
 */
export function gemstoneAdvice(lagnaSign: number, dashaLord: PlanetId | null): GemstoneAdvice {
  const natures = Object.fromEntries(
    GRAHAS.map((planet) => [planet, functionalNature(lagnaSign, planet)]),
  ) as Record<Graha, FunctionalNature>;
  const roles = new Map<PlanetId, GemRole[]>();
  const add = (planet: PlanetId, role: GemRole) => {
    const list = roles.get(planet) ?? [];
    if (!list.includes(role)) list.push(role);
    roles.set(planet, list);
  };
  add(lordOfHouse(lagnaSign, 1), 'lagna_lord');
  for (const planet of GRAHAS) if (natures[planet] === 'yogakaraka') add(planet, 'yogakaraka');
  add(lordOfHouse(lagnaSign, 9), 'ninth_lord');
  add(lordOfHouse(lagnaSign, 5), 'fifth_lord');
  const avoid: GemCaution[] = GRAHAS.filter((planet) => natures[planet] === 'malefic').map(
    (planet) => ({ planet, reason: 'malefic', houses: housesRuled(lagnaSign, planet) }),
  );
  if (dashaLord === 'rahu' || dashaLord === 'ketu') {
    avoid.push({ planet: dashaLord, reason: 'node', houses: [] });
  } else if (dashaLord) {
    if (natures[dashaLord] === 'malefic') {
      const index = avoid.findIndex((c) => c.planet === dashaLord);
      avoid[index] = { ...(avoid[index] as GemCaution), reason: 'malefic_dasha' };
    } else {
      add(dashaLord, 'dasha_lord');
    }
  }
  for (const node of ['rahu', 'ketu'] as const) {
    if (!avoid.some((c) => c.planet === node))
      avoid.push({ planet: node, reason: 'node', houses: [] });
  }
  return {
    lagnaSign,
    natures,
    recommended: [...roles].map(([planet, list]) => ({
      planet,
      roles: list,
      nature: planet === 'rahu' || planet === 'ketu' ? 'neutral' : natures[planet],
    })),
    avoid,
  };
}
