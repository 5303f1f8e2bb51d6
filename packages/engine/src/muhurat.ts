import { bodyPosition, houseAngles, julianDayUt } from './ephemeris.js';
import type { EphemerisId, MuhuratPurpose } from './ids.js';
import { isCombust } from './kundli.js';
import { computePanchang, type LimbElement, type Panchang } from './panchang.js';
import { localDateOf } from './time-zone.js';

/**
 * Why an instant is refused for a purpose (or, read the other way, what a window satisfies):
 * the purpose's own conditions first, then the exclusions every purpose shares, then those of
 * marriage and griha pravesh. `docs/muhurat-rules.md` gives each rule and its source.
 */
export const MUHURAT_REFUSALS = [
  'tithi',
  'nakshatra',
  'weekday',
  'lagna',
  'night',
  'rahu-kaal',
  'yamaganda',
  'gulika',
  'bhadra',
  'yoga',
  'venus-combust',
  'jupiter-combust',
  'kharmas',
  'adhika-month',
] as const;
export type MuhuratRefusal = (typeof MUHURAT_REFUSALS)[number];

export interface MuhuratRules {
  /** Favourable tithis, 1–30 (1–15 Shukla, 16–30 Krishna). */
  readonly tithis: readonly number[];
  /** Favourable nakshatras, 1 = Ashwini … 27 = Revati. */
  readonly nakshatras: readonly number[];
  /** Favourable weekdays of the Hindu day (sunrise to sunrise), 0 = Sunday. */
  readonly weekdays: readonly number[];
  /** Favourable rising signs (1 = Aries), or null when the purpose names none. */
  readonly lagnas: readonly number[] | null;
  /** Daytime only (sunrise to sunset), or the whole Hindu day. */
  readonly daytimeOnly: boolean;
  /**
   * Venus and Jupiter not combust, the Sun not in Sagittarius or Pisces (kharmas): the texts
   * ask it of marriage and of entering a new home.
   */
  readonly notCombustOrKharmas: boolean;
  /** No adhika (intercalary) month. */
  readonly notInAdhika: boolean;
}

const BOTH_PAKSHAS = (tithis: readonly number[]) => [
  ...tithis,
  ...tithis.map((tithi) => tithi + 15),
];
/** The nanda, bhadra and jaya tithis most muhurta texts favour: 2, 3, 5, 7, 10, 11, 13. */
const GOOD_TITHIS = [2, 3, 5, 7, 10, 11, 13];
const MON_WED_THU_FRI = [1, 3, 4, 5];

/** Each purpose's favourable tithis, nakshatras, weekdays and lagnas (`docs/muhurat-rules.md`). */
export const MUHURAT_RULES: Readonly<Record<MuhuratPurpose, MuhuratRules>> = {
  marriage: {
    tithis: [...BOTH_PAKSHAS(GOOD_TITHIS), 15],
    nakshatras: [4, 5, 10, 12, 13, 15, 17, 19, 21, 26, 27],
    weekdays: MON_WED_THU_FRI,
    lagnas: [2, 3, 6, 7, 9, 12],
    daytimeOnly: false,
    notCombustOrKharmas: true,
    notInAdhika: true,
  },
  'griha-pravesh': {
    tithis: GOOD_TITHIS,
    nakshatras: [4, 5, 12, 14, 17, 21, 26, 27],
    weekdays: MON_WED_THU_FRI,
    lagnas: [2, 5, 8, 11],
    daytimeOnly: false,
    notCombustOrKharmas: true,
    notInAdhika: true,
  },
  'vehicle-purchase': {
    tithis: [...BOTH_PAKSHAS(GOOD_TITHIS), 15],
    nakshatras: [1, 4, 5, 7, 8, 13, 14, 15, 17, 22, 23, 24, 27],
    weekdays: MON_WED_THU_FRI,
    lagnas: null,
    daytimeOnly: true,
    notCombustOrKharmas: false,
    notInAdhika: false,
  },
  'property-purchase': {
    tithis: [...BOTH_PAKSHAS(GOOD_TITHIS), 15],
    nakshatras: [5, 7, 8, 10, 12, 17, 19, 21, 26, 27],
    weekdays: [1, 3, 4, 5],
    lagnas: null,
    daytimeOnly: true,
    notCombustOrKharmas: false,
    notInAdhika: false,
  },
  'business-launch': {
    tithis: [...GOOD_TITHIS, 15],
    nakshatras: [1, 4, 5, 8, 12, 13, 14, 17, 21, 22, 26, 27],
    weekdays: MON_WED_THU_FRI,
    lagnas: null,
    daytimeOnly: true,
    notCombustOrKharmas: false,
    notInAdhika: false,
  },
  'journey-start': {
    tithis: BOTH_PAKSHAS(GOOD_TITHIS),
    nakshatras: [1, 5, 7, 8, 13, 17, 22, 23, 27],
    weekdays: MON_WED_THU_FRI,
    lagnas: null,
    daytimeOnly: true,
    notCombustOrKharmas: false,
    notInAdhika: false,
  },
};

