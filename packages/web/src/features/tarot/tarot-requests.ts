import {
  type Language,
  type TarotCard,
  TarotDeckResponseSchema,
  type TarotDraw,
  TarotDrawResponseSchema,
  type TarotSpread,
} from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';

/** `POST /api/tarot/draw`: a fresh spread, shuffled on the server. */
export async function drawSpread(spread: TarotSpread, lang: Language): Promise<TarotDraw> {
  return TarotDrawResponseSchema.parse(await apiPost<unknown>('/api/tarot/draw', { spread, lang }))
    .data;
}

/** `GET /api/tarot/cards`: the 78 cards with both meanings, for the gallery and year cards. */
export function tarotDeckQuery(lang: Language) {
  return queryOptions({
    queryKey: ['tarotDeck', lang] as const,
    queryFn: async (): Promise<TarotCard[]> =>
      TarotDeckResponseSchema.parse(await apiGet<unknown>(`/api/tarot/cards?lang=${lang}`)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
