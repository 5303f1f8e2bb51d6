import {
  type AshtakootaResult,
  ashtakoota,
  bhakootKoota,
  type KootaScore,
  maitriKoota,
} from './ashtakoota.js';
import type { LoveBand } from './ids.js';

/**
 * Love compatibility by Moon signs alone: the two kootas of ashtakoota that the signs decide
 * and that read the same from either partner, graha maitri (the friendship of the signs'
 * lords: affection and understanding, 5 points) and bhakoot (the signs' distance: emotional
 * harmony and shared fortune, 7 points), out of 12. Varna and vashya are left out: they are
 * read from the groom to the bride and would make the table one-sided; tara, yoni, gana and
 * nadi need the nakshatras.
 */
export interface SignLove {
  readonly signs: readonly [number, number];
  readonly kootas: readonly [KootaScore, KootaScore];
  readonly total: number;
  readonly max: 12;
  readonly band: LoveBand;
}

/** 11–12 excellent, 7–10.5 good (bhakoot holds), 3–6.5 mixed, under 3 challenging. */
export function loveBand(total: number): LoveBand {
  if (total >= 11) return 'excellent';
  if (total >= 7) return 'good';
  if (total >= 3) return 'mixed';
  return 'challenging';
}

export function signLove(first: number, second: number): SignLove {
  const kootas = [maitriKoota(first, second), bhakootKoota(first, second)] as const;
  const total = kootas[0].score + kootas[1].score;
  return { signs: [first, second], kootas, total, max: 12, band: loveBand(total) };
}

/** The 12 × 12 table of `signLove` totals, Aries first; symmetric by construction. */
export function signLoveTable(): number[][] {
  return Array.from({ length: 12 }, (_, i) =>
    Array.from({ length: 12 }, (_, j) => signLove(i + 1, j + 1).total),
  );
}

/** A Moon placed at the middle of a nakshatra's pada, which fixes its sign and half-sign. */
export function moonAtPada(nakshatra: number, pada: number) {
  const padaSpan = 360 / 108;
  return { nakshatra, pada, longitude: ((nakshatra - 1) * 4 + (pada - 1) + 0.5) * padaSpan };
}

/** The full ashtakoota from the two birth nakshatras and padas (the groom's first). */
export function nakshatraLove(
  groom: { nakshatra: number; pada: number },
  bride: { nakshatra: number; pada: number },
): AshtakootaResult {
  return ashtakoota(
    moonAtPada(groom.nakshatra, groom.pada),
    moonAtPada(bride.nakshatra, bride.pada),
  );
}
