import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button-variants';
import { useLanguage } from '@/lib/language';
import { ArticleCard } from '../../blog/article-card';
import { useArticleList } from '../../blog/article-queries';
import { SectionHeading } from '../components/section-heading';

/**
 * SPEC §2's latest-topics block: the first page of the blog (its three newest articles) in the
 * reader's language, with the blog's own cards; nothing when no article is published.
 */
export function LatestTopicsSection() {
  const { t } = useTranslation('homeSections');
  const { language, localize } = useLanguage();
  const list = useArticleList(1, null, language);
  const articles = list.data?.articles ?? [];
  if (list.isError || (list.isSuccess && articles.length === 0)) return null;
  return (
    <section
      aria-labelledby="home-topics-title"
      className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8"
      data-testid="home-latest-topics"
    >
      <SectionHeading
        id="home-topics-title"
        title={t('topics.title')}
        subtitle={t('topics.subtitle')}
      />
      <ul className="mt-8 grid gap-4 md:grid-cols-3" aria-busy={list.isPending}>
        {list.isPending
          ? [0, 1, 2].map((slot) => (
              <li key={slot} className="h-72 animate-pulse rounded-2xl bg-slate-100" />
            ))
          : articles.slice(0, 3).map((article) => (
              <li key={article.id} className="flex">
                <ArticleCard article={article} />
              </li>
            ))}
      </ul>
      <Link
        to={localize('/blog')}
        className={buttonClassName({ variant: 'secondary', className: 'mt-8' })}
      >
        {t('topics.viewAll')}
      </Link>
    </section>
  );
}
