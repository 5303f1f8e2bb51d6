import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button-variants';
import { useLanguage } from '@/lib/language';
import { astrologersQuery } from '../../consultations/api/consultation-requests';
import { AstrologerCard } from '../../consultations/components/astrologer-card';
import { SectionHeading } from '../components/section-heading';

/**
 * SPEC §2's top three astrologer cards: the first three of `GET /api/astrologers` in its own
 * order (online first, then by rating from real reviews), with the list page's card.
 */
export function TopAstrologersSection() {
  const { t } = useTranslation('homeSections');
  const { localize } = useLanguage();
  const astrologers = useQuery(astrologersQuery());
  const top = astrologers.data?.slice(0, 3) ?? [];
  if (astrologers.isSuccess && top.length === 0) return null;
  return (
    <section
      aria-labelledby="home-astrologers-title"
      className="bg-brand-50/60 py-14 sm:py-20"
      data-testid="home-astrologers"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="home-astrologers-title"
          title={t('astrologers.title')}
          subtitle={t('astrologers.subtitle')}
        />
        {astrologers.isError ? (
          <p className="mt-8 text-slate-700">{t('astrologers.error')}</p>
        ) : (
          <ul className="mt-8 grid gap-4 md:grid-cols-3" aria-busy={astrologers.isPending}>
            {astrologers.isPending
              ? [0, 1, 2].map((slot) => (
                  <li key={slot} className="h-56 animate-pulse rounded-2xl bg-white/70" />
                ))
              : top.map((astrologer) => (
                  <li key={astrologer.id}>
                    <AstrologerCard astrologer={astrologer} />
                  </li>
                ))}
          </ul>
        )}
        <Link
          to={localize('/astrologers')}
          className={buttonClassName({ variant: 'secondary', className: 'mt-8' })}
        >
          {t('astrologers.viewAll')}
        </Link>
      </div>
    </section>
  );
}
