import {
  ARTICLE_CATEGORY_NAMES,
  type ArticleGradient,
  type ArticleSummary,
  categorySlugOf,
} from '@jyotish/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { intlLocale } from '@/lib/birth-calendar';
import { useLanguage } from '@/lib/language';

/** Each gradient's classes, written out so Tailwind keeps them. */
export const GRADIENT_CLASSES: Readonly<Record<ArticleGradient, string>> = {
  'violet-fuchsia': 'from-violet-500 to-fuchsia-500',
  'indigo-sky': 'from-indigo-500 to-sky-400',
  'amber-orange': 'from-amber-400 to-orange-500',
  'emerald-teal': 'from-emerald-500 to-teal-400',
  'rose-red': 'from-rose-500 to-red-500',
  'slate-indigo': 'from-slate-600 to-indigo-500',
};

/** An article's date as readers of the page's language write it: "20 November 2025". */
export function useArticleDate() {
  const { language } = useLanguage();
  return (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(language), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(iso));
}

/**
 * A card of the listing (SPEC §2 "Blog listing"): the gradient bar, category badge, read time,
 * title, excerpt, date and "Read More →"; the title and the button open the article.
 */
export function ArticleCard({ article }: { readonly article: ArticleSummary }) {
  const { t } = useTranslation('blog');
  const { language, localize } = useLanguage();
  const date = useArticleDate();
  const href = localize(`/blog/${encodeURIComponent(article.slug)}`);
  return (
    <article
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="article-card"
      lang={article.lang}
    >
      <div className={`h-2 bg-linear-to-r ${GRADIENT_CLASSES[article.gradient]}`} aria-hidden />
      {article.coverImage ? (
        <img
          src={article.coverImage}
          alt=""
          loading="lazy"
          className="aspect-video w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Link
            to={localize(`/blog/category/${categorySlugOf(article.category)}`)}
            className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800 hover:bg-brand-100"
          >
            {ARTICLE_CATEGORY_NAMES[language][article.category]}
          </Link>
          <span className="text-slate-600">
            {t('card.readTime', { count: article.readMinutes })}
          </span>
          {article.lang === 'en' && language !== 'en' ? (
            <span className="text-slate-600">· {t('card.inEnglish')}</span>
          ) : null}
        </div>
        <h3 className="font-display text-xl font-semibold text-slate-900">
          <Link to={href} className="hover:text-brand-700">
            {article.title}
          </Link>
        </h3>
        <p className="flex-1 text-slate-700">{article.excerpt}</p>
        <div className="flex items-center justify-between gap-3 pt-2">
          <time dateTime={article.publishedAt} className="text-sm text-slate-600">
            {date(article.publishedAt)}
          </time>
          <Link
            to={href}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            aria-label={`${t('card.readMore')} ${article.title}`}
          >
            {t('card.readMore')}
          </Link>
        </div>
      </div>
    </article>
  );
}
