import { julianDayUt, msOfJulianDayUt } from './ephemeris.js';
import type { DecidingTime, EphemerisId, FestivalId, FestivalRule } from './ids.js';
import { lunarMonthAt } from './lunar-calendar.js';
import { type LimbSpan, limbSpans, SunMoonEphemeris } from './panchang-elements.js';
import { nextRiseOrSet } from './rise-set.js';
import { localDateOf, localTimeToUtc } from './time-zone.js';

/** A place of the festival calendar: degrees, north and east positive; an IANA zone. */
export interface FestivalPlace {
  readonly latitude: number;
  readonly longitude: number;
  readonly timeZone: string;
}

/** One festival of the year at a place. */
export interface FestivalDay {
  readonly id: FestivalId;
  /** The local civil date at the place, `YYYY-MM-DD`. */
  readonly date: string;
  /** The deciding tithi's span (UT milliseconds), or the Sun's ingress (start = end). */
  readonly startMs: number | null;
  readonly endMs: number | null;
  readonly rule: FestivalRule;
  /**
   * For Ekadashis, Purnimas and Amavasyas: the purnimanta month the tithi belongs to
   * (1 = Chaitra) and whether it is adhika, which name it (`Kartika Purnima`).
   */
  readonly lunarMonth: number | null;
  readonly adhika: boolean;
  /** For Ekadashis: 1–15 Shukla or 16–30 Krishna (11 or 26). */
  readonly tithi: number | null;
}

const tithiRule = (
  month: number,
  tithi: number,
  at: DecidingTime,
  extra: { tie?: 'first' | 'longer'; otherwise?: DecidingTime; minutesAfterSunrise?: number } = {},
): FestivalRule => ({ kind: 'tithi', month, tithi, at, tie: extra.tie ?? 'longer', ...extra });

/**
 * The rule of every festival with a stable id, in the amanta scheme (a Krishna paksha belongs
 * to the month whose new moon ends it: Diwali's Amavasya is Ashvin's in the amanta scheme and
 * Kartika's in the purnimanta one).
 */
export const FESTIVAL_RULES: Readonly<Record<FestivalId, FestivalRule>> = {
  'makar-sankranti': { kind: 'sankranti', sign: 10 },
  pongal: { kind: 'sankranti', sign: 10 },
  'vasant-panchami': tithiRule(11, 5, 'purvahna'),
  'maha-shivaratri': tithiRule(11, 29, 'nishita'),
  'holika-dahan': tithiRule(12, 15, 'pradosh'),
  holi: { kind: 'day-after', festival: 'holika-dahan' },
  ugadi: tithiRule(1, 1, 'sunrise', { tie: 'first', otherwise: 'purvahna' }),
  'chaitra-navratri': tithiRule(1, 1, 'sunrise', { tie: 'first', otherwise: 'purvahna' }),
  'ram-navami': tithiRule(1, 9, 'madhyahna'),
  'hanuman-jayanti': tithiRule(1, 15, 'sunrise', { tie: 'first', otherwise: 'purvahna' }),
  'akshaya-tritiya': tithiRule(2, 3, 'purvahna'),
  'guru-purnima': tithiRule(4, 15, 'sunrise', { tie: 'first', otherwise: 'purvahna' }),
  'raksha-bandhan': tithiRule(5, 15, 'sunrise', {
    tie: 'first',
    otherwise: 'aparahna',
    minutesAfterSunrise: 144,
  }),
  janmashtami: tithiRule(5, 23, 'sunrise', { tie: 'first', otherwise: 'nishita' }),
  'ganesh-chaturthi': tithiRule(6, 4, 'madhyahna'),
  'pitru-paksha': tithiRule(6, 15, 'aparahna'),
  navratri: tithiRule(7, 1, 'sunrise', { tie: 'first', otherwise: 'purvahna' }),
  'durga-ashtami': tithiRule(7, 8, 'sunrise', { tie: 'first', otherwise: 'purvahna' }),
  dussehra: tithiRule(7, 10, 'aparahna'),
  'karva-chauth': tithiRule(7, 19, 'moonrise', { otherwise: 'sunrise' }),
  dhanteras: tithiRule(7, 28, 'pradosh'),
  diwali: tithiRule(7, 30, 'pradosh'),
  'govardhan-puja': tithiRule(8, 1, 'sunrise', { tie: 'first', otherwise: 'purvahna' }),
  'bhai-dooj': tithiRule(8, 2, 'aparahna'),
  chhath: tithiRule(8, 6, 'sunset', { tie: 'first', otherwise: 'aparahna' }),
  ekadashi: { kind: 'every-tithi', tithis: [11, 26] },
  purnima: { kind: 'every-tithi', tithis: [15] },
  amavasya: { kind: 'every-tithi', tithis: [30] },
};

