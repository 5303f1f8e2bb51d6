import {
  type MatchingRequest,
  type MatchingResponse,
  MatchingResponseSchema,
} from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** Query keys of this feature, from generic to specific. */
export const matchingKeys = {
  all: ['matching'] as const,
  match: (request: MatchingRequest) => [...matchingKeys.all, 'match', request] as const,
};

export async function fetchMatching(request: MatchingRequest): Promise<MatchingResponse> {
  return MatchingResponseSchema.parse(await apiPost<unknown>('/api/matching', request));
}

/** `POST /api/matching`: the ashtakoota report of two births; the same pair answers the same. */
export function matchingQuery(request: MatchingRequest) {
  return queryOptions({
    queryKey: matchingKeys.match(request),
    queryFn: () => fetchMatching(request),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
