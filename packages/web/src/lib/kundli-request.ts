import { type KundliRequest, type KundliResponse, KundliResponseSchema } from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** Query keys of this feature, from generic to specific. */
export const kundliKeys = {
  all: ['kundli'] as const,
  charts: () => [...kundliKeys.all, 'chart'] as const,
  chart: (request: KundliRequest) => [...kundliKeys.charts(), request] as const,
};

export async function fetchKundli(request: KundliRequest): Promise<KundliResponse> {
  return KundliResponseSchema.parse(await apiPost<unknown>('/api/kundli', request));
}

/** `POST /api/kundli`: the chart of one birth; the same birth and options answer the same chart. */
export function kundliQuery(request: KundliRequest) {
  return queryOptions({
    queryKey: kundliKeys.chart(request),
    queryFn: () => fetchKundli(request),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
