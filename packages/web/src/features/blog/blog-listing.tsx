import {
  ARTICLE_CATEGORIES,
  ARTICLE_CATEGORY_NAMES,
  ARTICLES_PER_PAGE,
  type ArticleCategory,
  categorySlugOf,
  TIMERS,
} from '@jyotish/contract';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ResultPending } from '@/components/ui/tool-page';
import { useLanguage } from '@/lib/language';
import { ArticleCard } from './article-card';
import { useArticleList } from './article-queries';

/** The listing's page from `?page=`: a whole number from 1, anything else the first page. */
function pageOf(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The listing block (anchor `astrology-topics`, SPEC §2 "Blog listing"): three cards a page,
 * Previous/Next and numbered buttons, "Showing X–Y of N articles", the ends disabled. The page
 * is kept in the address (`?page=2`), so it can be shared and Back returns to it; a page past
 * the last is ignored (the first is shown). Changing page scrolls smoothly back to the block.
 */
export function BlogListing({ category = null }: { readonly category?: ArticleCategory | null }) {
  const { t } = useTranslation('blog');
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const requested = pageOf(params.get('page'));
  const result = useArticleList(requested, category, language);
  const block = useRef<HTMLElement>(null);
  const list = result.data;
  const outOfRange = list !== undefined && list.total > 0 && requested > list.pageCount;

  useEffect(() => {
    if (outOfRange) setParams({}, { replace: true });
  }, [outOfRange, setParams]);

  const goTo = (page: number) => {
    if (!list || page < 1 || page > list.pageCount || page === requested) return;
    setParams(page === 1 ? {} : { page: String(page) }, { preventScrollReset: true });
    window.setTimeout(() => {
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      block.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    }, TIMERS.blogScrollDelay);
  };

  return (
    <section
      id="astrology-topics"
      ref={block}
      aria-labelledby="astrology-topics-heading"
      className="scroll-mt-28 space-y-6"
    >
      <h2 id="astrology-topics-heading" className="sr-only">
        {t('listing.heading')}
      </h2>
      <CategoryLinks current={category} />
      {list === undefined || outOfRange ? (
        <ResultPending
          result={result}
          texts={{ error: t('error'), retry: t('retry'), loading: t('loading') }}
        />
      ) : list.total === 0 ? (
        <p className="py-8 text-center text-slate-700">{t('listing.empty')}</p>
      ) : (
        <>
          <div className="grid gap-6 md:grid-cols-3" data-testid="article-grid">
            {list.articles.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
          <nav
            aria-label={t('listing.pages')}
            className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between"
          >
            <p className="text-sm text-slate-700" data-testid="listing-caption">
              {t('listing.showing', {
                from: (list.page - 1) * ARTICLES_PER_PAGE + 1,
                to: (list.page - 1) * ARTICLES_PER_PAGE + list.articles.length,
                total: list.total,
              })}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <PageButton disabled={list.page <= 1} onClick={() => goTo(list.page - 1)}>
                {t('listing.previous')}
              </PageButton>
              {Array.from({ length: list.pageCount }, (_, index) => index + 1).map((page) => (
                <PageButton
                  key={page}
                  current={page === list.page}
                  label={t('listing.page', { page })}
                  onClick={() => goTo(page)}
                >
                  {page}
                </PageButton>
              ))}
              <PageButton
                disabled={list.page >= list.pageCount}
                onClick={() => goTo(list.page + 1)}
              >
                {t('listing.next')}
              </PageButton>
            </div>
          </nav>
        </>
      )}
    </section>
  );
}

function PageButton({
  children,
  onClick,
  disabled = false,
  current = false,
  label,
}: {
  readonly children: React.ReactNode;
  readonly onClick: () => void;
  readonly disabled?: boolean;
  readonly current?: boolean;
  readonly label?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-current={current ? 'page' : undefined}
      aria-label={label}
      className={clsx(
        'min-w-10 rounded-lg border px-3 py-2 text-sm font-medium',
        current
          ? 'border-brand-600 bg-brand-600 text-white'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
        'disabled:cursor-not-allowed disabled:opacity-50',
      )}
    >
      {children}
    </button>
  );
}

/** Every category, the current one marked, and the whole blog. */
function CategoryLinks({ current }: { readonly current: ArticleCategory | null }) {
  const { t } = useTranslation('blog');
  const { language, localize } = useLanguage();
  const links = [
    { key: 'all', href: '/blog', label: t('listing.all'), active: current === null },
    ...ARTICLE_CATEGORIES.map((category) => ({
      key: category,
      href: `/blog/category/${categorySlugOf(category)}`,
      label: ARTICLE_CATEGORY_NAMES[language][category],
      active: category === current,
    })),
  ];
  return (
    <nav aria-label={t('listing.categories')}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={localize(link.href)}
              aria-current={link.active ? 'page' : undefined}
              className={clsx(
                'inline-block rounded-full border px-3 py-1 text-sm',
                link.active
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400',
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
