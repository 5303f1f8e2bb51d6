import {
  buildPageHeadFrom,
  NAKSHATRA_SLUGS,
  type NakshatraPage as NakshatraAnswer,
  NakshatraPageResponseSchema,
  nakshatraOfSlug,
} from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ResultPending, ToolPage } from '@/components/ui/tool-page';
import { apiGet } from '@/lib/api-client';
import { formatDegree } from '@/lib/astro-format';
import { useLanguage } from '@/lib/language';
import { loadedMetadata, useFullMetadata } from '@/lib/page-metadata';
import { useAstroNames } from '@/lib/use-astro-names';

/** A sidereal longitude as degree and sign, e.g. "13°20′ Aries". */
function useLongitude() {
  const names = useAstroNames();
  return (longitude: number) => {
    const sign = Math.min(12, Math.floor(longitude / 30 + 1e-9) + 1);
    return `${formatDegree(longitude - (sign - 1) * 30)} ${names.sign(sign)}`;
  };
}

/**
 * `/nakshatras/{slug}`: one nakshatra's lord, deity, symbol, nature and span, its four padas
 * with their name syllables and navamsas, and the tradition's portrait of a birth in it.
 */
export function NakshatraPage() {
  const { t } = useTranslation('tools');
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const { language } = useLanguage();
  useFullMetadata();
  const head = buildPageHeadFrom(loadedMetadata(), pathname, window.location.origin);
  const result = useQuery({
    queryKey: ['nakshatra', slug, language] as const,
    queryFn: async () =>
      NakshatraPageResponseSchema.parse(
        await apiGet<unknown>(`/api/nakshatras/${encodeURIComponent(slug)}?lang=${language}`),
      ).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <ToolPage heading={head.heading} lead={head.description} wide>
      {result.data ? (
        <NakshatraDetails answer={result.data} />
      ) : (
        <ResultPending
          result={result}
          texts={{ error: t('error'), retry: t('retry'), loading: t('nakshatra.loading') }}
        />
      )}
      <AllNakshatras current={nakshatraOfSlug(slug)} />
    </ToolPage>
  );
}

function NakshatraDetails({ answer }: { answer: NakshatraAnswer }) {
  const { t } = useTranslation('tools');
  const names = useAstroNames();
  const { localize } = useLanguage();
  const longitude = useLongitude();
  const facts = [
    ['lord', names.planet(answer.lord)],
    ['deity', answer.deity],
    ['symbol', answer.symbol],
    [
      'span',
      t('nakshatra.spanValue', { from: longitude(answer.start), to: longitude(answer.end) }),
    ],
  ] as const;
  return (
    <div className="space-y-8" data-testid="nakshatra-page">
      <section aria-labelledby="nakshatra-facts" className="space-y-3">
        <h2 id="nakshatra-facts" className="font-display text-2xl font-semibold text-slate-900">
          {t('nakshatra.facts')}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          {facts.map(([key, value]) => (
            <div key={key} className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="text-sm text-slate-500">{t(`nakshatra.${key}`)}</dt>
              <dd className="mt-1 font-semibold text-slate-900" data-testid={`nakshatra-${key}`}>
                {value}
              </dd>
            </div>
          ))}
          <div className="rounded-xl border border-slate-200 bg-white p-4 sm:col-span-2">
            <dt className="text-sm text-slate-500">{t('nakshatra.nature')}</dt>
            <dd className="mt-1 text-slate-900" data-testid="nakshatra-nature">
              {t(`nakshatra.natures.${answer.nature}`)}
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="nakshatra-padas" className="space-y-3">
        <h2 id="nakshatra-padas" className="font-display text-2xl font-semibold text-slate-900">
          {t('nakshatra.padas')}
        </h2>
        <ol className="grid gap-3 sm:grid-cols-4" data-testid="nakshatra-padas">
          {answer.padas.map((pada) => (
            <li
              key={pada.pada}
              className="rounded-xl border border-brand-100 bg-white p-4 text-center"
            >
              <p className="text-sm text-slate-500">{t('nakshatra.pada', { pada: pada.pada })}</p>
              <p className="font-display text-2xl font-bold text-brand-800">{pada.syllable}</p>
              {pada.latin === pada.syllable ? null : (
                <p className="text-sm text-slate-600">{pada.latin}</p>
              )}
              <p className="mt-1 text-sm text-slate-700">
                {t('nakshatra.navamsa', { sign: names.sign(pada.navamsaSign) })}
              </p>
            </li>
          ))}
        </ol>
      </section>
      {(['character', 'work', 'relationships'] as const).map((key) => (
        <section key={key} aria-labelledby={`nakshatra-${key}-title`} className="space-y-2">
          <h2
            id={`nakshatra-${key}-title`}
            className="font-display text-2xl font-semibold text-slate-900"
          >
            {t(`nakshatra.${key}`)}
          </h2>
          <p className="text-slate-700">{answer[key]}</p>
        </section>
      ))}
      <p className="text-sm text-slate-600">{t('nakshatra.tradition')}</p>
      <div className="flex flex-wrap gap-4">
        <Link
          to={localize('/nakshatra-finder')}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t('nakshatra.findYours')}
        </Link>
        <Link
          to={`${localize('/baby-naming')}?nakshatra=${answer.number}`}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t('nakshatra.babyNames', { name: answer.name })}
        </Link>
      </div>
    </div>
  );
}

function AllNakshatras({ current }: { current: number | null }) {
  const { t } = useTranslation('tools');
  const names = useAstroNames();
  const { localize } = useLanguage();
  return (
    <nav aria-labelledby="all-nakshatras" className="space-y-3">
      <h2 id="all-nakshatras" className="font-display text-xl font-semibold text-slate-900">
        {t('nakshatra.all')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {NAKSHATRA_SLUGS.map((slug, i) => (
          <li key={slug}>
            <Link
              to={localize(`/nakshatras/${slug}`)}
              aria-current={current === i + 1 ? 'page' : undefined}
              className={
                current === i + 1
                  ? 'inline-flex rounded-full bg-brand-600 px-3 py-1 text-sm font-medium text-white'
                  : 'inline-flex rounded-full border border-brand-200 bg-white px-3 py-1 text-sm text-brand-800 hover:bg-brand-50'
              }
            >
              {names.nakshatra(i + 1)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
