import { type PanchangResponse, PanchangResponseSchema } from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { AlmanacPlace } from '../almanac-query';

/** Query keys of the almanac pages, from generic to specific. */
export const almanacKeys = {
  all: ['almanac'] as const,
  day: (date: string, place: AlmanacPlace) =>
    [...almanacKeys.all, 'day', date, place.latitude, place.longitude, place.timezone] as const,
  month: (month: string, place: AlmanacPlace) =>
    [...almanacKeys.all, 'month', month, place.latitude, place.longitude, place.timezone] as const,
};

/** The coordinates (and zone, when known) every almanac request carries. */
export function placeParams(place: AlmanacPlace): Record<string, string> {
  return {
    latitude: String(place.latitude),
    longitude: String(place.longitude),
    ...(place.timezone ? { timezone: place.timezone } : {}),
  };
}

export async function fetchPanchangDay(
  date: string,
  place: AlmanacPlace,
): Promise<PanchangResponse> {
  const query = new URLSearchParams({ date, ...placeParams(place) });
  return PanchangResponseSchema.parse(await apiGet<unknown>(`/api/panchang?${query}`));
}

/** `GET /api/panchang`: a civil date at a place; a past or future day never changes. */
export function panchangDayQuery(date: string, place: AlmanacPlace) {
  return queryOptions({
    queryKey: almanacKeys.day(date, place),
    queryFn: () => fetchPanchangDay(date, place),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
