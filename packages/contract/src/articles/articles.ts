import { queryNumber } from '../api/query-number.js';
import { LANGUAGES } from '../i18n/languages.js';
import { z } from '../zod.js';
import { ARTICLE_CATEGORIES, ARTICLE_CATEGORY_SLUGS } from './categories.js';

/** The colour pairs of a card's top bar (SPEC §2 "Blog listing"); the web maps each to classes. */
export const ARTICLE_GRADIENTS = [
  'violet-fuchsia',
  'indigo-sky',
  'amber-orange',
  'emerald-teal',
  'rose-red',
  'slate-indigo',
] as const;
export type ArticleGradient = (typeof ARTICLE_GRADIENTS)[number];

export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** Who the seeded articles are by; the web names the team in the reader's language. */
export const EDITORIAL_AUTHOR = 'Jyotish editorial team';

/** SPEC §9: three cards per page of the listing. */
export const ARTICLES_PER_PAGE = 3;

/** Words a reader gets through in a minute, for "6 min read". */
const WORDS_PER_MINUTE = 200;

/**
 * SPEC §2's slug rule: lower-case the title, remove punctuation, spaces to hyphens, collapse
 * repeated hyphens. Letters and digits of every script stay (a Hindi-only title keeps its
 * Devanagari); combining marks stay with their letters.
 */
export function articleSlugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Minutes to read a Markdown body, at least one. */
export function readMinutesOf(body: string): number {
  const words = body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

const LangSchema = z.enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(', ')}` });
const CategorySchema = z.enum(ARTICLE_CATEGORIES, {
  error: `category must be one of ${ARTICLE_CATEGORIES.join(', ')}`,
});
const SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{M}\p{N}]+(-[\p{Ll}\p{Lo}\p{M}\p{N}]+)*$/u;

/** One card of the listing (SPEC §2 "Blog listing"). */
export const ArticleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** The version's language: the page's, or English where the article has no such version. */
  lang: LangSchema,
  title: z.string(),
  excerpt: z.string(),
  category: CategorySchema,
  readMinutes: z.number().int(),
  gradient: z.enum(ARTICLE_GRADIENTS),
  /** A path under `/media/articles/`, or null. */
  coverImage: z.string().nullable(),
  author: z.string(),
  publishedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

/** `GET /api/articles/{slug}`: one article, its body as sanitised HTML. */
export const ArticleSchema = ArticleSummarySchema.extend({
  html: z.string(),
  /** The languages the article is published in. */
  languages: z.array(LangSchema),
  /** Up to three others, of the same category first. */
  related: z.array(ArticleSummarySchema),
});
export type Article = z.infer<typeof ArticleSchema>;
export const ArticleResponseSchema = z.object({ article: ArticleSchema });

export const ArticleListQuerySchema = z.object({
  page: queryNumber({ min: 1, max: 10_000, integer: true, default: 1 }),
  category: z
    .enum(ARTICLE_CATEGORY_SLUGS as [string, ...string[]], {
      error: `category must be one of ${ARTICLE_CATEGORY_SLUGS.join(', ')}`,
    })
    .optional(),
  lang: LangSchema.default('en'),
});

/**
 * `GET /api/articles`: one page of published articles, newest first. A page past the last
 * answers no articles (the listing ignores it, SPEC §4).
 */
export const ArticleListSchema = z.object({
  articles: z.array(ArticleSummarySchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type ArticleList = z.infer<typeof ArticleListSchema>;

/** `{slug}` of `GET /api/articles/{slug}`: a slug, or an article's number (`/article/{id}`). */
export const ArticleSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export const ArticleLangQuerySchema = z.object({ lang: LangSchema.default('en') });

// Administrators' CMS.

export const ArticleInputSchema = z.object({
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(3, { error: 'title must be at least 3 characters' })
    .max(200, { error: 'title must be at most 200 characters' }),
  /** By default the title's slug (SPEC §2 rule), kept when a title changes later. */
  slug: z
    .string()
    .trim()
    .max(160, { error: 'slug must be at most 160 characters' })
    .regex(SLUG_PATTERN, {
      error: 'slug must be lower-case letters and digits separated by single hyphens',
    })
    .optional(),
  excerpt: z
    .string({ error: 'excerpt is required' })
    .trim()
    .min(10, { error: 'excerpt must be at least 10 characters' })
    .max(400, { error: 'excerpt must be at most 400 characters' }),
  body: z
    .string({ error: 'body is required' })
    .trim()
    .min(1, { error: 'body is required' })
    .max(100_000, { error: 'body must be at most 100000 characters' }),
  category: CategorySchema,
  lang: LangSchema,
  status: z.enum(ARTICLE_STATUSES, { error: 'status must be draft or published' }),
});
export type ArticleInput = z.input<typeof ArticleInputSchema>;

/** `PATCH /api/admin/articles/{id}`: changes one language's version (created if missing). */
export const ArticlePatchSchema = ArticleInputSchema.partial().required({ lang: true });
export type ArticlePatch = z.input<typeof ArticlePatchSchema>;

export const ArticleIdParamsSchema = z.object({
  id: queryNumber({ min: 1, max: 2_147_483_647, integer: true }),
});

export const ArticleVersionSchema = z.object({
  lang: LangSchema,
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  readMinutes: z.number().int(),
  publishedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});

export const AdminArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: CategorySchema,
  gradient: z.enum(ARTICLE_GRADIENTS),
  coverImage: z.string().nullable(),
  author: z.string(),
  versions: z.array(ArticleVersionSchema),
});
export type AdminArticle = z.infer<typeof AdminArticleSchema>;
export const AdminArticleResponseSchema = z.object({ article: AdminArticleSchema });
export const AdminArticleListSchema = z.object({ articles: z.array(AdminArticleSchema) });

/** One saved state of a version, newest first: the CMS's revision history. */
export const ArticleRevisionSchema = z.object({
  id: z.number().int(),
  lang: LangSchema,
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  category: CategorySchema,
  status: z.enum(ARTICLE_STATUSES),
  editor: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export const ArticleRevisionListSchema = z.object({ revisions: z.array(ArticleRevisionSchema) });

export const ArticlePreviewRequestSchema = z.object({ body: ArticleInputSchema.shape.body });
export const ArticlePreviewSchema = z.object({ html: z.string() });

/** What a cover image may be: its type (checked by its first bytes too) and size. */
export const ARTICLE_COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const ARTICLE_COVER_MAX_BYTES = 2 * 1024 * 1024;

/** Why an article call failed, in English (the web translates the reason). */
export const ARTICLE_MESSAGES = {
  notFound: 'No such article',
  slugTaken: 'Another article already has this slug',
  coverType: 'cover must be a JPEG, PNG or WebP image',
} as const;
