import { formatPrice } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '@/components/feedback/query-state';
import { buttonClassName } from '@/components/ui/button-variants';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { astrologerQuery, astrologersQuery } from './api/consultation-requests';
import { offerValues, useOffers } from './api/offers';
import { AstrologerPortrait, DemoBadge, OnlineStatus } from './components/astrologer-badges';
import { ChatOptions } from './components/chat-options';
import { FreeOffer } from './components/free-offer';

/** `/packages`: every astrologer's 20-minute package (SPEC §9) beside their rate, online first. */
export function PackagesPage() {
  const { t } = useTranslation('consultations');
  const { pages } = useMetadata();
  const { localize } = useLanguage();
  const astrologers = useQuery(astrologersQuery({ sort: 'price' }));
  const offer = offerValues(useOffers());
  return (
    <section
      aria-labelledby="packages-heading"
      className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10"
    >
      <div className="flex flex-col gap-2">
        <h1 id="packages-heading" className="font-display text-3xl font-bold text-slate-900">
          {pages.packages.heading}
        </h1>
        <p className="text-slate-600">{t('packages.intro', offer)}</p>
        <FreeOffer />
      </div>
      {astrologers.data ? (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="package-list">
          {astrologers.data.map((astrologer) => (
            <li
              key={astrologer.id}
              className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4"
            >
              <AstrologerPortrait image={astrologer.image} name={astrologer.name} size="sm" />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <p className="font-semibold text-slate-900">{astrologer.name}</p>
                <div className="flex flex-wrap items-center gap-2">
                  <OnlineStatus online={astrologer.isOnline} />
                  {astrologer.demo ? <DemoBadge /> : null}
                </div>
                <p className="text-sm text-slate-700">
                  {t('detail.packageTitle', offer)}:{' '}
                  <span className="font-semibold text-brand-700">
                    {formatPrice(astrologer.packagePricePaise)}
                  </span>{' '}
                  <span className="text-slate-500 line-through">
                    {formatPrice(astrologer.packageOriginalPricePaise)}
                  </span>{' '}
                  · {t('ratePerMinute', { rate: formatPrice(astrologer.ratePerMinutePaise) })}
                </p>
              </div>
              <Link
                to={localize(`/packages/${astrologer.slug}`)}
                className={buttonClassName({ size: 'sm', variant: 'secondary' })}
              >
                {t('packages.choose')}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <QueryState isError={astrologers.isError} onRetry={() => void astrologers.refetch()} />
      )}
    </section>
  );
}

/** `/packages/{astrologer id or slug}`: one astrologer's package and per-minute choice. */
export function AstrologerPackagesPage() {
  const { t } = useTranslation('consultations');
  const { pages } = useMetadata();
  const { localize } = useLanguage();
  const { astrologerId = '' } = useParams();
  const astrologer = useQuery(astrologerQuery(astrologerId));
  if (astrologer.error instanceof ApiError && astrologer.error.status === 404) {
    return (
      <section className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-4 py-16">
        <h1 className="font-display text-2xl font-bold text-slate-900">{t('detail.notFound')}</h1>
        <Link to={localize('/packages')} className={buttonClassName({ variant: 'secondary' })}>
          {pages.packages.heading}
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-slate-900">
        {pages.astrologerPackages.heading}
      </h1>
      {astrologer.data ? (
        <>
          <Link
            to={localize(`/astrologer/${astrologer.data.slug}`)}
            className="flex items-center gap-3 self-start"
          >
            <AstrologerPortrait image={astrologer.data.image} name={astrologer.data.name} />
            <span className="font-display text-xl font-semibold text-slate-900">
              {astrologer.data.name}
            </span>
          </Link>
          <ChatOptions astrologer={astrologer.data} />
        </>
      ) : (
        <QueryState isError={astrologer.isError} onRetry={() => void astrologer.refetch()} />
      )}
    </section>
  );
}
