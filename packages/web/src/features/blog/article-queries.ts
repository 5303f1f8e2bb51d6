import {
  type ArticleCategory,
  ArticleListSchema,
  ArticleResponseSchema,
  categorySlugOf,
  type Language,
} from '@jyotish/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** One page of the listing, in the reader's language; the previous page stays while the next loads. */
export function useArticleList(page: number, category: ArticleCategory | null, lang: Language) {
  const query = new URLSearchParams({ page: String(page), lang });
  if (category) query.set('category', categorySlugOf(category));
  return useQuery({
    queryKey: ['articles', page, category, lang] as const,
    queryFn: async () => ArticleListSchema.parse(await apiGet<unknown>(`/api/articles?${query}`)),
    placeholderData: keepPreviousData,
  });
}

/** A published article by its slug or number. */
export function useArticle(slugOrId: string, lang: Language) {
  return useQuery({
    queryKey: ['article', slugOrId, lang] as const,
    queryFn: async () =>
      ArticleResponseSchema.parse(
        await apiGet<unknown>(`/api/articles/${encodeURIComponent(slugOrId)}?lang=${lang}`),
      ).article,
    retry: false,
  });
}
