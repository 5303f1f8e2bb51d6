import { type BabyNamesAnswer, type KundliRequest, NAKSHATRA_SYLLABLES } from '@jyotish/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { KundliForm } from '@/components/birth/kundli-form';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-control';
import { EditDetails, ResultPending, ToolPage } from '@/components/ui/tool-page';
import { birthFormValuesFromQuery, kundliRequestFromQuery } from '@/lib/kundli-query';
import { kundliQuery } from '@/lib/kundli-request';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { useAstroNames } from '@/lib/use-astro-names';
import { type BabyNamesFilter, babyNamesQuery } from './baby-names-request';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const NAKSHATRAS = Array.from({ length: 27 }, (_, i) => i + 1);
const GENDERS = ['any', 'boy', 'girl'] as const;

/** The list filters in the address (`child`, `letter`, `page`); `gender` is the kundli form's. */
function filterOf(query: URLSearchParams, moon: { nakshatra: number; pada: number } | null) {
  const nakshatra = moon?.nakshatra ?? (Number(query.get('nakshatra')) || null);
  const child = query.get('child');
  const birthGender = query.get('gender');
  const gender: BabyNamesFilter['gender'] =
    child === 'boy' || child === 'girl' || child === 'any'
      ? child
      : moon && birthGender
        ? birthGender === 'female'
          ? 'girl'
          : 'boy'
        : 'any';
  const letter = query.get('letter');
  return {
    nakshatra: nakshatra !== null && nakshatra >= 1 && nakshatra <= 27 ? nakshatra : null,
    pada: moon?.pada ?? (Number(query.get('pada')) || null),
    gender,
    letter: letter && /^[A-Z]$/.test(letter) ? letter : null,
    page: Math.max(1, Number(query.get('page')) || 1),
  } satisfies BabyNamesFilter;
}

/**
 * `/baby-naming`: names that begin with the namakshar of the baby's birth nakshatra pada, found
 * from the birth (the Moon of its kundli) or chosen directly, filtered by gender and first
 * letter; or the whole list by letter.
 */
export function BabyNamingPage() {
  const { t } = useTranslation('tools');
  const { pages } = useMetadata();
  const [query] = useSearchParams();
  const birth = kundliRequestFromQuery(query);
  return (
    <ToolPage
      heading={pages.babyNaming.heading}
      lead={t('babyNames.lead')}
      wide
      resultKey={birth ? query.toString() : null}
    >
      {birth ? <FromBirth birth={birth} /> : <ByNakshatra />}
    </ToolPage>
  );
}

function FromBirth({ birth }: { birth: KundliRequest }) {
  const { t } = useTranslation('tools');
  const names = useAstroNames();
  const [query] = useSearchParams();
  const chart = useQuery(kundliQuery(birth));
  const moon = chart.data?.planets.find((planet) => planet.id === 'moon');
  if (!chart.data || !moon) {
    return (
      <ResultPending
        result={chart}
        texts={{ error: t('error'), retry: t('retry'), loading: t('loading') }}
      />
    );
  }
  return (
    <div className="space-y-6">
      <p className="rounded-2xl border border-brand-100 bg-white p-5 text-lg text-slate-800 shadow-sm">
        {t('babyNames.fromBirth', {
          name: birth.name,
          nakshatra: names.nakshatra(moon.nakshatra),
          pada: moon.pada,
          sign: names.sign(moon.sign),
        })}
      </p>
      <NameList filter={filterOf(query, moon)} />
      <EditDetails label={t('babyNames.editBirth')}>
        <KundliForm key={query.toString()} initialValues={birthFormValuesFromQuery(query)} />
      </EditDetails>
    </div>
  );
}

