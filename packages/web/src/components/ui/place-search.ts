import {
  formatQueryNumber,
  LOCATION_SEARCH,
  type Location,
  LocationSearchResponseSchema,
  TimezoneResponseSchema,
} from '@jyotish/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** Query keys of the place field, from generic to specific. */
export const placeKeys = {
  all: ['places'] as const,
  search: (query: string) => [...placeKeys.all, 'search', query] as const,
  timezone: (latitude: number, longitude: number) =>
    [...placeKeys.all, 'timezone', latitude, longitude] as const,
};

/**
 * `GET /api/locations/search` (SPEC §7). An answer without `success` and `locations` is an
 * error like a failed request (SPEC §8).
 */
export async function searchLocations(query: string, signal?: AbortSignal): Promise<Location[]> {
  const body = await apiGet<unknown>(
    `/api/locations/search?query=${encodeURIComponent(query)}`,
    signal ? { signal } : {},
  );
  return LocationSearchResponseSchema.parse(body).locations;
}

export function locationSearchOptions(query: string) {
  return queryOptions({
    queryKey: placeKeys.search(query),
    queryFn: ({ signal }) => searchLocations(query, signal),
    enabled: query.length >= LOCATION_SEARCH.minQueryLength,
    // The previous suggestions stay listed while the next ones load, so the list does not
    // blink at every keystroke.
    placeholderData: keepPreviousData,
  });
}

/** Suggestions for an already debounced, trimmed query; disabled below two characters. */
export function useLocationSearch(query: string) {
  return useQuery(locationSearchOptions(query));
}

/** `GET /api/locations/timezone`: the IANA zone at coordinates typed by hand. */
export async function fetchTimezone(latitude: number, longitude: number): Promise<string> {
  const query = new URLSearchParams({
    latitude: formatQueryNumber(latitude),
    longitude: formatQueryNumber(longitude),
  });
  const body = await apiGet<unknown>(`/api/locations/timezone?${query}`);
  return TimezoneResponseSchema.parse(body).timezone;
}

export function timezoneOptions(coordinates: { latitude: number; longitude: number } | null) {
  return queryOptions({
    queryKey: placeKeys.timezone(coordinates?.latitude ?? 0, coordinates?.longitude ?? 0),
    queryFn: () => fetchTimezone(coordinates?.latitude ?? 0, coordinates?.longitude ?? 0),
    enabled: coordinates !== null,
  });
}

export function useTimezone(coordinates: { latitude: number; longitude: number } | null) {
  return useQuery(timezoneOptions(coordinates));
}
