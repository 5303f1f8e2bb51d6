import {
  AYANAMSA_IDS,
  type AyanamsaIdentifier,
  type KundliRequest,
  VARGA_IDS,
} from '@jyotish/contract';
import { CHART_STYLES, type ChartStyle, type VargaId } from '../components/chart/chart-styles';

/** The birth details a form holds, prefilled from `/kundli?name&date&time&location&gender&latitude&longitude`. */
export interface KundliFormPrefill {
  readonly name: string;
  readonly gender: 'male' | 'female';
  /** `YYYY-MM-DD` or empty. */
  readonly date: string;
  /** `HH:MM` or empty. */
  readonly time: string;
  readonly location: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function coordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/** Reads the form's prefill from a query; a malformed value counts as absent. */
export function prefillFromQuery(query: URLSearchParams): KundliFormPrefill {
  const date = query.get('date') ?? '';
  const time = query.get('time') ?? '';
  return {
    name: query.get('name') ?? '',
    gender: query.get('gender') === 'female' ? 'female' : 'male',
    date: DATE.test(date) ? date : '',
    time: TIME.test(time) ? time : '',
    location: query.get('location') ?? '',
    latitude: coordinate(query.get('latitude'), 90),
    longitude: coordinate(query.get('longitude'), 180),
  };
}

/** The chart's options that the query carries besides the birth, so a shared link reproduces the view. */
export interface KundliViewOptions {
  readonly ayanamsa: AyanamsaIdentifier;
  readonly varga: VargaId;
  readonly style: ChartStyle;
}

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

export function viewOptionsFromQuery(query: URLSearchParams): KundliViewOptions {
  return {
    ayanamsa: oneOf(AYANAMSA_IDS, query.get('ayanamsa'), 'lahiri'),
    varga: oneOf(VARGA_IDS, query.get('varga'), 'D1'),
    style: oneOf(CHART_STYLES, query.get('chart'), 'north'),
  };
}

/**
 * The `POST /api/kundli` request a query asks for, or null while the query lacks a valid
 * name (2+ characters), date, time or picked coordinates (neither zero, SPEC §5).
 */
export function kundliRequestFromQuery(query: URLSearchParams): KundliRequest | null {
  const prefill = prefillFromQuery(query);
  if (prefill.name.trim().length < 2 || prefill.date === '' || prefill.time === '') return null;
  if (!prefill.latitude || !prefill.longitude) return null;
  return {
    name: prefill.name.trim(),
    gender: prefill.gender,
    birthDate: prefill.date,
    birthTime: prefill.time,
    latitude: prefill.latitude,
    longitude: prefill.longitude,
    ayanamsa: viewOptionsFromQuery(query).ayanamsa,
  };
}

/** The query with one view option changed; the default value is left out to keep links short. */
export function withViewOption(
  query: URLSearchParams,
  key: 'ayanamsa' | 'varga' | 'chart',
  value: string,
  defaultValue: string,
): URLSearchParams {
  const next = new URLSearchParams(query);
  if (value === defaultValue) next.delete(key);
  else next.set(key, value);
  return next;
}
