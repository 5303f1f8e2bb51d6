import { computeDailyTimings, type DailyTimings, VARA_LORDS } from './daily-timings.js';
import {
  ayanamsaDegrees,
  bodyPosition,
  ephemerisInUse,
  julianDayUt,
  msOfJulianDayUt,
  SWISS_EPHEMERIS_VERSION,
} from './ephemeris.js';
import type { AyanamsaId, EphemerisId, PlanetId, RiseConvention } from './ids.js';
import { ayanaOfSun, lunarMonthAt, rituOfMonth, samvatOf } from './lunar-calendar.js';
import {
  LIMB_SPAN_DEGREES,
  type LimbId,
  limbSpans,
  SunMoonEphemeris,
  tithiSpansOf,
} from './panchang-elements.js';
import { nextRiseOrSet } from './rise-set.js';
import { localTimeToUtc } from './time-zone.js';

const MS_PER_DAY = 86_400_000;

export interface PanchangRequest {
  /** The civil date in the place's zone. */
  readonly date: { readonly year: number; readonly month: number; readonly day: number };
  /** Degrees, north and east positive. */
  readonly latitude: number;
  readonly longitude: number;
  /** IANA zone of the place, for the civil day's bounds. */
  readonly timeZone: string;
}

export interface PanchangOptions {
  readonly ayanamsa?: AyanamsaId;
  /** `upper-limb` (default): the Sun's top edge on the horizon with standard refraction. */
  readonly sunriseConvention?: RiseConvention;
  readonly ephemeris?: EphemerisId;
}

/** One span of a limb, identified by `number` (see `limbNumber`), UTC milliseconds. */
export interface LimbElement {
  readonly number: number;
  readonly startMs: number;
  readonly endMs: number;
}

export interface LimbAtSunrise extends LimbElement {
  /** Share of the element still to run at the reference instant, percent, by angle. */
  readonly remainingPercent: number;
}

/** Whether the Sun rose and set on the date; polar days and nights have neither. */
export type DayKind = 'normal' | 'polar-day' | 'polar-night';

export interface Panchang {
  readonly dayKind: DayKind;
  /** The instant the limbs are read at: sunrise, or local midnight when there is none. */
  readonly referenceMs: number;
  readonly sunriseMs: number | null;
  readonly sunsetMs: number | null;
  readonly nextSunriseMs: number | null;
  /**
   * The first moonrise and moonset from sunrise to the next sunrise (from local midnight for
   * 24 hours on polar days), as almanacs print them; `null` when the Moon has none then.
   */
  readonly moonriseMs: number | null;
  readonly moonsetMs: number | null;
  readonly tithi: LimbAtSunrise;
  readonly nakshatra: LimbAtSunrise;
  readonly yoga: LimbAtSunrise;
  readonly karana: LimbAtSunrise;
  /** Every element from the reference instant to the next sunrise (or 24 h later). */
  readonly tithis: readonly LimbElement[];
  readonly nakshatras: readonly LimbElement[];
  readonly yogas: readonly LimbElement[];
  readonly karanas: readonly LimbElement[];
  /** 0 = Sunday … 6 = Saturday: the weekday of the civil date (the vara runs sunrise to sunrise). */
  readonly vara: { readonly weekday: number; readonly lord: PlanetId };
  readonly paksha: 'shukla' | 'krishna';
  readonly lunarMonth: {
    readonly amanta: number;
    readonly purnimanta: number;
    readonly adhika: boolean;
  };
  readonly samvat: { readonly shaka: number; readonly vikram: number };
  /** 1 Vasanta … 6 Shishira, by lunar month. */
  readonly ritu: number;
  readonly ayana: 'uttarayana' | 'dakshinayana';
  /** Sidereal signs (1–12) of the Sun and Moon at the reference instant. */
  readonly sunSign: number;
  readonly moonSign: number;
  /** `null` on polar days and nights, which have no sunrise to divide. */
  readonly timings: DailyTimings | null;
  readonly conventions: {
    readonly ayanamsa: AyanamsaId;
    readonly ayanamsaDegrees: number;
    readonly sunriseConvention: RiseConvention;
    readonly ephemeris: EphemerisId;
    readonly ephemerisVersion: string;
  };
}

