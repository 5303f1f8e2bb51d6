import {
  type KundliRequest,
  type LalKitabAnswer,
  LalKitabResponseSchema,
  type Language,
} from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** `POST /api/lal-kitab`: the Lal Kitab chart, its debts and remedies. */
export function lalKitabQuery(birth: KundliRequest, lang: Language) {
  return queryOptions({
    queryKey: ['lalKitab', birth, lang] as const,
    queryFn: async (): Promise<LalKitabAnswer> =>
      LalKitabResponseSchema.parse(await apiPost<unknown>('/api/lal-kitab', { birth, lang })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
