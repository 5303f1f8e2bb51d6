import {
  isLanguage,
  type KundliRequest,
  type Language,
  type ReportOrder,
  type ReportType,
} from '@jyotish/contract';
import type { Birth } from '@/lib/forms/birth-form';
import { kundliRequestFromQuery, kundliSearchParams } from '@/lib/kundli-query';

// An order page keeps the whole order in its query, as the kundli keeps its birth: a reload,
// the Back button or a detour through the sign-in page brings the same order back. The birth
// has the kundli's keys (`name`, `date`, `time`, `location`, `gender`, `latitude`,
// `longitude`), the marriage report's partner the same keys behind `partner` (`partnerName`…),
// and the report's language is `lang`.

const BIRTH_KEYS = ['name', 'date', 'time', 'location', 'gender', 'latitude', 'longitude'];
const PARTNER = 'partner';

const partnerKey = (key: string) => `${PARTNER}${key.charAt(0).toUpperCase()}${key.slice(1)}`;

/** The partner's part of an order query, under the kundli's own keys. */
export function partnerQueryOf(query: URLSearchParams): URLSearchParams {
  const partner = new URLSearchParams();
  for (const key of BIRTH_KEYS) {
    const value = query.get(partnerKey(key));
    if (value !== null) partner.set(key, value);
  }
  return partner;
}

/** The query with this birth as the order's own, its other keys (language, partner) kept. */
export function withBirth(query: URLSearchParams, birth: Birth): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const [key, value] of kundliSearchParams(birth)) next.set(key, value);
  return next;
}

/** The query with this birth as the partner's, or without a partner for null. */
export function withPartner(query: URLSearchParams, birth: Birth | null): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of BIRTH_KEYS) next.delete(partnerKey(key));
  if (birth) for (const [key, value] of kundliSearchParams(birth)) next.set(partnerKey(key), value);
  return next;
}

/** The language the report is to be written in: the query's, else the page's. */
export function reportLanguageOf(query: URLSearchParams, pageLanguage: Language): Language {
  const lang = query.get('lang');
  return isLanguage(lang) ? lang : pageLanguage;
}

/** The query with the report's language. */
export function withReportLanguage(query: URLSearchParams, lang: Language): URLSearchParams {
  const next = new URLSearchParams(query);
  next.set('lang', lang);
  return next;
}

/** The partner's birth when the query has a complete one, else null. */
export function partnerFromQuery(query: URLSearchParams): KundliRequest | null {
  return kundliRequestFromQuery(partnerQueryOf(query));
}

/**
 * The `POST /api/reports` body the query describes, or null while its birth is incomplete.
 * Only the marriage report takes a partner; an incomplete partner is left out.
 */
export function reportOrderFromQuery(
  type: ReportType,
  query: URLSearchParams,
  pageLanguage: Language,
): ReportOrder | null {
  const birth = kundliRequestFromQuery(query);
  if (!birth) return null;
  const partner = type === 'marriage' ? partnerFromQuery(query) : null;
  const place = query.get('location')?.trim().slice(0, 200) ?? '';
  return {
    type,
    birth,
    lang: reportLanguageOf(query, pageLanguage),
    ...(place === '' ? {} : { place }),
    ...(partner ? { partner } : {}),
  };
}
