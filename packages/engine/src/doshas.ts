import type { RuleNote } from './ashtakoota.js';
import { KAAL_SARP_TYPES, type KaalSarpType, type PlanetId } from './ids.js';
import { houseFrom } from './mangal-dosha.js';
import { normalizeDegrees } from './zodiac.js';

/** What the Kaal sarp and Pitra rules look at: sidereal longitudes and the lagna's sign. */
export interface DoshaChart {
  readonly ascendantSign: number;
  readonly longitudes: Readonly<Record<PlanetId, number>>;
}

export interface KaalSarpResult {
  readonly present: boolean;
  readonly type: KaalSarpType | null;
  readonly extent: 'none' | 'full' | 'partial';
  readonly direction: 'kaal_sarp' | 'kaal_amrit' | null;
  readonly rahuHouse: number;
  readonly ketuHouse: number;
}

const SEVEN: readonly PlanetId[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];

function signOf(longitude: number): number {
  return Math.floor(normalizeDegrees(longitude) / 30) + 1;
}

/**
 * Kaal sarp dosha: the seven planets all on one side of the Rahu–Ketu axis. `full` when every
 * one lies strictly between the nodes by longitude; `partial` when that fails only because a
 * planet shares a node's sign on the other side of it. Planets on the arc from Rahu forward (in
 * the zodiac's order) to Ketu form `kaal_sarp`; on the arc from Ketu to Rahu, `kaal_amrit`.
 * The twelve names go by Rahu's house from the lagna: Anant (1st) … Sheshnag (12th).
 */
export function kaalSarpDosha(chart: DoshaChart): KaalSarpResult {
  const rahu = chart.longitudes.rahu;
  const rahuHouse = houseFrom(chart.ascendantSign, signOf(rahu));
  const ketuHouse = houseFrom(chart.ascendantSign, signOf(chart.longitudes.ketu));
  const offsets = SEVEN.map((planet) => normalizeDegrees(chart.longitudes[planet] - rahu));
  const direction = offsets.every((offset) => offset > 0 && offset < 180)
    ? 'kaal_sarp'
    : offsets.every((offset) => offset > 180)
      ? 'kaal_amrit'
      : null;
  if (direction !== null) {
    return {
      present: true,
      type: KAAL_SARP_TYPES[rahuHouse - 1] ?? null,
      extent: 'full',
      direction,
      rahuHouse,
      ketuHouse,
    };
  }
  // Whole signs: Rahu's sign and Ketu's sign count on both sides.
  const rahuSign = signOf(rahu);
  const signOffsets = SEVEN.map((planet) => houseFrom(rahuSign, signOf(chart.longitudes[planet])));
  const partialDirection = signOffsets.every((house) => house >= 1 && house <= 7)
    ? 'kaal_sarp'
    : signOffsets.every((house) => house >= 7 || house === 1)
      ? 'kaal_amrit'
      : null;
  if (partialDirection !== null) {
    return {
      present: true,
      type: KAAL_SARP_TYPES[rahuHouse - 1] ?? null,
      extent: 'partial',
      direction: partialDirection,
      rahuHouse,
      ketuHouse,
    };
  }
  return { present: false, type: null, extent: 'none', direction: null, rahuHouse, ketuHouse };
}

export interface PitraDoshaResult {
  readonly present: boolean;
  readonly reasons: readonly RuleNote[];
}

/**
 * Pitra dosha, by the rule most Indian almanacs and software use (the texts give no single
 * definition): the Sun (the father) in the same sign as Rahu or Ketu; Rahu or Ketu in the 9th
 * house (of father and ancestors) from the lagna; or the Sun in the same sign as Saturn.
 * Each rule that fires is a reason.
 */
export function pitraDosha(chart: DoshaChart): PitraDoshaResult {
  const sun = signOf(chart.longitudes.sun);
  const reasons: RuleNote[] = [];
  for (const node of ['rahu', 'ketu'] as const) {
    if (signOf(chart.longitudes[node]) === sun)
      reasons.push({ code: 'sun_with_node', params: { node } });
  }
  for (const node of ['rahu', 'ketu'] as const) {
    if (houseFrom(chart.ascendantSign, signOf(chart.longitudes[node])) === 9) {
      reasons.push({ code: 'node_in_ninth', params: { node } });
    }
  }
  if (signOf(chart.longitudes.saturn) === sun)
    reasons.push({ code: 'sun_with_saturn', params: {} });
  return { present: reasons.length > 0, reasons };
}
