// Without zod, unlike the articles' schemas: the page catalog and the page heads need the
// categories, and they are in every page's first load in the browser.

/** The blog's categories (SPEC §3), in the order the category links show them. */
export const ARTICLE_CATEGORIES = [
  'Transit',
  'Retrograde',
  'Direct Motion',
  'Combust',
  'Conjunction',
  'Aspect',
  'Nodes',
  'Lunar',
  'Eclipse',
  'Festival',
  'Seasonal',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** A category's address segment: `Direct Motion` → `direct-motion`. */
export function categorySlugOf(category: ArticleCategory): string {
  return category.toLowerCase().replace(/\s+/g, '-');
}

export const ARTICLE_CATEGORY_SLUGS = ARTICLE_CATEGORIES.map(categorySlugOf);

export function categoryOfSlug(slug: string): ArticleCategory | null {
  return ARTICLE_CATEGORIES.find((category) => categorySlugOf(category) === slug) ?? null;
}
