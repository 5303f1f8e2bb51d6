import {
  isCalendarDate,
  LatitudeSchema,
  LongitudeSchema,
  PANCHANG_TODAY_PLACE,
  TimeZoneSchema,
} from '@jyotish/contract';
import { coordinateFromQuery } from '@/lib/birth-place';

/**
 * Where and when an almanac page is read, as its link carries it:
 * `?date=2026-02-15&place=Pune&lat=18.52&lon=73.86&tz=Asia/Kolkata`. A link without a place
 * (or with a broken one) reads New Delhi, the place `/api/panchang/today` answers for.
 */
export interface AlmanacPlace {
  /** What the visitor picked; null for the default place, which each language names itself. */
  readonly label: string | null;
  readonly latitude: number;
  readonly longitude: number;
  /** IANA zone when the link names it; otherwise the server finds it from the coordinates. */
  readonly timezone: string | null;
}

export const DEFAULT_ALMANAC_PLACE: AlmanacPlace = {
  label: null,
  latitude: PANCHANG_TODAY_PLACE.latitude,
  longitude: PANCHANG_TODAY_PLACE.longitude,
  timezone: PANCHANG_TODAY_PLACE.timezone,
};

const FIRST_DATE = '1800-01-01';
const LAST_DATE = '2399-12-31';

export function almanacPlaceFromQuery(query: URLSearchParams): AlmanacPlace {
  const latitude = coordinateFromQuery(query.get('lat'), LatitudeSchema);
  const longitude = coordinateFromQuery(query.get('lon'), LongitudeSchema);
  if (latitude === null || longitude === null) return DEFAULT_ALMANAC_PLACE;
  const zone = query.get('tz');
  const label = query.get('place')?.trim();
  return {
    label: label ? label.slice(0, 120) : null,
    latitude,
    longitude,
    timezone: zone && TimeZoneSchema.safeParse(zone).success ? zone : null,
  };
}

/** Whether a `YYYY-MM-DD` is a real date within the ephemeris's years 1800–2399. */
export function isAlmanacDate(value: string | null): value is string {
  return (
    value !== null &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    value >= FIRST_DATE &&
    value <= LAST_DATE &&
    isCalendarDate(value)
  );
}

/** Today's civil date in a zone (the browser's own when the place's zone is not known). */
export function todayIn(timeZone: string | null, nowMs: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(nowMs));
}

/** The date a day page shows: the link's, or today at the place. */
export function almanacDateFromQuery(query: URLSearchParams, place: AlmanacPlace, nowMs: number) {
  const date = query.get('date');
  return isAlmanacDate(date) ? date : todayIn(place.timezone, nowMs);
}

/** The month a month page shows, `YYYY-MM`: the link's, or this month at the place. */
export function almanacMonthFromQuery(query: URLSearchParams, place: AlmanacPlace, nowMs: number) {
  const month = query.get('month');
  return month !== null && isAlmanacDate(`${month}-01`)
    ? month
    : todayIn(place.timezone, nowMs).slice(0, 7);
}

/**
 * The year a festival calendar shows: the link's, or `fixed` for a page of one year
 * (`/festivals-2025`), or this year at the place.
 */
export function almanacYearFromQuery(
  query: URLSearchParams,
  place: AlmanacPlace,
  nowMs: number,
  fixed?: string,
) {
  const year = query.get('year');
  if (year !== null && /^\d{4}$/.test(year) && isAlmanacDate(`${year}-01-01`)) return year;
  return fixed ?? todayIn(place.timezone, nowMs).slice(0, 4);
}

/** The query string of a page at a place, with the date, month or year given (no leading `?`). */
export function almanacSearch(
  place: AlmanacPlace,
  when: { date?: string; month?: string; year?: string },
) {
  const query = new URLSearchParams();
  if (when.date) query.set('date', when.date);
  if (when.month) query.set('month', when.month);
  if (when.year) query.set('year', when.year);
  if (place !== DEFAULT_ALMANAC_PLACE) {
    if (place.label) query.set('place', place.label);
    query.set('lat', String(place.latitude));
    query.set('lon', String(place.longitude));
    if (place.timezone) query.set('tz', place.timezone);
  }
  return query.toString();
}

/** A date `days` later (earlier when negative), staying within 1800–2399. */
export function shiftDate(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
  return shifted < FIRST_DATE ? FIRST_DATE : shifted > LAST_DATE ? LAST_DATE : shifted;
}

/** A month `YYYY-MM` that many months later (earlier when negative), within 1800–2399. */
export function shiftMonth(month: string, months: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, number - 1 + months, 1)).toISOString().slice(0, 7);
  return shifted < FIRST_DATE.slice(0, 7)
    ? FIRST_DATE.slice(0, 7)
    : shifted > LAST_DATE.slice(0, 7)
      ? LAST_DATE.slice(0, 7)
      : shifted;
}

/** The seven dates from `date` on, for week tables. */
export function weekFrom(date: string): string[] {
  return Array.from({ length: 7 }, (_, index) => shiftDate(date, index));
}