function ByNakshatra() {
  const { t } = useTranslation('tools');
  const names = useAstroNames();
  const [query, setQuery] = useSearchParams();
  const filter = filterOf(query, null);
  const ids = { nakshatra: useId(), pada: useId() };
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(query);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    next.delete('page');
    setQuery(next);
  };
  return (
    <div className="space-y-8">
      <section className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 className="font-display text-xl font-semibold text-slate-900">
          {t('babyNames.chooseTitle')}
        </h2>
        <div className="flex flex-wrap items-end gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.nakshatra} className="text-sm font-medium text-slate-800">
              {t('babyNames.nakshatra')}
            </label>
            <select
              id={ids.nakshatra}
              value={filter.nakshatra ?? ''}
              onChange={(e) => update({ nakshatra: e.target.value, pada: null })}
              className={controlClass(false)}
              data-testid="baby-nakshatra"
            >
              <option value="">{t('babyNames.allNames')}</option>
              {NAKSHATRAS.map((n) => (
                <option key={n} value={n}>
                  {names.nakshatra(n)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.pada} className="text-sm font-medium text-slate-800">
              {t('babyNames.pada')}
            </label>
            <select
              id={ids.pada}
              value={filter.pada ?? ''}
              disabled={filter.nakshatra === null}
              onChange={(e) => update({ pada: e.target.value })}
              className={controlClass(false)}
              data-testid="baby-pada"
            >
              <option value="">{t('babyNames.allPadas')}</option>
              {[1, 2, 3, 4].map((p) => (
                <option key={p} value={p}>
                  {filter.nakshatra
                    ? t('babyNames.padaOption', {
                        pada: p,
                        syllable: NAKSHATRA_SYLLABLES.en[filter.nakshatra - 1]?.[p - 1],
                      })
                    : p}
                </option>
              ))}
            </select>
          </div>
        </div>
      </section>
      <NameList filter={filter} />
      <details className="rounded-xl border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer font-medium text-slate-900">
          {t('babyNames.fromBirthTitle')}
        </summary>
        <p className="mt-2 text-sm text-slate-700">{t('babyNames.fromBirthLead')}</p>
        <div className="mt-4 max-w-2xl">
          <KundliForm initialValues={birthFormValuesFromQuery(new URLSearchParams())} />
        </div>
      </details>
    </div>
  );
}

function NameList({ filter }: { filter: BabyNamesFilter }) {
  const { t } = useTranslation('tools');
  const { language } = useLanguage();
  const [query, setQuery] = useSearchParams();
  const result = useQuery({
    ...babyNamesQuery(filter, language),
    placeholderData: keepPreviousData,
  });
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(query);
    if (value === null) next.delete(key);
    else next.set(key, value);
    if (key !== 'page') next.delete('page');
    setQuery(next);
  };
  return (
    <section aria-labelledby="baby-names-heading" className="space-y-4">
      <h2 id="baby-names-heading" className="font-display text-2xl font-semibold text-slate-900">
        {t('babyNames.listTitle')}
      </h2>
      {result.data && result.data.syllables.length > 0 ? (
        <p className="text-slate-700" data-testid="baby-syllables">
          {t('babyNames.syllables')}{' '}
          {result.data.syllables.map((s) => (
            <span
              key={s.pada}
              className="mr-2 inline-block rounded-full bg-brand-100 px-3 py-0.5 font-semibold text-brand-800"
            >
              {s.syllable}
              {language === 'en' ? '' : ` (${s.latin})`}
            </span>
          ))}
        </p>
      ) : null}
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('babyNames.gender')}</legend>
        {GENDERS.map((gender) => (
          <Button
            key={gender}
            type="button"
            size="sm"
            variant={filter.gender === gender ? 'primary' : 'secondary'}
            aria-pressed={filter.gender === gender}
            onClick={() => set('child', gender)}
            data-testid={`baby-gender-${gender}`}
          >
            {t(`babyNames.genders.${gender}`)}
          </Button>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-1">
        <legend className="sr-only">{t('babyNames.letter')}</legend>
        <button
          type="button"
          aria-pressed={filter.letter === null}
          onClick={() => set('letter', null)}
          className={clsx(
            'rounded-md px-2 py-1 text-sm',
            filter.letter === null ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-800',
          )}
        >
          {t('babyNames.anyLetter')}
        </button>
        {LETTERS.map((letter) => (
          <button
            key={letter}
            type="button"
            aria-pressed={filter.letter === letter}
            onClick={() => set('letter', letter)}
            className={clsx(
              'min-w-8 rounded-md px-2 py-1 text-sm',
              filter.letter === letter ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-800',
            )}
            data-testid={`baby-letter-${letter}`}
          >
            {letter}
          </button>
        ))}
      </fieldset>
      {result.data ? (
        <NamesTable
          answer={result.data}
          unfiltered={filter.gender === 'any' && filter.letter === null}
          onPage={(page) => set('page', String(page))}
        />
      ) : (
        <ResultPending
          result={result}
          texts={{ error: t('error'), retry: t('retry'), loading: t('loading') }}
        />
      )}
    </section>
  );
}

function NamesTable({
  answer,
  unfiltered,
  onPage,
}: {
  answer: BabyNamesAnswer;
  /** No gender or letter narrows the list: an empty one is the syllable's, not the filter's. */
  unfiltered: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('tools');
  const { language } = useLanguage();
  const pages = Math.max(1, Math.ceil(answer.total / answer.pageSize));
  const from = answer.total === 0 ? 0 : (answer.page - 1) * answer.pageSize + 1;
  const to = Math.min(answer.total, answer.page * answer.pageSize);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600" data-testid="baby-count">
        {t('babyNames.count', { from, to, total: answer.total })}
      </p>
      {answer.total === 0 ? (
        <p className="rounded-xl border border-amber-200 bg-amber-50 p-4">
          {unfiltered && answer.syllables.length > 0
            ? t('babyNames.noneForSyllable')
            : t('babyNames.none')}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="baby-names">
          {answer.names.map((name) => (
            <li key={name.latin} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="flex items-baseline justify-between gap-2">
                <span className="font-display text-xl font-semibold text-slate-900">
                  {name.name}
                </span>
                <span
                  className={clsx(
                    'rounded-full px-2 py-0.5 text-xs font-medium',
                    name.gender === 'boy'
                      ? 'bg-sky-100 text-sky-800'
                      : name.gender === 'girl'
                        ? 'bg-pink-100 text-pink-800'
                        : 'bg-violet-100 text-violet-800',
                  )}
                >
                  {t(`babyNames.genderOf.${name.gender}`)}
                </span>
              </p>
              {language === 'en' ? (
                <p className="text-sm text-slate-500">{name.devanagari}</p>
              ) : (
                <p className="text-sm text-slate-500">{name.latin}</p>
              )}
              <p className="mt-1 text-slate-700">{name.meaning}</p>
              <p className="mt-1 text-xs text-slate-500">
                {t('babyNames.origin', { origin: t(`babyNames.origins.${name.origin}`) })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="flex items-center gap-3" aria-label={t('babyNames.pages')}>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={answer.page <= 1}
            onClick={() => onPage(answer.page - 1)}
          >
            {t('babyNames.previous')}
          </Button>
          <span className="text-sm text-slate-700">
            {t('babyNames.pageOf', { page: answer.page, pages })}
          </span>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={answer.page >= pages}
            onClick={() => onPage(answer.page + 1)}
            data-testid="baby-next"
          >
            {t('babyNames.next')}
          </Button>
        </nav>
      ) : null}
      <p className="text-xs text-slate-500" data-testid="baby-source">
        {t('babyNames.source', { size: answer.listSize })}
      </p>
    </div>
  );
}
