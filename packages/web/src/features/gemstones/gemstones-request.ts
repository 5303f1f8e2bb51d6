import {
  type GemstoneAnswer,
  GemstonesResponseSchema,
  type KundliRequest,
  type Language,
} from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** `POST /api/gemstones`: the stones a birth chart supports and those it warns against. */
export function gemstonesQuery(birth: KundliRequest, lang: Language) {
  return queryOptions({
    queryKey: ['gemstones', birth, lang] as const,
    queryFn: async (): Promise<GemstoneAnswer> =>
      GemstonesResponseSchema.parse(await apiPost<unknown>('/api/gemstones', { birth, lang })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
