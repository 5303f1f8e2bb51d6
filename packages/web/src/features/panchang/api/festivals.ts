import { type FestivalsResponse, FestivalsResponseSchema, type Language } from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { AlmanacPlace } from '../almanac-query';
import { almanacKeys, placeParams } from './panchang-day';

export async function fetchFestivals(
  year: string,
  place: AlmanacPlace,
  language: Language,
): Promise<FestivalsResponse> {
  const query = new URLSearchParams({ year, ...placeParams(place), lang: language });
  return FestivalsResponseSchema.parse(await apiGet<unknown>(`/api/festivals?${query}`));
}

/** `GET /api/festivals`: a year's festivals and eclipses at a place, named in the page language. */
export function festivalsQuery(year: string, place: AlmanacPlace, language: Language) {
  return queryOptions({
    queryKey: [
      ...almanacKeys.all,
      'festivals',
      year,
      place.latitude,
      place.longitude,
      place.timezone,
      language,
    ] as const,
    queryFn: () => fetchFestivals(year, place, language),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