/** Yogas no muhurta is taken in (Muhurta Chintamani's *tyajya* yogas), 1 = Vishkambha. */
export const INAUSPICIOUS_YOGAS = [1, 6, 9, 10, 13, 15, 17, 19, 27];
/** Vishti (Bhadra) in the engine's karana numbering. */
export const VISHTI_KARANA = 7;

export interface MuhuratPlace {
  readonly latitude: number;
  readonly longitude: number;
  readonly timeZone: string;
}

export interface MuhuratWindow {
  /** UTC milliseconds. */
  readonly startMs: number;
  readonly endMs: number;
  /** Tithi (1–30), nakshatra (1–27) and, for purposes that name lagnas, the rising sign (1–12). */
  readonly tithi: number;
  readonly nakshatra: number;
  readonly lagna: number | null;
  /** The Hindu day's weekday, 0 = Sunday. */
  readonly weekday: number;
}

interface DayFacts {
  readonly panchang: Panchang;
  readonly sunriseMs: number;
  readonly sunsetMs: number;
  readonly nextSunriseMs: number;
  /** The day-long refusals: combustions, kharmas, adhika month (read at the day's midpoint). */
  readonly dayRefusals: readonly MuhuratRefusal[];
}

const pad = (value: number) => String(value).padStart(2, '0');

