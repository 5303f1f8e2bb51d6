import {
  ARTICLE_CATEGORY_NAMES,
  type Article,
  articleHeadOf,
  buildPageHeadFrom,
  categoryOfSlug,
  categorySlugOf,
  EDITORIAL_AUTHOR,
  type PageHead,
  withArticleHead,
} from '@jyotish/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { NotFoundScreen } from '@/components/feedback/not-found-screen';
import { ResultPending, ToolPage } from '@/components/ui/tool-page';
import { ApiError } from '@/lib/api-client';
import { publicOrigin, usePageHeadOverride } from '@/lib/document-head';
import { useLanguage } from '@/lib/language';
import { loadedMetadata, useFullMetadata } from '@/lib/page-metadata';
import { ArticleBody } from './article-body';
import { ArticleCard, useArticleDate } from './article-card';
import { useArticle } from './article-queries';
import { BlogListing } from './blog-listing';

function usePageHead() {
  const { pathname } = useLocation();
  useFullMetadata();
  return buildPageHeadFrom(loadedMetadata(), pathname, window.location.origin);
}

/** `/blog`: every published article, newest first, and the feed. */
export function BlogPage() {
  const head = usePageHead();
  return (
    <ToolPage heading={head.heading} lead={head.description} wide>
      <BlogListing />
      <FeedLink />
    </ToolPage>
  );
}

/** `/blog/category/{category}`: one category's articles (the catalog admits known ones only). */
export function BlogCategoryPage() {
  const head = usePageHead();
  const { category = '' } = useParams();
  const known = categoryOfSlug(category);
  if (known === null) return <NotFoundScreen />;
  return (
    <ToolPage heading={head.heading} lead={head.description} wide>
      <BlogListing category={known} />
      <FeedLink />
    </ToolPage>
  );
}

function FeedLink() {
  const { t } = useTranslation('blog');
  const { localize } = useLanguage();
  return (
    <p className="text-sm">
      {/* A file, not a page of the app: a plain link. */}
      <a
        href={localize('/blog/feed.xml')}
        className="text-brand-700 underline"
        type="application/rss+xml"
      >
        {t('listing.feed')}
      </a>
    </p>
  );
}

/** `/article/{id}`: the article's number leads to its page at `/blog/{slug}`. */
export function ArticleNumberPage() {
  const { id = '' } = useParams();
  const { language, localize } = useLanguage();
  const result = useArticle(id, language);
  const { t } = useTranslation('blog');
  if (result.data) {
    return <Navigate to={localize(`/blog/${encodeURIComponent(result.data.slug)}`)} replace />;
  }
  if (result.error instanceof ApiError && result.error.status === 404) return <NotFoundScreen />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <ResultPending
        result={result}
        texts={{ error: t('error'), retry: t('retry'), loading: t('loading') }}
      />
    </div>
  );
}

/**
 * `/blog/{slug}`: the article in the page's language (or English, said so), its dates, author
 * and category, the body, and related articles; its head carries the headline, the excerpt,
 * the times and a JSON-LD `Article`, as the server wrote them.
 */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const { language } = useLanguage();
  const { t } = useTranslation('blog');
  const result = useArticle(slug, language);
  const article = result.data;
  const override = useCallback(
    (head: PageHead) =>
      article ? withArticleHead(head, articleHeadOf(article, language), publicOrigin()) : head,
    [article, language],
  );
  usePageHeadOverride(pathname, article ? override : null);
  if (result.error instanceof ApiError && result.error.status === 404) return <NotFoundScreen />;
  if (!article) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ResultPending
          result={result}
          texts={{ error: t('error'), retry: t('retry'), loading: t('loading') }}
        />
      </div>
    );
  }
  return <ArticleView article={article} />;
}

function ArticleView({ article }: { readonly article: Article }) {
  const { t } = useTranslation('blog');
  const { language, localize } = useLanguage();
  const date = useArticleDate();
  const changed = article.updatedAt.slice(0, 10) !== article.publishedAt.slice(0, 10);
  return (
    <article className="bg-linear-to-b from-brand-50 to-white" data-testid="blog-article">
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6 sm:py-16">
        <header className="space-y-4" lang={article.lang}>
          <Link
            to={localize('/blog')}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {t('article.back')}
          </Link>
          <p>
            <Link
              to={localize(`/blog/category/${categorySlugOf(article.category)}`)}
              className="rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800"
            >
              {ARTICLE_CATEGORY_NAMES[language][article.category]}
            </Link>
          </p>
          <h1 className="font-display text-3xl font-bold text-slate-900 sm:text-4xl">
            {article.title}
          </h1>
          <p className="text-lg text-slate-700">{article.excerpt}</p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600" lang={language}>
            <span>
              {t('article.by', {
                author:
                  article.author === EDITORIAL_AUTHOR ? t('article.editorial') : article.author,
              })}
            </span>
            <time dateTime={article.publishedAt}>
              {t('article.published', { date: date(article.publishedAt) })}
            </time>
            {changed ? (
              <time dateTime={article.updatedAt}>
                {t('article.updated', { date: date(article.updatedAt) })}
              </time>
            ) : null}
            <span>{t('card.readTime', { count: article.readMinutes })}</span>
          </p>
        </header>
        {article.lang !== language ? (
          <p
            role="note"
            className="rounded-xl border border-saffron-200 bg-saffron-50 p-4 text-slate-800"
          >
            {article.lang === 'en' ? t('article.fallback') : t('article.notTranslated')}
          </p>
        ) : null}
        {article.coverImage ? (
          <img
            src={article.coverImage}
            alt=""
            className="aspect-video w-full rounded-2xl object-cover"
          />
        ) : null}
        <ArticleBody html={article.html} lang={article.lang} />
        <p className="border-t border-slate-200 pt-4 text-sm text-slate-600">
          {t('article.computed')}
        </p>
        {article.related.length > 0 ? (
          <section aria-labelledby="related-articles" className="space-y-4">
            <h2
              id="related-articles"
              className="font-display text-2xl font-semibold text-slate-900"
            >
              {t('article.related')}
            </h2>
            <div className="grid gap-6 md:grid-cols-3">
              {article.related.map((related) => (
                <ArticleCard key={related.id} article={related} />
              ))}
            </div>
          </section>
        ) : null}
      </div>
    </article>
  );
}
