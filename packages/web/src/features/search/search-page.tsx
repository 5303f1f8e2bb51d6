import {
  buildPageHeadFrom,
  type HighlightedText,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_MIN_LENGTH,
  SearchResponseSchema,
  type SearchResult,
} from '@jyotish/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-control';
import { ResultPending, ToolPage } from '@/components/ui/tool-page';
import { apiGet } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { loadedMetadata, useFullMetadata } from '@/lib/page-metadata';

/** A text with its matching pieces marked. */
function Highlighted({ pieces }: { readonly pieces: HighlightedText }) {
  return (
    <>
      {pieces.map((piece, index) =>
        piece.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never reorder.
          <mark key={index} className="rounded bg-saffron-100 px-0.5 text-slate-900">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}

/**
 * `/search?q=`: the site search (the site's JSON-LD search action). The query lives in the
 * address, so a result page can be shared and Back returns to it; results are in the page's
 * language, best first, matches marked.
 */
export function SearchPage() {
  const { t } = useTranslation('search');
  const { pathname } = useLocation();
  const { language } = useLanguage();
  useFullMetadata();
  const head = buildPageHeadFrom(loadedMetadata(), pathname, window.location.origin);
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const [typed, setTyped] = useState(query);
  const id = useId();
  const searchable = query.length >= SEARCH_QUERY_MIN_LENGTH;
  const result = useQuery({
    queryKey: ['search', query, language] as const,
    queryFn: async () =>
      SearchResponseSchema.parse(
        await apiGet<unknown>(
          `/api/search?${new URLSearchParams({ q: query.slice(0, SEARCH_QUERY_MAX_LENGTH), lang: language })}`,
        ),
      ),
    enabled: searchable,
    placeholderData: keepPreviousData,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(typed.trim() === '' ? {} : { q: typed.trim() });
  };
  return (
    <ToolPage heading={head.heading} lead={head.description}>
      <search>
        <form onSubmit={submit} className="flex flex-col gap-2">
          <label htmlFor={`${id}-q`} className="font-medium text-slate-800">
            {t('label')}
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-q`}
              type="search"
              name="q"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder={t('placeholder')}
              minLength={SEARCH_QUERY_MIN_LENGTH}
              maxLength={SEARCH_QUERY_MAX_LENGTH}
              className={controlClass(false)}
            />
            <Button type="submit">{t('submit')}</Button>
          </div>
          <p className="text-sm text-slate-600">{t('hint')}</p>
        </form>
      </search>
      {!searchable ? null : result.data ? (
        <Results query={result.data.query} results={result.data.results} />
      ) : (
        <ResultPending
          result={result}
          texts={{ error: t('error'), retry: t('retry'), loading: t('loading') }}
        />
      )}
    </ToolPage>
  );
}

function Results({
  query,
  results,
}: {
  readonly query: string;
  readonly results: readonly SearchResult[];
}) {
  const { t } = useTranslation('search');
  const { language } = useLanguage();
  if (results.length === 0) {
    return (
      <p role="status" className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
        {t('none', { query })}
      </p>
    );
  }
  return (
    <section aria-labelledby="search-results" className="space-y-4">
      <h2 id="search-results" role="status" className="font-semibold text-slate-800">
        {t('count', { count: results.length, query })}
      </h2>
      <ol className="space-y-3" data-testid="search-results">
        {results.map((result) => (
          <li
            key={`${result.kind}-${result.path}`}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <p className="flex flex-wrap gap-2 text-xs font-medium tracking-wide text-brand-700 uppercase">
              <span>{t(`kinds.${result.kind}`)}</span>
              {result.lang === 'en' && language !== 'en' ? (
                <span className="text-slate-500">· {t('inEnglish')}</span>
              ) : null}
            </p>
            <h3 className="mt-1 font-display text-lg font-semibold" lang={result.lang}>
              <Link to={result.path} className="text-slate-900 hover:text-brand-700">
                <Highlighted pieces={result.title} />
              </Link>
            </h3>
            <p className="mt-1 text-slate-700" lang={result.lang}>
              <Highlighted pieces={result.snippet} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