/** A Julian-day interval (UT); an instant when start equals end. */
interface Window {
  readonly start: number;
  readonly end: number;
}

/** The sunrise-based frame of one civil date at the place, computed once per date. */
interface DayFrame {
  readonly date: string;
  readonly sunrise: number;
  readonly sunset: number;
  readonly nextSunrise: number;
}

const pad = (value: number) => String(value).padStart(2, '0');
const SEARCH_DAYS = 1.5;

/** Overlap (days) of a window with a tithi span; an instant inside it counts as a moment. */
function overlap(window: Window, span: LimbSpan): number {
  if (window.start === window.end) {
    return span.start <= window.start && window.start < span.end ? Number.EPSILON : 0;
  }
  return Math.max(0, Math.min(window.end, span.end) - Math.max(window.start, span.start));
}

class FestivalCalendar {
  private readonly frames = new Map<string, DayFrame | null>();
  private readonly moonrises = new Map<string, number | null>();

  constructor(
    private readonly place: FestivalPlace,
    private readonly ephemeris: EphemerisId,
  ) {}

  dateOf(julianDay: number): string {
    const { year, month, day } = localDateOf(msOfJulianDayUt(julianDay), this.place.timeZone);
    return `${year}-${pad(month)}-${pad(day)}`;
  }

  private midnight(date: string): number {
    const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
    const local = { year, month, day, hour: 0, minute: 0, second: 0 };
    return julianDayUt(localTimeToUtc(local, this.place.timeZone).utcMs);
  }

  private rise(from: number, body: 'sun' | 'moon', event: 'rise' | 'set'): number | null {
    const { latitude, longitude } = this.place;
    return nextRiseOrSet(from, body, event, latitude, longitude, 'upper-limb', this.ephemeris);
  }

  /** Sunrise to next sunrise of a date; null where the Sun does not rise and set (polar). */
  frame(date: string): DayFrame | null {
    if (this.frames.has(date)) return this.frames.get(date) ?? null;
    const midnight = this.midnight(date);
    const sunrise = this.rise(midnight, 'sun', 'rise');
    const sunset = sunrise === null ? null : this.rise(sunrise, 'sun', 'set');
    const nextSunrise = sunset === null ? null : this.rise(sunset, 'sun', 'rise');
    const frame =
      sunrise !== null &&
      sunset !== null &&
      nextSunrise !== null &&
      sunrise < midnight + 1 &&
      sunset - sunrise < SEARCH_DAYS &&
      nextSunrise - sunset < SEARCH_DAYS
        ? { date, sunrise, sunset, nextSunrise }
        : null;
    this.frames.set(date, frame);
    return frame;
  }

  private moonrise(frame: DayFrame): number | null {
    if (!this.moonrises.has(frame.date)) {
      const found = this.rise(frame.sunrise, 'moon', 'rise');
      this.moonrises.set(frame.date, found !== null && found < frame.nextSunrise ? found : null);
    }
    return this.moonrises.get(frame.date) ?? null;
  }

