import {
  type LoveCompatibility,
  type LoveCompatibilityRequest,
  LoveCompatibilityResponseSchema,
} from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-control';
import { EditDetails, ResultPending, ToolPage } from '@/components/ui/tool-page';
import { apiPost } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { useAstroNames } from '@/lib/use-astro-names';
import { SIGN_GLYPHS } from '../horoscopes/components/sign-picker';
import { KootaTable } from '../matching/components/koota-table';
import { kootaViews } from '../matching/koota-texts';
import { loveQueryOf, loveRequestFromQuery } from './love-query';

const SIGNS = Array.from({ length: 12 }, (_, i) => i + 1);
const NAKSHATRAS = Array.from({ length: 27 }, (_, i) => i + 1);

const BAND_TONE = {
  excellent: 'bg-emerald-600',
  good: 'bg-brand-600',
  mixed: 'bg-amber-500',
  challenging: 'bg-red-600',
} as const;

const cellTone = (score: number) =>
  score >= 11
    ? 'bg-emerald-100'
    : score >= 7
      ? 'bg-brand-50'
      : score >= 3
        ? 'bg-amber-50'
        : 'bg-red-50';

/**
 * `/love-compatibility`: two partners by Moon sign, or by nakshatra and pada, scored by the
 * two kootas the signs decide (graha maitri and bhakoot, out of 12), with the full 12 × 12
 * table and, when both nakshatras are known, the eight kootas out of 36.
 */
