import type { KundliRequest, MatchingRequest } from '@jyotish/contract';
import type { PlaceValue } from '@/components/ui/place-field';

export const PARTNERS = ['boy', 'girl'] as const;
export type Partner = (typeof PARTNERS)[number];

/** One partner's birth as the form holds it, prefilled from the query (SPEC §2). */
export interface PartnerPrefill {
  readonly name: string;
  /** `YYYY-MM-DD` or empty. */
  readonly date: string;
  /** `HH:MM` or empty. */
  readonly time: string;
  readonly place: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
}

export type MatchingPrefill = Readonly<Record<Partner, PartnerPrefill>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function coordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

function partnerFromQuery(query: URLSearchParams, partner: Partner): PartnerPrefill {
  const date = query.get(`${partner}BirthDate`) ?? '';
  const time = query.get(`${partner}BirthTime`) ?? '';
  return {
    name: query.get(`${partner}Name`) ?? '',
    date: DATE.test(date) ? date : '',
    time: TIME.test(time) ? time : '',
    place: query.get(`${partner}BirthPlace`) ?? '',
    latitude: coordinate(query.get(`${partner}Latitude`), 90),
    longitude: coordinate(query.get(`${partner}Longitude`), 180),
  };
}

/**
 * Reads both partners from `/kundli-matching?boyName&boyBirthDate&boyBirthTime&boyBirthPlace&
 * boyLatitude&boyLongitude&girlName…` (the home page's link); a malformed value counts as absent.
 */
export function matchingPrefillFromQuery(query: URLSearchParams): MatchingPrefill {
  return { boy: partnerFromQuery(query, 'boy'), girl: partnerFromQuery(query, 'girl') };
}

function partnerRequest(prefill: PartnerPrefill, gender: 'male' | 'female'): KundliRequest | null {
  if (prefill.name.trim().length < 2 || prefill.date === '' || prefill.time === '') return null;
  // Zero counts as no coordinate, as on the form (SPEC §5).
  if (!prefill.latitude || !prefill.longitude) return null;
  return {
    name: prefill.name.trim(),
    gender,
    birthDate: prefill.date,
    birthTime: prefill.time,
    latitude: prefill.latitude,
    longitude: prefill.longitude,
  };
}

/** The `POST /api/matching` request a query asks for, or null while either partner is incomplete. */
export function matchingRequestFromQuery(query: URLSearchParams): MatchingRequest | null {
  const prefill = matchingPrefillFromQuery(query);
  const boy = partnerRequest(prefill.boy, 'male');
  const girl = partnerRequest(prefill.girl, 'female');
  return boy && girl ? { boy, girl } : null;
}

export interface PartnerDetails {
  readonly name: string;
  readonly date: string;
  readonly time: string;
  readonly place: PlaceValue;
}

/** The query that reproduces a match: the home page's keys, so either link opens the same report. */
export function matchingSearchParams(partners: Readonly<Record<Partner, PartnerDetails>>) {
  const query = new URLSearchParams();
  for (const partner of PARTNERS) {
    const details = partners[partner];
    query.set(`${partner}Name`, details.name.trim());
    query.set(`${partner}BirthDate`, details.date);
    query.set(`${partner}BirthTime`, details.time);
    query.set(`${partner}BirthPlace`, details.place.text.trim());
  }
  for (const partner of PARTNERS) {
    query.set(`${partner}Latitude`, String(partners[partner].place.latitude ?? ''));
    query.set(`${partner}Longitude`, String(partners[partner].place.longitude ?? ''));
  }
  return query;
}