  window(frame: DayFrame, at: DecidingTime): Window | null {
    const day = frame.sunset - frame.sunrise;
    const night = frame.nextSunrise - frame.sunset;
    const part = (from: number, length: number, start: number, end: number) => ({
      start: from + length * start,
      end: from + length * end,
    });
    switch (at) {
      case 'sunrise':
        return { start: frame.sunrise, end: frame.sunrise };
      case 'purvahna':
        return part(frame.sunrise, day, 0, 1 / 2);
      case 'madhyahna':
        return part(frame.sunrise, day, 2 / 5, 3 / 5);
      case 'aparahna':
        return part(frame.sunrise, day, 3 / 5, 4 / 5);
      case 'sunset':
        return { start: frame.sunset, end: frame.sunset };
      case 'pradosh':
        return part(frame.sunset, night, 0, 3 / 15);
      case 'nishita':
        return part(frame.sunset, night, 7 / 15, 8 / 15);
      case 'moonrise': {
        const moonrise = this.moonrise(frame);
        return moonrise === null ? null : { start: moonrise, end: moonrise };
      }
    }
  }

  /** The civil dates whose day (sunrise to next sunrise) can touch a span. */
  datesAround(span: LimbSpan): string[] {
    const dates: string[] = [];
    for (let day = span.start - 1; day <= span.end + 0.5; day += 1) {
      const date = this.dateOf(day);
      if (!dates.includes(date)) dates.push(date);
    }
    const last = this.dateOf(span.end);
    if (!dates.includes(last)) dates.push(last);
    return dates;
  }

  /** The dates on which the span prevails at `at`, each with how long (days) it does. */
  prevailing(span: LimbSpan, at: DecidingTime): { date: string; frame: DayFrame; held: number }[] {
    const found: { date: string; frame: DayFrame; held: number }[] = [];
    for (const date of this.datesAround(span)) {
      const frame = this.frame(date);
      const window = frame && this.window(frame, at);
      if (!frame || !window) continue;
      const held = overlap(window, span);
      if (held > 0) found.push({ date, frame, held });
    }
    return found;
  }

  /** The date a tithi rule gives for one span of its tithi, or null (a polar place). */
  decide(span: LimbSpan, rule: Extract<FestivalRule, { kind: 'tithi' }>): string | null {
    let days = this.prevailing(span, rule.at);
    if (days.length === 0 && rule.otherwise) days = this.prevailing(span, rule.otherwise);
    if (days.length === 0) return null;
    const chosen =
      rule.tie === 'first'
        ? days[0]
        : days.reduce((best, day) => (day.held > best.held + 1e-9 ? day : best));
    if (!chosen) return null;
    if (
      rule.minutesAfterSunrise !== undefined &&
      rule.at === 'sunrise' &&
      (span.end - chosen.frame.sunrise) * 1440 < rule.minutesAfterSunrise
    ) {
      const before = this.prevailing(span, rule.otherwise ?? 'aparahna');
      return before[0]?.date ?? chosen.date;
    }
    return chosen.date;
  }
}

/** Ms since the epoch of a Julian day (UT), for the answer. */
const ms = (julianDay: number) => Math.round(msOfJulianDayUt(julianDay));

/**
 * The Julian day (UT) the sidereal Sun enters a sign (1 = Aries … 12 = Pisces) after
 * `from`, by Newton's method on its interpolated longitude (within a second).
 */
function sankranti(source: SunMoonEphemeris, sign: number, from: number): number {
  const target = (sign - 1) * 30;
  let day = from;
  for (let step = 0; step < 20; step += 1) {
    const { longitude, speed } = source.sunAt(day);
    const ahead = (((target - longitude) % 360) + 360) % 360;
    const delta = (step === 0 ? ahead : ahead > 180 ? ahead - 360 : ahead) / speed;
    day += delta;
    if (Math.abs(delta) < 1e-6) break;
  }
  return day;
}

export interface FestivalOptions {
  readonly ephemeris?: EphemerisId;
}