function civilDate(ms: number, timeZone: string): string {
  const { year, month, day } = localDateOf(ms, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

function shiftDate(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export class MuhuratDays {
  private readonly days = new Map<string, DayFacts | null>();

  constructor(
    private readonly place: MuhuratPlace,
    private readonly ephemeris: EphemerisId,
  ) {}

  /** The Hindu day of a civil date (sunrise to next sunrise), or null without sunrise (polar). */
  facts(date: string): DayFacts | null {
    if (this.days.has(date)) return this.days.get(date) ?? null;
    const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
    const panchang = computePanchang(
      { date: { year, month, day }, ...this.place },
      { ephemeris: this.ephemeris },
    );
    const { sunriseMs, sunsetMs, nextSunriseMs } = panchang;
    let facts: DayFacts | null = null;
    if (
      panchang.dayKind === 'normal' &&
      sunriseMs !== null &&
      sunsetMs !== null &&
      nextSunriseMs !== null
    ) {
      const middle = julianDayUt((sunriseMs + nextSunriseMs) / 2);
      const sun = bodyPosition(middle, 'sun', 'lahiri', this.ephemeris);
      const venus = bodyPosition(middle, 'venus', 'lahiri', this.ephemeris);
      const jupiter = bodyPosition(middle, 'jupiter', 'lahiri', this.ephemeris);
      const sunSign = Math.floor(sun.longitude / 30) + 1;
      const dayRefusals: MuhuratRefusal[] = [];
      if (isCombust('venus', venus.longitude, venus.speed, sun.longitude))
        dayRefusals.push('venus-combust');
      if (isCombust('jupiter', jupiter.longitude, jupiter.speed, sun.longitude)) {
        dayRefusals.push('jupiter-combust');
      }
      if (sunSign === 9 || sunSign === 12) dayRefusals.push('kharmas');
      if (panchang.lunarMonth.adhika) dayRefusals.push('adhika-month');
      facts = { panchang, sunriseMs, sunsetMs, nextSunriseMs, dayRefusals };
    }
    this.days.set(date, facts);
    return facts;
  }

  /** The Hindu day an instant belongs to: before a date's sunrise it is still the day before. */
  factsAt(ms: number): DayFacts | null {
    const date = civilDate(ms, this.place.timeZone);
    const today = this.facts(date);
    if (today && ms >= today.sunriseMs) return today;
    return this.facts(shiftDate(date, -1));
  }

  /** The sidereal (Lahiri) rising sign at an instant, 1 = Aries. */
  lagnaAt(ms: number): number {
    const { ascendant } = houseAngles(
      julianDayUt(ms),
      this.place.latitude,
      this.place.longitude,
      'lahiri',
      this.ephemeris,
    );
    return Math.floor(ascendant / 30) + 1;
  }
}

const numberAt = (elements: readonly LimbElement[], ms: number) =>
  elements.find((element) => element.startMs <= ms && ms < element.endMs)?.number ?? 0;
const inside = (period: { startMs: number; endMs: number } | undefined, ms: number) =>
  period !== undefined && period.startMs <= ms && ms < period.endMs;

/** Every reason an instant is refused for a purpose, given its Hindu day and rising sign. */
function refusalsAt(
  rules: MuhuratRules,
  day: DayFacts,
  ms: number,
  lagna: number | null,
): MuhuratRefusal[] {
  const { panchang } = day;
  const refusals: MuhuratRefusal[] = [];
  if (!rules.tithis.includes(numberAt(panchang.tithis, ms))) refusals.push('tithi');
  if (!rules.nakshatras.includes(numberAt(panchang.nakshatras, ms))) refusals.push('nakshatra');
  if (!rules.weekdays.includes(panchang.vara.weekday)) refusals.push('weekday');
  if (rules.lagnas && lagna !== null && !rules.lagnas.includes(lagna)) refusals.push('lagna');
  if (rules.daytimeOnly && ms >= day.sunsetMs) refusals.push('night');
  const timings = panchang.timings;
  if (inside(timings?.rahuKaal, ms)) refusals.push('rahu-kaal');
  if (inside(timings?.yamaganda, ms)) refusals.push('yamaganda');
  if (inside(timings?.gulika, ms)) refusals.push('gulika');
  if (numberAt(panchang.karanas, ms) === VISHTI_KARANA) refusals.push('bhadra');
  if (INAUSPICIOUS_YOGAS.includes(numberAt(panchang.yogas, ms))) refusals.push('yoga');
  for (const refusal of day.dayRefusals) {
    const applies =
      refusal === 'adhika-month'
        ? rules.notInAdhika || rules.notCombustOrKharmas
        : rules.notCombustOrKharmas;
    if (applies) refusals.push(refusal);
  }
  return refusals;
}

export interface MuhuratOptions {
  readonly ephemeris?: EphemerisId;
}

/**
 * Why an instant (UTC milliseconds) is refused for a purpose at a place: an empty list when
 * every rule of `MUHURAT_RULES` and every shared exclusion is met. A polar day, without
 * sunrise, refuses nothing it can name and answers `['night']`.
 */
export function explainMuhurat(
  purpose: MuhuratPurpose,
  instantMs: number,
  place: MuhuratPlace,
  options: MuhuratOptions = {},
): MuhuratRefusal[] {
  const days = new MuhuratDays(place, options.ephemeris ?? 'swiss');
  const day = days.factsAt(instantMs);
  if (!day) return ['night'];
  const rules = MUHURAT_RULES[purpose];
  return refusalsAt(rules, day, instantMs, rules.lagnas ? days.lagnaAt(instantMs) : null);
}

/** Lagna sampling step: a sign rises in 1½–2½ hours, so no sign is missed. */
const LAGNA_STEP_MS = 10 * 60_000;
/** A sign change is located to within a second: window ends are printed to the second. */
const LAGNA_PRECISION_MS = 1000;
/** Windows shorter than this are not offered: no ceremony begins in them. */
const SHORTEST_WINDOW_MS = 10 * 60_000;

/** The instants a sign rises within [from, to), each to within a second. */
export function lagnaChanges(days: MuhuratDays, from: number, to: number): number[] {
  const changes: number[] = [];
  let previous = days.lagnaAt(from);
  for (let at = from + LAGNA_STEP_MS; at < to + LAGNA_STEP_MS; at += LAGNA_STEP_MS) {
    const end = Math.min(at, to);
    const sign = days.lagnaAt(end);
    if (sign !== previous) {
      let low = end - LAGNA_STEP_MS;
      let high = end;
      while (high - low > LAGNA_PRECISION_MS) {
        const middle = (low + high) / 2;
        if (days.lagnaAt(middle) === previous) low = middle;
        else high = middle;
      }
      changes.push(Math.round(high));
      previous = sign;
    }
    if (end === to) break;
  }
  return changes;
}

/**
 * The windows fit for a purpose over the Hindu days of civil dates `from` to `to`
 * (`YYYY-MM-DD`, both included) at a place: intervals in which the tithi, nakshatra, weekday
 * and (for purposes that name them) the rising sign are favourable and no exclusion holds.
 * The day is cut at every change of tithi, nakshatra, yoga, karana and lagna and at the ends of
 * Rahu kaal, Yamaganda, Gulika and sunset; each piece is judged at its middle, and neighbours
 * with the same tithi, nakshatra and lagna are joined. Instants are UTC milliseconds.
 */
export function findMuhurats(
  purpose: MuhuratPurpose,
  from: string,
  to: string,
  place: MuhuratPlace,
  options: MuhuratOptions = {},
): MuhuratWindow[] {
  const rules = MUHURAT_RULES[purpose];
  const days = new MuhuratDays(place, options.ephemeris ?? 'swiss');
  const windows: MuhuratWindow[] = [];
  for (let date = from; date <= to; date = shiftDate(date, 1)) {
    const day = days.facts(date);
    if (!day) continue;
    const { panchang } = day;
    const weekday = panchang.vara.weekday;
    // Whole days out: the cheap tests first, so most days cost no lagna search.
    const anyTime = (refusal: MuhuratRefusal) =>
      refusal === 'weekday' ||
      ((refusal === 'venus-combust' || refusal === 'jupiter-combust' || refusal === 'kharmas') &&
        rules.notCombustOrKharmas) ||
      (refusal === 'adhika-month' && (rules.notInAdhika || rules.notCombustOrKharmas));
    if (refusalsAt(rules, day, day.sunriseMs, null).some(anyTime)) continue;
    const end = rules.daytimeOnly ? day.sunsetMs : day.nextSunriseMs;
    const cuts = new Set<number>([day.sunriseMs, end]);
    for (const elements of [
      panchang.tithis,
      panchang.nakshatras,
      panchang.yogas,
      panchang.karanas,
    ]) {
      for (const element of elements) cuts.add(element.startMs).add(element.endMs);
    }
    for (const period of [
      panchang.timings?.rahuKaal,
      panchang.timings?.yamaganda,
      panchang.timings?.gulika,
    ]) {
      if (period) cuts.add(period.startMs).add(period.endMs);
    }
    if (rules.lagnas) for (const change of lagnaChanges(days, day.sunriseMs, end)) cuts.add(change);
    const points = [...cuts].filter((at) => at >= day.sunriseMs && at <= end).sort((a, b) => a - b);
    for (let index = 0; index + 1 < points.length; index += 1) {
      const start = points[index] ?? 0;
      const stop = points[index + 1] ?? 0;
      const middle = (start + stop) / 2;
      const lagna = rules.lagnas ? days.lagnaAt(middle) : null;
      if (refusalsAt(rules, day, middle, lagna).length > 0) continue;
      const tithi = numberAt(panchang.tithis, middle);
      const nakshatra = numberAt(panchang.nakshatras, middle);
      const last = windows.at(-1);
      if (
        last &&
        last.endMs === start &&
        last.tithi === tithi &&
        last.nakshatra === nakshatra &&
        last.lagna === lagna &&
        // A window never runs past sunrise into the next Hindu day, whose weekday and
        // reasons are its own.
        last.weekday === weekday
      ) {
        windows[windows.length - 1] = { ...last, endMs: stop };
      } else {
        windows.push({ startMs: start, endMs: stop, tithi, nakshatra, lagna, weekday });
      }
    }
  }
  return windows.filter((window) => window.endMs - window.startMs >= SHORTEST_WINDOW_MS);
}