/**
 * The identity of a limb's span as the almanacs number it: tithi 1–30 (Shukla Pratipada …
 * Purnima, Krishna Pratipada … Amavasya), nakshatra 1–27, yoga 1–27 (Vishkambha first), and
 * karana 1–11: the seven movable ones 1 Bava … 7 Vishti repeating from the second half of
 * Shukla Pratipada, then the fixed 8 Shakuni, 9 Chatushpada, 10 Naga (the last three halves of
 * the month) and 11 Kimstughna (the first half of Shukla Pratipada).
 */
export function limbNumber(limb: LimbId, index: number): number {
  if (limb !== 'karana') return index + 1;
  if (index === 0) return 11;
  if (index >= 57) return index - 49;
  return ((index - 1) % 7) + 1;
}

function toElements(limb: LimbId, spans: ReturnType<typeof limbSpans>): LimbElement[] {
  return spans.map((span) => ({
    number: limbNumber(limb, span.index),
    startMs: msOfJulianDayUt(span.start),
    endMs: msOfJulianDayUt(span.end),
  }));
}

/** Time to find one rise or set in: a little over a day, so the next day's is not taken. */
const SEARCH_WINDOW_DAYS = 1.05;

/**
 * The panchang of a civil date at a place: sunrise and sunset (upper limb with standard
 * refraction by default), moonrise and moonset, the tithi, nakshatra, yoga and karana in force
 * at sunrise with every change until the next sunrise (instants to a fraction of a second),
 * vara, paksha, amanta and purnimanta month with adhika months, Shaka and Vikram samvat,
 * ritu, ayana, the Sun's and Moon's sidereal signs, and the day's muhurat timings.
 * All instants are UTC milliseconds; all longitudes sidereal (Lahiri by default).
 */