/**
 * Every festival of a Gregorian year at a place, by date: the ones of `FESTIVAL_IDS` by their
 * rules (`FESTIVAL_RULES`, Lahiri ayanamsa, upper-limb sunrise), every Ekadashi, Purnima and
 * Amavasya. Dates are local civil dates at the place; a place where the Sun does not rise and
 * set on the deciding day gets no date for that festival.
 */
export function festivalsOfYear(
  year: number,
  place: FestivalPlace,
  options: FestivalOptions = {},
): FestivalDay[] {
  const ephemeris = options.ephemeris ?? 'swiss';
  const source = new SunMoonEphemeris('lahiri', ephemeris);
  const calendar = new FestivalCalendar(place, ephemeris);
  const yearStart = julianDayUt(Date.UTC(year, 0, 1));
  const yearEnd = julianDayUt(Date.UTC(year + 1, 0, 1));
  const inYear = (date: string) => date.startsWith(`${year}-`);
  // Margins: a tithi of late December can give an early-January date at the place, and back.
  const spans = limbSpans(source, 'tithi', yearStart - 3, yearEnd + 3);
  const months = spans.map((span) => lunarMonthAt(source, (span.start + span.end) / 2));

  const found: FestivalDay[] = [];
  const add = (
    day: Omit<FestivalDay, 'lunarMonth' | 'adhika' | 'tithi'> & Partial<FestivalDay>,
  ) => {
    if (inYear(day.date)) {
      found.push({ lunarMonth: null, adhika: false, tithi: null, ...day });
    }
  };

  for (const [id, rule] of Object.entries(FESTIVAL_RULES) as [FestivalId, FestivalRule][]) {
    if (rule.kind === 'tithi') {
      spans.forEach((span, index) => {
        const month = months[index];
        if (
          span.index !== rule.tithi - 1 ||
          !month ||
          month.amanta !== rule.month ||
          month.adhika
        ) {
          return;
        }
        const date = calendar.decide(span, rule);
        if (date) add({ id, date, startMs: ms(span.start), endMs: ms(span.end), rule });
      });
    } else if (rule.kind === 'sankranti') {
      for (const from of [yearStart - 1, yearStart + 300]) {
        const ingress = sankranti(source, rule.sign, from);
        const date = calendar.dateOf(ingress);
        const frame = calendar.frame(date);
        // An ingress after sunset is kept the next day, whose sunrise first sees the Sun there.
        const observed =
          frame && ingress > frame.sunset ? calendar.dateOf(frame.nextSunrise + 0.01) : date;
        if (!found.some((day) => day.id === id && day.date === observed)) {
          add({ id, date: observed, startMs: ms(ingress), endMs: ms(ingress), rule });
        }
      }
    } else if (rule.kind === 'every-tithi') {
      spans.forEach((span, index) => {
        const month = months[index];
        if (!month || !rule.tithis.includes(span.index + 1)) return;
        const date = calendar.decide(span, {
          kind: 'tithi',
          month: month.amanta,
          tithi: span.index + 1,
          at: 'sunrise',
          tie: 'first',
          otherwise: 'purvahna',
        });
        if (!date) return;
        add({
          id,
          date,
          startMs: ms(span.start),
          endMs: ms(span.end),
          rule,
          // Named in the purnimanta scheme, as north India names them; Shukla halves agree.
          lunarMonth: month.purnimanta,
          adhika: month.adhika,
          tithi: span.index + 1,
        });
      });
    }
  }
  for (const [id, rule] of Object.entries(FESTIVAL_RULES) as [FestivalId, FestivalRule][]) {
    if (rule.kind !== 'day-after') continue;
    for (const day of found.filter((entry) => entry.id === rule.festival)) {
      const [y = 0, m = 1, d = 1] = day.date.split('-').map(Number);
      const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
      add({ id, date: next, startMs: null, endMs: null, rule });
    }
  }
  return found.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}
