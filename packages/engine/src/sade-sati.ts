import { bodyPosition, julianDayUt } from './ephemeris.js';
import type { AyanamsaId, SadeSatiPhase, SaturnTransitKind } from './ids.js';
import { SATURN_INGRESS_TABLE, SATURN_INGRESS_TABLE_SPAN } from './saturn-ingress-table.js';

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
/**
 * Faster than Saturn's apparent geocentric motion ever gets (0.131°/day at most, read daily
 * over 1800–2400): in `d / MAX_SPEED` days Saturn cannot cross a sign boundary `d` degrees away.
 */
const MAX_SPEED_DEG_PER_DAY = 0.15;
/**
 * The shortest step, taken near a boundary: a station that crosses a boundary and comes back
 * within a day would be missed (the earlier fixed two-day steps missed such a crossing too).
 */
const MIN_STEP_DAYS = 1;
/** Ingress instants are refined to this precision. */
const PRECISION_MS = 1000;
/**
 * A retrograde excursion out of a sign lasts under a year; stays of one kind closer than this
 * belong to the same period.
 */
const MERGE_GAP_MS = 400 * DAY_MS;

interface SaturnSample {
  readonly utcMs: number;
  /** Sidereal longitude, degrees [0, 360). */
  readonly longitude: number;
  /** Degrees per day, negative when retrograde. */
  readonly speed: number;
  /** 1 = Aries … 12 = Pisces. */
  readonly sign: number;
}

function saturnAt(utcMs: number, ayanamsa: AyanamsaId): SaturnSample {
  const position = bodyPosition(julianDayUt(utcMs), 'saturn', ayanamsa, 'swiss');
  const longitude = ((position.longitude % 360) + 360) % 360;
  return { utcMs, longitude, speed: position.speed, sign: Math.floor(longitude / 30) + 1 };
}

/** Degrees from the boundary to the longitude, in (-180, 180]. */
function pastBoundary(longitude: number, boundary: number): number {
  const difference = (((longitude - boundary) % 360) + 360) % 360;
  return difference > 180 ? difference - 360 : difference;
}

/**
 * The first instant (to `PRECISION_MS`) in the new sign between a sample in one sign and a
 * later one in the next or previous sign: Newton's steps with Saturn's speed, kept inside the
 * bracket (halving it when a step would leave it, as near a station).
 */
function refineIngress(before: SaturnSample, after: SaturnSample, ayanamsa: AyanamsaId): number {
  const forward = (after.sign - before.sign + 12) % 12 === 1;
  const boundary = ((forward ? after.sign : before.sign) - 1) * 30;
  let low = before.utcMs;
  let high = after.utcMs;
  let guessMs = (low + high) / 2;
  while (high - low > PRECISION_MS) {
    const sample = saturnAt(guessMs, ayanamsa);
    if (sample.sign === before.sign) low = guessMs;
    else high = guessMs;
    if (high - low <= PRECISION_MS) break;
    const stepMs = (-pastBoundary(sample.longitude, boundary) / sample.speed) * DAY_MS;
    // Past the boundary's instant by half the precision, so the next sample closes the bracket.
    const nextMs = guessMs + stepMs + Math.sign(stepMs) * (PRECISION_MS / 2);
    guessMs = Number.isFinite(nextMs) && low < nextMs && nextMs < high ? nextMs : (low + high) / 2;
  }
  return Math.round(high);
}

/**
 * Every sign ingress of Saturn between two instants, retrograde re-entries included, computed
 * from the ephemeris. Steps are as long as Saturn's greatest speed allows without reaching the
 * nearer boundary of its sign (months in mid-sign, a day near a boundary): a lifetime takes
 * about 2,400 readings instead of 18,000 at fixed two-day steps, still some tens of
 * milliseconds, which is why `saturnIngresses` reads the table this fills.
 */
export function computeSaturnIngresses(
  fromMs: number,
  toMs: number,
  ayanamsa: AyanamsaId = 'lahiri',
): SaturnIngress[] {
  const ingresses: SaturnIngress[] = [];
  let previous = saturnAt(fromMs, ayanamsa);
  while (previous.utcMs < toMs) {
    const inSign = previous.longitude % 30;
    const stepDays = Math.max(MIN_STEP_DAYS, Math.min(inSign, 30 - inSign) / MAX_SPEED_DEG_PER_DAY);
    const next = saturnAt(Math.min(toMs, previous.utcMs + stepDays * DAY_MS), ayanamsa);
    if (next.sign !== previous.sign) {
      const forward = (next.sign - previous.sign + 12) % 12 === 1;
      ingresses.push({
        utcMs: refineIngress(previous, next, ayanamsa),
        sign: next.sign,
        retrograde: !forward,
      });
    }
    previous = next;
  }
  return ingresses;
}

const tables = new Map<AyanamsaId, { utcMs: number[]; ingresses: SaturnIngress[] }>();

/** The shipped table of one ayanamsa, decoded at its first use. */
function ingressTable(ayanamsa: AyanamsaId) {
  let table = tables.get(ayanamsa);
  if (!table) {
    const ingresses = SATURN_INGRESS_TABLE[ayanamsa].split(' ').map((entry) => {
      const [seconds = '0', sign = '0'] = entry.split(':');
      return {
        utcMs: Number(seconds) * 1000,
        sign: Math.abs(Number(sign)),
        retrograde: sign.startsWith('-'),
      };
    });
    table = { utcMs: ingresses.map((ingress) => ingress.utcMs), ingresses };
    tables.set(ayanamsa, table);
  }
  return table;
}

/** The index of the first of the sorted `values` at or after `value`. */
function firstAtOrAfter(values: readonly number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Every sign ingress of Saturn between two instants (`fromMs` excluded, `toMs` included),
 * retrograde re-entries included: from the table shipped with the engine (1800–2400, every
 * ayanamsa, generated by `computeSaturnIngresses` and checked against it by
 * `saturn-ingress-table.test.ts`), or computed for a span outside it.
 */
export function saturnIngresses(
  fromMs: number,
  toMs: number,
  ayanamsa: AyanamsaId = 'lahiri',
): SaturnIngress[] {
  if (fromMs < SATURN_INGRESS_TABLE_SPAN.fromMs || toMs > SATURN_INGRESS_TABLE_SPAN.toMs) {
    return computeSaturnIngresses(fromMs, toMs, ayanamsa);
  }
  const table = ingressTable(ayanamsa);
  const first = firstAtOrAfter(table.utcMs, fromMs + 1);
  const end = firstAtOrAfter(table.utcMs, toMs + 1);
  return table.ingresses.slice(first, end);
}

/** Saturn's sign at an instant (sidereal, Lahiri unless asked): the last ingress before it, or the ephemeris outside the table. */
export function saturnSignAt(utcMs: number, ayanamsa: AyanamsaId = 'lahiri'): number {
  if (utcMs < SATURN_INGRESS_TABLE_SPAN.fromMs || utcMs > SATURN_INGRESS_TABLE_SPAN.toMs) {
    return saturnAt(utcMs, ayanamsa).sign;
  }
  const table = ingressTable(ayanamsa);
  const index = firstAtOrAfter(table.utcMs, utcMs + 1) - 1;
  return table.ingresses[index]?.sign ?? saturnAt(utcMs, ayanamsa).sign;
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
    { utcMs: fromMs, sign: saturnSignAt(fromMs, ayanamsa), retrograde: false },
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
