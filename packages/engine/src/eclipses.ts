import {
  ECLIPSE_FLAGS,
  type EclipseSearch,
  julianDayUt,
  msOfJulianDayUt,
  nextGlobalEclipse,
  nextLocalEclipse,
} from './ephemeris.js';
import type { EclipseContactId, EclipseKind, EclipseType, EphemerisId } from './ids.js';
import { localDateOf } from './time-zone.js';

export interface EclipsePlace {
  readonly latitude: number;
  readonly longitude: number;
  readonly timeZone: string;
}

export interface Eclipse {
  readonly kind: EclipseKind;
  /** The global type, as NASA's catalogues classify it. */
  readonly type: EclipseType;
  /** Greatest eclipse (global), UT milliseconds. */
  readonly greatestMs: number;
  /** The local civil date of greatest eclipse at the place, `YYYY-MM-DD`. */
  readonly date: string;
  /** Whether any phase has the eclipsed body above the place's horizon. */
  readonly visible: boolean;
  /** The contacts seen at the place (body above the horizon), in time order, UT milliseconds. */
  readonly contacts: readonly { readonly id: EclipseContactId; readonly ms: number }[];
}

function typeOf(kind: EclipseKind, flags: number): EclipseType {
  if (kind === 'lunar') {
    if (flags & ECLIPSE_FLAGS.total) return 'total';
    if (flags & ECLIPSE_FLAGS.partial) return 'partial';
    return 'penumbral';
  }
  // A hybrid carries the total bit as well: it is named first.
  if (flags & ECLIPSE_FLAGS.hybrid) return 'hybrid';
  if (flags & ECLIPSE_FLAGS.total) return 'total';
  if (flags & ECLIPSE_FLAGS.annular) return 'annular';
  return 'partial';
}

/**
 * The contacts of a local search the place sees: between the body's rising and setting when
 * either falls inside the eclipse (the library gives them as times 6–7 for the Sun, 8–9 for
 * the Moon; 0 when there is none). The Sun's second and third contacts are those of the
 * central phase, total or annular.
 */
function seenContacts(kind: EclipseKind, local: EclipseSearch): Eclipse['contacts'] {
  const t = local.times;
  const named: [EclipseContactId, number | undefined][] =
    kind === 'solar'
      ? [
          ['partial-begin', t[1]],
          ['total-begin', t[2]],
          ['total-end', t[3]],
          ['partial-end', t[4]],
        ]
      : [
          ['penumbral-begin', t[6]],
          ['partial-begin', t[2]],
          ['total-begin', t[4]],
          ['total-end', t[5]],
          ['partial-end', t[3]],
          ['penumbral-end', t[7]],
        ];
  const [rise = 0, set = 0] = kind === 'solar' ? [t[5], t[6]] : [t[8], t[9]];
  return named
    .filter((entry): entry is [EclipseContactId, number] => (entry[1] ?? 0) > 0)
    .filter(([, day]) => (rise === 0 || day >= rise) && (set === 0 || day <= set))
    .map(([id, day]) => ({ id, ms: Math.round(msOfJulianDayUt(day)) }));
}

/** Days within which a local search's greatest eclipse is the same eclipse as a global one. */
const SAME_ECLIPSE_DAYS = 0.5;

/**
 * The solar and lunar eclipses whose greatest phase falls in a Gregorian year (UT), from the
 * Swiss Ephemeris eclipse functions, with what a place sees of each. Sorted by time.
 */
export function eclipsesOfYear(
  year: number,
  place: EclipsePlace,
  options: { readonly ephemeris?: EphemerisId } = {},
): Eclipse[] {
  const ephemeris = options.ephemeris ?? 'swiss';
  const start = julianDayUt(Date.UTC(year, 0, 1));
  const end = julianDayUt(Date.UTC(year + 1, 0, 1));
  const found: Eclipse[] = [];
  for (const kind of ['solar', 'lunar'] as const) {
    for (let from = start; ; ) {
      const global = nextGlobalEclipse(kind, from, ephemeris);
      const greatest = global.times[0] ?? end;
      if (global.flags === 0 || greatest >= end) break;
      const local = nextLocalEclipse(
        kind,
        greatest - 1,
        place.latitude,
        place.longitude,
        ephemeris,
      );
      const visible =
        local.flags !== 0 && Math.abs((local.times[0] ?? 0) - greatest) < SAME_ECLIPSE_DAYS;
      const greatestMs = Math.round(msOfJulianDayUt(greatest));
      const { year: y, month, day } = localDateOf(greatestMs, place.timeZone);
      found.push({
        kind,
        type: typeOf(kind, global.flags),
        greatestMs,
        date: `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
        visible,
        contacts: visible ? seenContacts(kind, local) : [],
      });
      from = greatest + 1;
    }
  }
  return found.sort((a, b) => a.greatestMs - b.greatestMs);
}
