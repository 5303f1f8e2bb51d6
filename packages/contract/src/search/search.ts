import { LANGUAGES } from '../i18n/languages.js';
import { z } from '../zod.js';

/** What the site search finds: blog articles, the site's pages (tools, lessons, topics…), astrologers. */
export const SEARCH_KINDS = ['article', 'page', 'astrologer'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_QUERY_MIN_LENGTH = 2;
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** The most results one search answers, best first. */
export const SEARCH_RESULT_LIMIT = 30;

/** `GET /api/search?q=&lang=`. */
export const SearchQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(SEARCH_QUERY_MIN_LENGTH, {
      error: `q must be at least ${SEARCH_QUERY_MIN_LENGTH} characters`,
    })
    .max(SEARCH_QUERY_MAX_LENGTH, {
      error: `q must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
    }),
  lang: z.enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(', ')}` }).default('en'),
});

/** A text cut into pieces, `hit` where it matches the query (the web marks those). */
export const HighlightedTextSchema = z.array(z.object({ text: z.string(), hit: z.boolean() }));
export type HighlightedText = z.infer<typeof HighlightedTextSchema>;

export const SearchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The page to open, with the language prefix. */
  path: z.string(),
  title: HighlightedTextSchema,
  snippet: HighlightedTextSchema,
  /** The result's own language (an untranslated article is in English). */
  lang: z.enum(LANGUAGES),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResponseSchema = z.object({
  query: z.string(),
  results: z.array(SearchResultSchema),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
