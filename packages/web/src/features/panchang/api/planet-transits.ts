import { type PlanetTransitsResponse, PlanetTransitsResponseSchema } from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { almanacKeys } from './panchang-day';

export async function fetchPlanetTransits(year: string): Promise<PlanetTransitsResponse> {
  return PlanetTransitsResponseSchema.parse(
    await apiGet<unknown>(`/api/planet-transits?year=${year}`),
  );
}

/** `GET /api/planet-transits`: a year's sign changes, stations and combustions (IST). */
export function planetTransitsQuery(year: string) {
  return queryOptions({
    queryKey: [...almanacKeys.all, 'transits', year] as const,
    queryFn: () => fetchPlanetTransits(year),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
