import {
  type Language,
  type MuhuratPurpose,
  type MuhuratResponse,
  MuhuratResponseSchema,
} from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { AlmanacPlace } from '../almanac-query';
import { almanacKeys, placeParams } from './panchang-day';

export interface MuhuratSearch {
  readonly purpose: MuhuratPurpose;
  readonly from: string;
  readonly to: string;
  readonly place: AlmanacPlace;
}

/** The query of a search, as `/api/muhurat` and `/api/muhurat.ics` both take it. */
export function muhuratParams(search: MuhuratSearch, language: Language): Record<string, string> {
  return {
    purpose: search.purpose,
    from: search.from,
    to: search.to,
    ...placeParams(search.place),
    lang: language,
  };
}

export async function fetchMuhurat(
  search: MuhuratSearch,
  language: Language,
): Promise<MuhuratResponse> {
  const query = new URLSearchParams(muhuratParams(search, language));
  return MuhuratResponseSchema.parse(await apiGet<unknown>(`/api/muhurat?${query}`));
}

/** `GET /api/muhurat`: the windows fit for a purpose between two dates at a place. */
export function muhuratQuery(search: MuhuratSearch, language: Language) {
  const { purpose, from, to, place } = search;
  return queryOptions({
    queryKey: [
      ...almanacKeys.all,
      'muhurat',
      purpose,
      from,
      to,
      place.latitude,
      place.longitude,
      place.timezone,
      language,
    ] as const,
    queryFn: () => fetchMuhurat(search, language),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
