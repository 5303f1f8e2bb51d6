import type { RuleNote } from './ashtakoota.js';
import type { MangalReference, MangalStrength, PlanetId } from './ids.js';

/**
 * Mangal (Kuja) dosha: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house counted by whole
 * signs from the lagna, from the Moon and from Venus (the three references of the South and
 * North Indian traditions; B. V. Raman, *Hindu Predictive Astrology*, ch. on marriage).
 */
export const MANGAL_DOSHA_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12];

/** The signs (1 = Aries … 12 = Pisces) of what the rule looks at. */
export interface MangalChart {
  readonly ascendantSign: number;
  readonly signs: Readonly<Record<PlanetId, number>>;
}

export interface MangalDoshaResult {
  readonly present: boolean;
  /** By how many references Mars is in a dosha house: 0 none, 1 low, 2 partial, 3 high. */
  readonly strength: MangalStrength;
  readonly marsHouse: Readonly<Record<MangalReference, number>>;
  readonly from: readonly MangalReference[];
  readonly cancellations: readonly RuleNote[];
  /** Present and not cancelled within the chart itself. */
  readonly effective: boolean;
}

/** House of a sign counted from a reference sign, whole signs: the same sign is the 1st. */
export function houseFrom(referenceSign: number, sign: number): number {
  return ((sign - referenceSign + 12) % 12) + 1;
}

/**
 * Mars in these signs in these houses from the lagna does no harm (the house-wise list of the
 * Mangal dosha parihara verses most almanacs print): 1st in Leo or Aquarius, 2nd in Gemini or
 * Virgo, 4th in Aries or Scorpio, 7th in Cancer or Capricorn, 8th in Sagittarius or Pisces,
 * 12th in Taurus or Libra.
 */
const HARMLESS_SIGNS_BY_HOUSE: Readonly<Record<number, readonly number[]>> = {
  1: [5, 11],
  2: [3, 6],
  4: [1, 8],
  7: [4, 10],
  8: [9, 12],
  12: [2, 7],
};

/** Houses Jupiter aspects from its own sign (5th, 7th, 9th), besides its conjunction. */
const JUPITER_ASPECTS = [5, 7, 9];

/**
 * Mangal dosha of one chart with the chart's own classical cancellations: Mars in its own sign
 * (Aries, Scorpio) or exalted (Capricorn); Mars with Jupiter or aspected by it; Mars in the
 * house-wise harmless signs above.
 */
export function mangalDosha(chart: MangalChart): MangalDoshaResult {
  const mars = chart.signs.mars;
  const marsHouse = {
    lagna: houseFrom(chart.ascendantSign, mars),
    moon: houseFrom(chart.signs.moon, mars),
    venus: houseFrom(chart.signs.venus, mars),
  };
  const from = (['lagna', 'moon', 'venus'] as const).filter((reference) =>
    MANGAL_DOSHA_HOUSES.includes(marsHouse[reference]),
  );
  const strengths: readonly MangalStrength[] = ['none', 'low', 'partial', 'high'];
  const present = from.length > 0;
  const cancellations: RuleNote[] = [];
  if (present) {
    if (mars === 1 || mars === 8)
      cancellations.push({ code: 'mars_own_sign', params: { sign: mars } });
    if (mars === 10) cancellations.push({ code: 'mars_exalted', params: { sign: mars } });
    const jupiterToMars = houseFrom(chart.signs.jupiter, mars);
    if (jupiterToMars === 1) {
      cancellations.push({ code: 'mars_with_jupiter', params: { sign: mars } });
    } else if (JUPITER_ASPECTS.includes(jupiterToMars)) {
      cancellations.push({ code: 'jupiter_aspects_mars', params: { aspect: jupiterToMars } });
    }
    const harmless = HARMLESS_SIGNS_BY_HOUSE[marsHouse.lagna];
    if (harmless?.includes(mars)) {
      cancellations.push({
        code: 'mars_harmless_sign',
        params: { house: marsHouse.lagna, sign: mars },
      });
    }
  }
  return {
    present,
    strength: strengths[from.length] ?? 'high',
    marsHouse,
    from,
    cancellations,
    effective: present && cancellations.length === 0,
  };
}

export interface ManglikComparison {
  /** Both manglik (the doshas cancel each other), or no partner's dosha effective. */
  readonly cancelled: boolean;
  readonly notes: readonly RuleNote[];
}

/** Compares the two partners' Mangal dosha as matching does. */
export function compareManglik(boy: MangalDoshaResult, girl: MangalDoshaResult): ManglikComparison {
  if (!boy.present && !girl.present)
    return { cancelled: false, notes: [{ code: 'neither_manglik', params: {} }] };
  if (boy.present && girl.present)
    return { cancelled: true, notes: [{ code: 'both_manglik', params: {} }] };
  const manglik = boy.present ? boy : girl;
  const partner = boy.present ? 'boy' : 'girl';
  if (!manglik.effective) {
    return { cancelled: true, notes: [{ code: 'one_manglik_cancelled', params: { partner } }] };
  }
  return { cancelled: false, notes: [{ code: 'one_manglik', params: { partner } }] };
}