export function LoveCompatibilityPage() {
  const { t } = useTranslation('tools');
  const { pages } = useMetadata();
  const [query] = useSearchParams();
  const request = loveRequestFromQuery(query);
  const result = useQuery({
    queryKey: ['love', request] as const,
    queryFn: async () =>
      LoveCompatibilityResponseSchema.parse(
        await apiPost<unknown>('/api/love-compatibility', request),
      ).data,
    enabled: request !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <ToolPage
      heading={pages.loveCompatibility.heading}
      lead={t('love.lead')}
      resultKey={request ? query.toString() : null}
    >
      {request ? (
        result.data ? (
          <LoveResult answer={result.data} request={request} />
        ) : (
          <ResultPending
            result={result}
            texts={{ error: t('error'), retry: t('retry'), loading: t('loading') }}
          />
        )
      ) : (
        <LoveForm />
      )}
    </ToolPage>
  );
}

function LoveResult({
  answer,
  request,
}: {
  answer: LoveCompatibility;
  request: LoveCompatibilityRequest;
}) {
  const { t } = useTranslation('tools');
  const { localize, language } = useLanguage();
  const names = useAstroNames();
  const [first, second] = answer.signs;
  const views = kootaViews(answer.kootas, language);
  return (
    <div className="space-y-8" data-testid="love-result">
      <div className="flex flex-wrap items-center gap-6 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <div
          className={clsx(
            'flex size-28 shrink-0 flex-col items-center justify-center rounded-full text-white',
            BAND_TONE[answer.band],
          )}
        >
          <span className="font-display text-4xl font-bold" data-testid="love-score">
            {answer.score}
          </span>
          <span className="text-sm">/ {answer.max}</span>
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <p className="text-sm text-slate-600">
            {t('love.pair', { first: names.sign(first), second: names.sign(second) })}
          </p>
          <p className="font-display text-2xl font-bold text-slate-900" data-testid="love-band">
            {t(`love.bands.${answer.band}`)}
          </p>
          <p className="text-slate-700">{t(`love.bandText.${answer.band}`)}</p>
        </div>
      </div>
      <ul className="space-y-3">
        {views.map((koota) => (
          <li
            key={koota.id}
            className="rounded-xl border border-slate-200 bg-white p-4"
            data-testid={`love-${koota.id}`}
          >
            <p className="font-semibold text-slate-900">
              {koota.name}: {koota.score} / {koota.max}
            </p>
            <p className="text-sm text-slate-700">
              {t(`love.kootaMeaning.${koota.id as 'graha_maitri' | 'bhakoot'}`)}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {koota.meaning}
              {koota.exception ? ` ${koota.exception}` : ''}
            </p>
          </li>
        ))}
      </ul>
      {answer.ashtakoota ? (
        <div className="space-y-3" data-testid="love-ashtakoota">
          <p className="font-display text-xl font-semibold text-slate-900">
            {t('love.ashtakoota', { total: answer.ashtakoota.total })}
          </p>
          <p className="text-sm text-slate-600">{t('love.groomFirst')}</p>
          <KootaTable kootas={answer.ashtakoota.kootas} />
        </div>
      ) : (
        <p className="text-slate-700">
          {t('love.moreWithNakshatra')}{' '}
          <Link
            to={localize('/kundli-matching')}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {t('love.fullMatching')}
          </Link>
        </p>
      )}
      <details className="rounded-xl border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer font-medium text-slate-900">
          {t('love.tableTitle')}
        </summary>
        <p className="mt-2 text-sm text-slate-700">{t('love.tableNote')}</p>
        <div className="mt-3 overflow-x-auto">
          <table className="text-center text-xs" data-testid="love-table">
            <thead>
              <tr>
                <th />
                {SIGNS.map((sign) => (
                  <th key={sign} scope="col" className="px-1 py-1 font-medium text-slate-600">
                    <abbr title={names.sign(sign)} aria-label={names.sign(sign)}>
                      {SIGN_GLYPHS[sign - 1]}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {answer.table.map((row, i) => (
                <tr key={SIGNS[i]}>
                  <th scope="row" className="px-1 py-1 text-left font-medium text-slate-600">
                    {names.sign(i + 1)}
                  </th>
                  {row.map((score, j) => (
                    <td
                      key={SIGNS[j]}
                      className={clsx(
                        'px-1.5 py-1',
                        cellTone(score),
                        i + 1 === first &&
                          j + 1 === second &&
                          'font-bold ring-2 ring-brand-600 ring-inset',
                      )}
                    >
                      {score}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <details className="rounded-xl border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer font-medium text-slate-900">
          {t('love.howTitle')}
        </summary>
        <p className="mt-2 text-sm text-slate-700">{t('love.how')}</p>
      </details>
      <EditDetails label={t('love.edit')}>
        <LoveForm initial={request} />
      </EditDetails>
    </div>
  );
}

type PartnerDraft = { by: 'sign' | 'nakshatra'; sign: string; nakshatra: string; pada: string };

const draftOf = (partner: LoveCompatibilityRequest['first'] | undefined): PartnerDraft =>
  partner && 'nakshatra' in partner
    ? {
        by: 'nakshatra',
        sign: '',
        nakshatra: String(partner.nakshatra),
        pada: String(partner.pada),
      }
    : { by: 'sign', sign: partner ? String(partner.moonSign) : '', nakshatra: '', pada: '' };

function LoveForm({ initial }: { initial?: LoveCompatibilityRequest }) {
  const { t } = useTranslation('tools');
  const { localize } = useLanguage();
  const navigate = useNavigate();
  const [partners, setPartners] = useState([draftOf(initial?.first), draftOf(initial?.second)]);
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = new URLSearchParams();
    partners.forEach((p, i) => {
      if (p.by === 'sign') query.set(`s${i + 1}`, p.sign);
      else {
        query.set(`n${i + 1}`, p.nakshatra);
        query.set(`p${i + 1}`, p.pada);
      }
    });
    const request = loveRequestFromQuery(query);
    setError(request === null);
    if (request) navigate(`?${loveQueryOf(request)}`);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" data-testid="love-form">
      <div className="grid gap-6 md:grid-cols-2">
        {partners.map((partner, index) => (
          <PartnerPicker
            // biome-ignore lint/suspicious/noArrayIndexKey: the two partners never reorder
            key={index}
            legend={index === 0 ? t('love.you') : t('love.partner')}
            value={partner}
            onChange={(next) => setPartners((all) => all.map((p, i) => (i === index ? next : p)))}
          />
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {t('love.incomplete')}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">
        {t('love.unknownSign')}{' '}
        <Link
          to={localize('/moon-sign-checker')}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t('love.findSign')}
        </Link>
      </p>
      <Button type="submit" size="lg" className="self-start" data-testid="love-submit">
        {t('love.submit')}
      </Button>
    </form>
  );
}

function PartnerPicker({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: PartnerDraft;
  onChange: (value: PartnerDraft) => void;
}) {
  const { t } = useTranslation('tools');
  const names = useAstroNames();
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
      <div className="flex gap-4 text-sm" role="radiogroup" aria-label={t('love.knowBy')}>
        {(['sign', 'nakshatra'] as const).map((by) => (
          <label key={by} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-by`}
              checked={value.by === by}
              onChange={() => onChange({ ...value, by })}
            />
            {t(`love.by.${by}`)}
          </label>
        ))}
      </div>
      {value.by === 'sign' ? (
        <label className="flex flex-col gap-1">
          <span className="text-sm font-medium text-slate-800">{t('love.moonSign')}</span>
          <select
            value={value.sign}
            onChange={(e) => onChange({ ...value, sign: e.target.value })}
            className={controlClass(false)}
          >
            <option value="">{t('love.choose')}</option>
            {SIGNS.map((sign) => (
              <option key={sign} value={sign}>
                {names.sign(sign)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <div className="grid grid-cols-[1fr_auto] gap-3">
          <label className="flex flex-col gap-1">
            <span className="text-sm font-medium text-slate-800">{t('love.nakshatra')}</span>
            <select
              value={value.nakshatra}
              onChange={(e) => onChange({ ...value, nakshatra: e.target.value })}
              className={controlClass(false)}
            >
              <option value="">{t('love.choose')}</option>
              {NAKSHATRAS.map((n) => (
                <option key={n} value={n}>
                  {names.nakshatra(n)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1">
            <span className="text-sm font-medium text-slate-800">{t('love.pada')}</span>
            <select
              value={value.pada}
              onChange={(e) => onChange({ ...value, pada: e.target.value })}
              className={controlClass(false)}
            >
              <option value="">–</option>
              {[1, 2, 3, 4].map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
    </fieldset>
  );
}
