import { formatPrice } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '@/components/feedback/query-state';
import { buttonClassName } from '@/components/ui/button-variants';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { astrologerQuery } from './api/consultation-requests';
import {
  AstrologerPortrait,
  DemoBadge,
  OnlineStatus,
  RatingLine,
} from './components/astrologer-badges';
import { ChatOptions } from './components/chat-options';

/**
 * `/astrologer/{id or slug}`: the profile, the two ways to chat (per minute from the wallet,
 * or the 20-minute package at the discount the settings give, SPEC §9) and the reviews real
 * users left.
 */
export function AstrologerDetailPage() {
  const { t, i18n } = useTranslation('consultations');
  const { localize } = useLanguage();
  const { id = '' } = useParams();
  const astrologer = useQuery(astrologerQuery(id));

  if (astrologer.error instanceof ApiError && astrologer.error.status === 404) {
    return (
      <section className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-4 py-16">
        <h1 className="font-display text-2xl font-bold text-slate-900">{t('detail.notFound')}</h1>
        <Link to={localize('/astrologers')} className={buttonClassName({ variant: 'secondary' })}>
          {t('detail.allAstrologers')}
        </Link>
      </section>
    );
  }
  if (!astrologer.data) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-16">
        <QueryState isError={astrologer.isError} onRetry={() => void astrologer.refetch()} />
      </section>
    );
  }
  const a = astrologer.data;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <article
      className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10"
      data-testid="astrologer-detail"
    >
      <header className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <AstrologerPortrait image={a.image} name={a.name} size="lg" />
        <div className="flex flex-col gap-2">
          <h1 className="font-display text-3xl font-bold text-slate-900">{a.name}</h1>
          <div className="flex flex-wrap items-center gap-3">
            <OnlineStatus online={a.isOnline} />
            {a.demo ? <DemoBadge /> : null}
          </div>
          <RatingLine rating={a.rating} reviews={a.reviews} />
          <p className="text-slate-700">
            {t('experience', { count: a.experience })} ·{' '}
            <span className="font-semibold text-brand-700">
              {t('ratePerMinute', { rate: formatPrice(a.ratePerMinutePaise) })}
            </span>
          </p>
        </div>
      </header>
      {a.demo ? (
        <p className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {t('demoNote')}
        </p>
      ) : null}

      <section aria-labelledby="about-heading" className="flex flex-col gap-3">
        <h2 id="about-heading" className="font-display text-xl font-semibold text-slate-900">
          {t('detail.about')}
        </h2>
        {a.bio ? <p className="text-slate-700">{a.bio}</p> : null}
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium text-slate-500">{t('specialtiesLabel')}</dt>
            <dd className="text-slate-800">
              {a.specialties.map((s) => t(`specialty.${s}`)).join(', ')}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-500">{t('languagesLabel')}</dt>
            <dd className="text-slate-800">
              {a.languages.map((l) => t(`language.${l}`)).join(', ')}
            </dd>
          </div>
        </dl>
      </section>

      <ChatOptions astrologer={a} />

      <section aria-labelledby="reviews-heading" className="flex flex-col gap-3">
        <h2 id="reviews-heading" className="font-display text-xl font-semibold text-slate-900">
          {t('detail.reviewsHeading')}
        </h2>
        {a.reviewList.length === 0 ? (
          <p className="text-slate-600">{t('noReviewsYet')}</p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="review-list">
            {a.reviewList.map((review) => (
              <li
                key={`${review.createdAt}-${review.author}`}
                className="rounded-xl border border-slate-200 bg-white p-4"
              >
                <p className="flex items-center gap-2 text-sm text-slate-600">
                  <span className="text-amber-500" aria-hidden="true">
                    {'★'.repeat(review.rating)}
                    {'☆'.repeat(5 - review.rating)}
                  </span>
                  <span className="sr-only">
                    {t('chat.review.stars', { count: review.rating })}
                  </span>
                  <span className="font-medium text-slate-800">{review.author}</span>
                  <span>{date.format(new Date(review.createdAt))}</span>
                </p>
                {review.text ? <p className="mt-2 text-slate-700">{review.text}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
