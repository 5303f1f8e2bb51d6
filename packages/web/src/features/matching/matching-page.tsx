import type { MatchingRequest, PageKey } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResultActions } from '@/components/ui/result-actions';
import { EditDetails, ResultPending, ToolPage } from '@/components/ui/tool-page';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { matchingQuery } from './api/matching-request';
import { KootaTable } from './components/koota-table';
import { ManglikPanel } from './components/manglik-panel';
import { MatchingForm } from './components/matching-form';
import { PartnerCharts } from './components/partner-charts';
import { TotalGauge, VERDICT_TONE } from './components/total-gauge';
import { matchingSummary } from './koota-texts';
import { matchingFormValuesFromQuery, matchingRequestFromQuery } from './matching-query';

function MatchingResult({ request }: { request: MatchingRequest }) {
  const { t } = useTranslation('matching');
  const { language } = useLanguage();
  const [query] = useSearchParams();
  const result = useQuery(matchingQuery(request));
  const values = matchingFormValuesFromQuery(query);

  const match = result.data;
  if (result.isError || !match) {
    return (
      <ResultPending
        result={result}
        texts={{
          error: t('result.error'),
          retry: t('result.retry'),
          loading: t('result.loading'),
        }}
      />
    );
  }
  const names = { boy: request.boy.name ?? '', girl: request.girl.name ?? '' };

  return (
    <div className="space-y-10">
      <div className="space-y-4">
        <p
          className="font-display text-2xl font-semibold text-slate-900"
          data-testid="matching-names"
        >
          {t('result.heading', names)}
        </p>
        <div className="flex flex-col items-center gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row">
          <TotalGauge match={match} />
          <div className="space-y-3">
            <p
              className={clsx(
                'inline-block rounded-full px-3 py-1 text-sm font-semibold',
                VERDICT_TONE[match.verdict.code].badge,
              )}
              data-testid="matching-verdict"
            >
              {matchingSummary(match, language).verdict}
            </p>
            <p className="text-slate-700">{t('result.honest')}</p>
          </div>
        </div>
        <ResultActions copyLabel={t('result.copyLink')} />
        <EditDetails label={t('form.edit')}>
          <MatchingForm key={query.toString()} initialValues={values} />
        </EditDetails>
      </div>
      <KootaTable kootas={match.kootas} />
      <ManglikPanel match={match} names={names} />
      <PartnerCharts
        request={request}
        places={{ boy: values.boy.place.text, girl: values.girl.place.text }}
        match={match}
      />
    </div>
  );
}

/**
 * A matching page: the boy/girl form while the query lacks both complete births, else the
 * ashtakoota report computed from the query (so every link reproduces its report).
 */
export function MatchingScreen({ page }: { page: PageKey }) {
  const { t } = useTranslation('matching');
  const { pages } = useMetadata();
  const [query] = useSearchParams();
  const request = matchingRequestFromQuery(query);
  return (
    <ToolPage
      heading={pages[page].heading}
      lead={request ? null : t('form.lead')}
      resultKey={request ? query.toString() : null}
      wide
    >
      {request ? (
        <MatchingResult request={request} />
      ) : (
        <MatchingForm key={query.toString()} initialValues={matchingFormValuesFromQuery(query)} />
      )}
    </ToolPage>
  );
}
