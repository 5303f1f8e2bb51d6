import {
  type KundliRequest,
  type SadeSatiResponse,
  SadeSatiResponseSchema,
} from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

export async function fetchSadeSati(birth: KundliRequest): Promise<SadeSatiResponse> {
  return SadeSatiResponseSchema.parse(await apiPost<unknown>('/api/sade-sati', { birth }));
}

/** `POST /api/sade-sati`: Saturn's sade sati and dhaiya periods over one life. */
export function sadeSatiQuery(birth: KundliRequest) {
  return queryOptions({
    queryKey: ['sadeSati', birth] as const,
    queryFn: () => fetchSadeSati(birth),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
