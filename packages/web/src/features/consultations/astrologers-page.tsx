import {
  ASTROLOGER_SORTS,
  ASTROLOGER_SPECIALTIES,
  type AstrologerListQuery,
  CHAT_LANGUAGES,
  formatPrice,
} from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '@/components/feedback/query-state';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-control';
import { useMetadata } from '@/lib/page-metadata';
import { astrologersQuery } from './api/consultation-requests';
import { AstrologerCard } from './components/astrologer-card';
import { FreeOffer } from './components/free-offer';

const RATE_STEPS = [10, 20, 30, 50] as const;

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.find((candidate) => candidate === value);

/**
 * `/astrologers` (and `/hindi/astrologers`…): everyone who consults here, online first, with the
 * filters of the API (specialty, language, online, price) and its sorts, kept in the address so
 * a filtered list can be shared.
 */
export function AstrologersPage() {
  const { t } = useTranslation('consultations');
  const { pages } = useMetadata();
  const [params, setParams] = useSearchParams();
  const ids = {
    specialty: useId(),
    language: useId(),
    rate: useId(),
    sort: useId(),
    online: useId(),
  };
  const maxRate = Number(params.get('maxRate'));
  const filters: AstrologerListQuery = {
    specialty: pick(params.get('specialty'), ASTROLOGER_SPECIALTIES),
    language: pick(params.get('language'), CHAT_LANGUAGES),
    online: params.get('online') === 'true' ? 'true' : undefined,
    maxRate: RATE_STEPS.find((step) => step === maxRate),
    sort: pick(params.get('sort'), ASTROLOGER_SORTS) ?? 'rating',
  };
  const astrologers = useQuery(astrologersQuery(filters));
  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const filtered = [...params.keys()].some((key) => key !== 'sort');

  return (
    <section
      aria-labelledby="astrologers-heading"
      className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10"
      data-testid="astrologers-page"
    >
      <div className="flex flex-col gap-2">
        <h1 id="astrologers-heading" className="font-display text-3xl font-bold text-slate-900">
          {pages.astrologers.heading}
        </h1>
        <p className="max-w-3xl text-slate-600">{t('list.intro')}</p>
        <FreeOffer />
      </div>
      <form
        className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 md:grid-cols-5"
        aria-label={t('list.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.specialty} className="text-sm font-medium text-slate-700">
            {t('list.specialty')}
          </label>
          <select
            id={ids.specialty}
            className={controlClass(false)}
            value={filters.specialty ?? ''}
            onChange={(event) => set('specialty', event.target.value)}
          >
            <option value="">{t('list.anySpecialty')}</option>
            {ASTROLOGER_SPECIALTIES.map((specialty) => (
              <option key={specialty} value={specialty}>
                {t(`specialty.${specialty}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.language} className="text-sm font-medium text-slate-700">
            {t('list.language')}
          </label>
          <select
            id={ids.language}
            className={controlClass(false)}
            value={filters.language ?? ''}
            onChange={(event) => set('language', event.target.value)}
          >
            <option value="">{t('list.anyLanguage')}</option>
            {CHAT_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`language.${language}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.rate} className="text-sm font-medium text-slate-700">
            {t('list.maxRate')}
          </label>
          <select
            id={ids.rate}
            className={controlClass(false)}
            value={String(filters.maxRate ?? '')}
            onChange={(event) => set('maxRate', event.target.value)}
          >
            <option value="">{t('list.anyRate')}</option>
            {RATE_STEPS.map((step) => (
              <option key={step} value={step}>
                {t('list.upTo', { amount: formatPrice(step * 100) })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.sort} className="text-sm font-medium text-slate-700">
            {t('list.sort')}
          </label>
          <select
            id={ids.sort}
            className={controlClass(false)}
            value={filters.sort}
            onChange={(event) =>
              set('sort', event.target.value === 'rating' ? '' : event.target.value)
            }
          >
            <option value="rating">{t('list.sortRating')}</option>
            <option value="experience">{t('list.sortExperience')}</option>
            <option value="price">{t('list.sortPrice')}</option>
          </select>
        </div>
        <div className="col-span-2 flex items-end gap-2 md:col-span-1">
          <input
            id={ids.online}
            type="checkbox"
            className="mb-3 size-4 accent-brand-600"
            checked={filters.online === 'true'}
            onChange={(event) => set('online', event.target.checked ? 'true' : undefined)}
          />
          <label htmlFor={ids.online} className="mb-2 text-sm font-medium text-slate-700">
            {t('list.onlineOnly')}
          </label>
        </div>
      </form>
      {astrologers.data ? (
        <>
          <div className="flex items-center justify-between">
            <p className="text-sm text-slate-600" data-testid="astrologer-count">
              {t('list.count', { count: astrologers.data.length })}
            </p>
            {filtered ? (
              <Button variant="ghost" size="sm" onClick={() => setParams({}, { replace: true })}>
                {t('list.clear')}
              </Button>
            ) : null}
          </div>
          {astrologers.data.length === 0 ? (
            <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600">
              {t('list.empty')}
            </p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {astrologers.data.map((astrologer) => (
                <AstrologerCard key={astrologer.id} astrologer={astrologer} />
              ))}
            </div>
          )}
        </>
      ) : (
        <QueryState isError={astrologers.isError} onRetry={() => void astrologers.refetch()} />
      )}
    </section>
  );
}
