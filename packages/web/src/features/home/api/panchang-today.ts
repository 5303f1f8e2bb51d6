import { type PanchangResponse, PanchangResponseSchema } from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export async function fetchPanchangToday(): Promise<PanchangResponse> {
  return PanchangResponseSchema.parse(await apiGet<unknown>('/api/panchang/today'));
}

/** `GET /api/panchang/today`: New Delhi's day; read again after a while, since "today" moves. */
export function panchangTodayQuery() {
  return queryOptions({
    queryKey: ['home', 'panchang-today'] as const,
    queryFn: fetchPanchangToday,
    staleTime: 10 * 60_000,
  });
}
