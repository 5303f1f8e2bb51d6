import { bodyPosition, julianDayUt } from './ephemeris.js';
import type { AyanamsaId, SadeSatiPhase, SaturnTransitKind } from './ids.js';

/**
 * Sade sati and the two dhaiya from Saturn's real sidereal transits. Relative to the sign of
 * the natal Moon: Saturn in the 12th sign is sade sati's rising phase, in the Moon's sign its
 * peak, in the 2nd its setting phase (about 7½ years together); in the 4th it is the kantaka
 * (small) dhaiya, in the 8th the ashtama dhaiya (about 2½ years each).
 */

/** One ingress of Saturn into a sidereal sign. */
export interface SaturnIngress {
  readonly utcMs: number;
  /** The sign entered, 1 = Aries … 12 = Pisces. */
  readonly sign: number;
  /** Entered moving backwards (a retrograde re-entry into the previous sign). */
  readonly retrograde: boolean;
}

export interface SaturnTransit {
  readonly kind: SaturnTransitKind;
  readonly phase: SadeSatiPhase | null;
  readonly saturnSign: number;
  readonly startMs: number;
  readonly endMs: number;
  readonly retrogradeEntry: boolean;
}

export interface SaturnPeriod {
  readonly kind: SaturnTransitKind;
  readonly startMs: number;
  readonly endMs: number;
}

const DAY_MS = 86_400_000;
/** Saturn never moves as much as 1° in two days, so no sign can be entered and left within a step. */
const STEP_DAYS = 2;
/** Ingress instants are refined to this precision. */
const PRECISION_MS = 1000;
/**
 * A retrograde excursion out of a sign lasts under a year; stays of one kind closer than this
 * belong to the same period.
 */
const MERGE_GAP_MS = 400 * DAY_MS;

function saturnSign(utcMs: number, ayanamsa: AyanamsaId): number {
  const { longitude } = bodyPosition(julianDayUt(utcMs), 'saturn', ayanamsa, 'swiss');
  return Math.floor((((longitude % 360) + 360) % 360) / 30) + 1;
}

/** Saturn's sign at an instant (sidereal, Lahiri unless asked). */
export function saturnSignAt(utcMs: number, ayanamsa: AyanamsaId = 'lahiri'): number {
  return saturnSign(utcMs, ayanamsa);
}

/** Every sign ingress of Saturn between two instants, retrograde re-entries included. */
export function saturnIngresses(
  fromMs: number,
  toMs: number,
  ayanamsa: AyanamsaId = 'lahiri',
): SaturnIngress[] {
  const ingresses: SaturnIngress[] = [];
  let previousMs = fromMs;
  let previousSign = saturnSign(fromMs, ayanamsa);
  while (previousMs < toMs) {
    const nextMs = Math.min(toMs, previousMs + STEP_DAYS * DAY_MS);
    const nextSign = saturnSign(nextMs, ayanamsa);
    if (nextSign !== previousSign) {
      let low = previousMs;
      let high = nextMs;
      while (high - low > PRECISION_MS) {
        const middle = (low + high) / 2;
        if (saturnSign(middle, ayanamsa) === previousSign) low = middle;
        else high = middle;
      }
      const forward = (nextSign - previousSign + 12) % 12 === 1;
      ingresses.push({ utcMs: Math.round(high), sign: nextSign, retrograde: !forward });
      previousSign = nextSign;
    }
    previousMs = nextMs;
  }
  return ingresses;
}

function kindOf(
  moonSign: number,
  sign: number,
): { kind: SaturnTransitKind; phase: SadeSatiPhase | null } | null {
  switch ((sign - moonSign + 12) % 12) {
    case 11:
      return { kind: 'sade_sati', phase: 'rising' };
    case 0:
      return { kind: 'sade_sati', phase: 'peak' };
    case 1:
      return { kind: 'sade_sati', phase: 'setting' };
    case 3:
      return { kind: 'kantaka', phase: null };
    case 7:
      return { kind: 'ashtama', phase: null };
    default:
      return null;
  }
}

export interface SadeSatiResult {
  /** Each stay of Saturn in a sign that matters, cut to the span searched. */
  readonly transits: readonly SaturnTransit[];
  /** Stays of one kind joined across retrograde excursions: whole sade sati and dhaiya periods. */
  readonly periods: readonly SaturnPeriod[];
}

/**
 * Sade sati and dhaiya for a natal Moon sign between two instants (a lifetime: birth to 100
 * years after, say). A stay already running at `fromMs` starts there; one running at `toMs`
 * ends there.
 */
export function sadeSati(
  moonSign: number,
  fromMs: number,
  toMs: number,
  ayanamsa: AyanamsaId = 'lahiri',
): SadeSatiResult {
  const ingresses = saturnIngresses(fromMs, toMs, ayanamsa);
  const stays = [
    { utcMs: fromMs, sign: saturnSign(fromMs, ayanamsa), retrograde: false },
    ...ingresses,
  ];
  const transits: SaturnTransit[] = [];
  stays.forEach((stay, index) => {
    const kind = kindOf(moonSign, stay.sign);
    if (!kind) return;
    transits.push({
      ...kind,
      saturnSign: stay.sign,
      startMs: stay.utcMs,
      endMs: stays[index + 1]?.utcMs ?? toMs,
      retrogradeEntry: stay.retrograde,
    });
  });
  const periods: SaturnPeriod[] = [];
  for (const transit of transits) {
    const open = periods.findLast((period) => period.kind === transit.kind);
    if (open && transit.startMs - open.endMs < MERGE_GAP_MS) {
      periods[periods.lastIndexOf(open)] = { ...open, endMs: transit.endMs };
    } else {
      periods.push({ kind: transit.kind, startMs: transit.startMs, endMs: transit.endMs });
    }
  }
  return { transits, periods };
}
