import { type PanchangMonthResponse, PanchangMonthResponseSchema } from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { AlmanacPlace } from '../almanac-query';
import { almanacKeys, placeParams } from './panchang-day';

export async function fetchPanchangMonth(
  month: string,
  place: AlmanacPlace,
): Promise<PanchangMonthResponse> {
  const [year = '', number = ''] = month.split('-');
  const query = new URLSearchParams({ year, month: String(Number(number)), ...placeParams(place) });
  return PanchangMonthResponseSchema.parse(await apiGet<unknown>(`/api/panchang/month?${query}`));
}

/** `GET /api/panchang/month`: each day of a month at a place, read at its sunrise. */
export function panchangMonthQuery(month: string, place: AlmanacPlace) {
  return queryOptions({
    queryKey: almanacKeys.month(month, place),
    queryFn: () => fetchPanchangMonth(month, place),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
