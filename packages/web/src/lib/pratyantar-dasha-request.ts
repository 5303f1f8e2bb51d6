import {
  type KundliRequest,
  type PlanetId,
  type PratyantarDashaResponse,
  PratyantarDashaResponseSchema,
} from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { kundliKeys } from '@/lib/kundli-request';

export async function fetchPratyantarDasha(
  birth: KundliRequest,
  mahaLord: PlanetId,
  antarLord: PlanetId,
): Promise<PratyantarDashaResponse> {
  return PratyantarDashaResponseSchema.parse(
    await apiPost<unknown>('/api/kundli/pratyantar-dasha', { birth, mahaLord, antarLord }),
  );
}

/**
 * `POST /api/kundli/pratyantar-dasha`: the pratyantardashas of one antardasha, asked for when
 * a reader opens it (the kundli answer carries mahadashas and antardashas only).
 */
export function pratyantarDashaQuery(
  birth: KundliRequest,
  mahaLord: PlanetId,
  antarLord: PlanetId,
) {
  return queryOptions({
    queryKey: [...kundliKeys.chart(birth), 'pratyantar', mahaLord, antarLord] as const,
    queryFn: () => fetchPratyantarDasha(birth, mahaLord, antarLord),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
