import { EXALTATION_SIGN } from './dignity.js';
import { type LalKitabState, type PlanetId, RIN_IDS, type RinId } from './ids.js';

/**
 * Lal Kitab (Pt. Roop Chand Joshi, 1939–1952 editions; rules as in the 1952 edition). Its
 * chart keeps the houses counted from the lagna but fixes the signs to them: house 1 is
 * always Aries, house 2 Taurus … so a planet is read by its house alone.
 */

/** A planet's house in the Lal Kitab chart: whole signs counted from the lagna's sign. */
export function lalKitabHouse(lagnaSign: number, planetSign: number): number {
  return ((planetSign - lagnaSign + 12) % 12) + 1;
}

/** Each planet's permanent house (pakka ghar), where the book reads it as at home. */
export const PAKKA_GHAR: Readonly<Record<PlanetId, readonly number[]>> = {
  sun: [1],
  moon: [4],
  mars: [3, 8],
  mercury: [7],
  jupiter: [2, 5, 9, 11, 12],
  venus: [7],
  saturn: [8, 10],
  rahu: [12],
  ketu: [6],
};

/** Which planets in which houses show each debt. */
export const RIN_RULES: Readonly<
  Record<RinId, { readonly planets: readonly PlanetId[]; readonly houses: readonly number[] }>
> = {
  pitri: { planets: ['venus', 'mercury', 'rahu'], houses: [2, 5, 9, 12] },
  swa: { planets: ['venus', 'saturn', 'rahu', 'ketu'], houses: [5] },
  matri: { planets: ['ketu'], houses: [4] },
  stri: { planets: ['sun', 'rahu', 'ketu'], houses: [2, 7] },
  sambandhi: { planets: ['mercury', 'ketu'], houses: [1, 8] },
  behen: { planets: ['moon'], houses: [3, 6] },
  nirdayi: { planets: ['sun', 'moon', 'mars'], houses: [10, 11] },
  ajanma: { planets: ['sun', 'venus', 'mars'], houses: [12] },
  ishwariya: { planets: ['moon', 'mars'], houses: [6] },
};

export interface LalKitabPlanet {
  readonly id: PlanetId;
  readonly house: number;
  readonly state: LalKitabState;
}

export interface LalKitabDebt {
  readonly id: RinId;
  /** The placements that show it. */
  readonly causes: readonly { readonly planet: PlanetId; readonly house: number }[];
}

export interface LalKitabChart {
  readonly planets: readonly LalKitabPlanet[];
  readonly debts: readonly LalKitabDebt[];
}

/**
 * A graha is exalted in the house numbered as its sign of exaltation and debilitated in the
 * opposite one: with signs fixed to houses they coincide. Rahu and Ketu are left out, as the
 * book's editions give them different houses.
 */
function stateOf(planet: PlanetId, house: number): LalKitabState {
  if (planet !== 'rahu' && planet !== 'ketu') {
    const exaltation = EXALTATION_SIGN[planet];
    if (house === exaltation) return 'exalted';
    if (house === ((exaltation + 5) % 12) + 1) return 'debilitated';
  }
  return PAKKA_GHAR[planet].includes(house) ? 'pakka_ghar' : 'ordinary';
}

/** The Lal Kitab chart of a birth: each planet's house and state, and the debts it shows. */
export function lalKitabChart(
  lagnaSign: number,
  planets: readonly { readonly id: PlanetId; readonly sign: number }[],
): LalKitabChart {
  const placed = planets.map(({ id, sign }) => {
    const house = lalKitabHouse(lagnaSign, sign);
    return { id, house, state: stateOf(id, house) };
  });
  const debts = RIN_IDS.flatMap((id) => {
    const rule = RIN_RULES[id];
    const causes = placed
      .filter((p) => rule.planets.includes(p.id) && rule.houses.includes(p.house))
      .map((p) => ({ planet: p.id, house: p.house }));
    return causes.length > 0 ? [{ id, causes }] : [];
  });
  return { planets: placed, debts };
}
