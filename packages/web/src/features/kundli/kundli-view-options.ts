import {
  type AyanamsaId,
  CHART_STYLES,
  type ChartStyle,
  VARGA_IDS,
  type VargaId,
} from '@jyotish/contract';
import { ayanamsaFromQuery } from '@/lib/kundli-query';

/** The chart's options that the query carries besides the birth, so a shared link reproduces the view. */
export interface KundliViewOptions {
  readonly ayanamsa: AyanamsaId;
  readonly varga: VargaId;
  readonly style: ChartStyle;
}

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

export function viewOptionsFromQuery(query: URLSearchParams): KundliViewOptions {
  return {
    ayanamsa: ayanamsaFromQuery(query),
    varga: oneOf(VARGA_IDS, query.get('varga'), 'D1'),
    style: oneOf(CHART_STYLES, query.get('chart'), 'north'),
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
