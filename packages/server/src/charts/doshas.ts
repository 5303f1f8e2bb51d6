import { type Kundli, type MangalDoshaResult, mangalDosha, type PlanetId } from '@jyotish/engine';

function signsOf(kundli: Kundli): Record<PlanetId, number> {
  return Object.fromEntries(kundli.planets.map((planet) => [planet.id, planet.sign])) as Record<
    PlanetId,
    number
  >;
}

/** The Mangal dosha of a chart, counted by whole signs from the lagna's sign whatever the house system. */
export function mangalOf(kundli: Kundli): MangalDoshaResult {
  return mangalDosha({ ascendantSign: kundli.ascendant.sign, signs: signsOf(kundli) });
}