export function computePanchang(request: PanchangRequest, options: PanchangOptions = {}): Panchang {
  const ayanamsa = options.ayanamsa ?? 'lahiri';
  const convention = options.sunriseConvention ?? 'upper-limb';
  const ephemeris = options.ephemeris ?? 'swiss';
  const { latitude, longitude, timeZone } = request;
  const { year, month, day } = request.date;

  const midnightMs = localTimeToUtc(
    { year, month, day, hour: 0, minute: 0, second: 0 },
    timeZone,
  ).utcMs;
  const midnight = julianDayUt(midnightMs);
  const nextMidnightMs = localTimeToUtc(
    { ...civilDatePlusOne(year, month, day), hour: 0, minute: 0, second: 0 },
    timeZone,
  ).utcMs;

  const event = (from: number, body: 'sun' | 'moon', kind: 'rise' | 'set', until: number) => {
    const found = nextRiseOrSet(from, body, kind, latitude, longitude, convention, ephemeris);
    return found !== null && found < until ? found : null;
  };
  const sunrise = event(midnight, 'sun', 'rise', julianDayUt(nextMidnightMs));
  const sunset =
    sunrise === null ? null : event(sunrise, 'sun', 'set', sunrise + SEARCH_WINDOW_DAYS);
  const nextSunrise =
    sunset === null ? null : event(sunset, 'sun', 'rise', sunset + SEARCH_WINDOW_DAYS);
  const previousSunset =
    sunrise === null ? null : event(sunrise - SEARCH_WINDOW_DAYS, 'sun', 'set', sunrise);

  const normal =
    sunrise !== null && sunset !== null && nextSunrise !== null && previousSunset !== null;
  const reference = normal ? sunrise : midnight;
  const windowEnd = normal ? nextSunrise : midnight + 1;
  const moonrise = event(reference, 'moon', 'rise', windowEnd);
  const moonset = event(reference, 'moon', 'set', windowEnd);

  const source = new SunMoonEphemeris(ayanamsa, ephemeris);
  const karanaSpans = limbSpans(source, 'karana', reference, windowEnd);
  const limbs = (limb: LimbId) => {
    const spans =
      limb === 'karana'
        ? karanaSpans
        : limb === 'tithi'
          ? tithiSpansOf(source, karanaSpans)
          : limbSpans(source, limb, reference, windowEnd);
    const { angle } = source.limbAngle(limb, reference);
    const span = LIMB_SPAN_DEGREES[limb];
    const remaining = (span - (angle % span)) / span;
    const elements = toElements(limb, spans);
    const first = elements[0] ?? { number: 0, startMs: 0, endMs: 0 };
    return { elements, current: { ...first, remainingPercent: remaining * 100 } };
  };
  const tithi = limbs('tithi');
  const nakshatra = limbs('nakshatra');
  const yoga = limbs('yoga');
  const karana = limbs('karana');

  const sun = source.sunAt(reference).longitude;
  const moon = source.moonAt(reference).longitude;
  const lunarMonth = lunarMonthAt(source, reference);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();

  return {
    dayKind: normal ? 'normal' : polarKind(source, midnight, latitude),
    referenceMs: msOfJulianDayUt(reference),
    sunriseMs: sunrise === null ? null : msOfJulianDayUt(sunrise),
    sunsetMs: sunset === null ? null : msOfJulianDayUt(sunset),
    nextSunriseMs: nextSunrise === null ? null : msOfJulianDayUt(nextSunrise),
    moonriseMs: moonrise === null ? null : msOfJulianDayUt(moonrise),
    moonsetMs: moonset === null ? null : msOfJulianDayUt(moonset),
    tithi: tithi.current,
    nakshatra: nakshatra.current,
    yoga: yoga.current,
    karana: karana.current,
    tithis: tithi.elements,
    nakshatras: nakshatra.elements,
    yogas: yoga.elements,
    karanas: karana.elements,
    vara: { weekday, lord: VARA_LORDS[weekday] ?? 'sun' },
    paksha: tithi.current.number <= 15 ? 'shukla' : 'krishna',
    lunarMonth: {
      amanta: lunarMonth.amanta,
      purnimanta: lunarMonth.purnimanta,
      adhika: lunarMonth.adhika,
    },
    samvat: samvatOf(lunarMonth),
    ritu: rituOfMonth(lunarMonth.amanta),
    ayana: ayanaOfSun(sun),
    sunSign: Math.floor(sun / 30) + 1,
    moonSign: Math.floor(moon / 30) + 1,
    timings: normal
      ? computeDailyTimings(
          msOfJulianDayUt(previousSunset),
          msOfJulianDayUt(sunrise),
          msOfJulianDayUt(sunset),
          msOfJulianDayUt(nextSunrise),
          weekday,
        )
      : null,
    conventions: {
      ayanamsa,
      ayanamsaDegrees: ayanamsaDegrees(reference, ayanamsa, ephemeris),
      sunriseConvention: convention,
      ephemeris: ephemerisInUse(reference, ephemeris),
      ephemerisVersion: SWISS_EPHEMERIS_VERSION,
    },
  };
}

function civilDatePlusOne(year: number, month: number, day: number) {
  const next = new Date(Date.UTC(year, month - 1, day) + MS_PER_DAY);
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

const OBLIQUITY_DEGREES = 23.44;
const RADIANS = Math.PI / 180;

/**
 * Without a sunrise the Sun stays up or down all day: up when its declination (from its
 * tropical longitude) lies on the same side of the equator as the place.
 */
function polarKind(source: SunMoonEphemeris, julianDay: number, latitude: number): DayKind {
  const tropicalSun = bodyPosition(julianDay, 'sun', 'tropical', source.ephemeris).longitude;
  const declination = Math.asin(
    Math.sin(OBLIQUITY_DEGREES * RADIANS) * Math.sin(tropicalSun * RADIANS),
  );
  return Math.sign(declination) === Math.sign(latitude) ? 'polar-day' : 'polar-night';
}
