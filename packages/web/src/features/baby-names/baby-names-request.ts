import { type BabyNamesAnswer, BabyNamesResponseSchema, type Language } from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export interface BabyNamesFilter {
  readonly nakshatra: number | null;
  readonly pada: number | null;
  readonly gender: 'any' | 'boy' | 'girl';
  readonly letter: string | null;
  readonly page: number;
}

/** `GET /api/baby-names`: one page of names for a pada's syllable, gender and first letter. */
export function babyNamesQuery(filter: BabyNamesFilter, lang: Language) {
  const query = new URLSearchParams({ gender: filter.gender, page: String(filter.page), lang });
  if (filter.nakshatra !== null) query.set('nakshatra', String(filter.nakshatra));
  if (filter.pada !== null) query.set('pada', String(filter.pada));
  if (filter.letter !== null) query.set('letter', filter.letter);
  return queryOptions({
    queryKey: ['babyNames', filter, lang] as const,
    queryFn: async (): Promise<BabyNamesAnswer> =>
      BabyNamesResponseSchema.parse(await apiGet<unknown>(`/api/baby-names?${query}`)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
