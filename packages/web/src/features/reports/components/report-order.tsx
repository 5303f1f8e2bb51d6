import {
  formatBalance,
  formatPrice,
  isLanguage,
  LANGUAGE_NATIVE_NAME,
  LANGUAGES,
  type ReportOrder as Order,
  type ReportType,
} from '@jyotish/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { KundliForm } from '@/components/birth/kundli-form';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-variants';
import { controlClass } from '@/components/ui/form-control';
import { EditDetails } from '@/components/ui/tool-page';
import { ApiError } from '@/lib/api-client';
import { loginRedirectFor } from '@/lib/auth-redirect';
import { intlLocale } from '@/lib/birth-calendar';
import type { Birth } from '@/lib/forms/birth-form';
import { birthFormValuesFromQuery } from '@/lib/kundli-query';
import { useLanguage } from '@/lib/language';
import { errorResponseOf } from '@/lib/server-message';
import { useSession } from '@/lib/session';
import { useServerMessage } from '@/lib/use-server-message';
import { walletBalanceQuery, walletKeys } from '@/lib/wallet-query';
import { orderReport, reportKeys } from '../api/report-requests';
import { reportResultsPath } from '../report-offers';
import {
  partnerQueryOf,
  reportOrderFromQuery,
  withBirth,
  withPartner,
  withReportLanguage,
} from '../report-order-query';
import { useCatalogEntry } from './report-offer';

/**
 * A refusal after which the same order may be tried again as a new attempt: the server
 * answered and took nothing. A lost answer or a server error keeps the key, so that trying
 * again cannot buy twice; so does an attempt the server is still working on.
 */
function isSettledRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status < 500 &&
    errorResponseOf(error)?.reason !== 'request_in_progress'
  );
}

/** One order attempt's Idempotency-Key: a new one whenever the order itself changes. */
function useAttemptKey(order: Order) {
  const signature = JSON.stringify(order);
  const [attempt, setAttempt] = useState(() => ({ signature, key: crypto.randomUUID() }));
  if (attempt.signature !== signature) setAttempt({ signature, key: crypto.randomUUID() });
  return {
    key: attempt.key,
    renew: () => setAttempt({ signature, key: crypto.randomUUID() }),
  };
}

/**
 * The order of one report: the birth form while the query lacks a complete birth, then the
 * order with that birth, the report's language, the marriage report's optional partner, the
 * price and the wallet balance, and Buy (or Sign in, for a visitor). The order lives in the
 * page's query, so it survives a reload and the way through the sign-in page.
 */
export function ReportOrder({ type }: { type: ReportType }) {
  const { t } = useTranslation('reports');
  const { language } = useLanguage();
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const order = reportOrderFromQuery(type, query, language);
  if (order) return <OrderSummary type={type} order={order} />;
  return (
    <div className="space-y-3">
      <p className="text-slate-700">{t('order.birthIntro')}</p>
      <KundliForm
        key={query.toString()}
        initialValues={birthFormValuesFromQuery(query)}
        label={t('order.birthLabel')}
        submitLabel={t('order.continue')}
        onBirth={(birth) => navigate(`${pathname}?${withBirth(query, birth)}`)}
      />
    </div>
  );
}

function OrderSummary({ type, order }: { type: ReportType; order: Order }) {
  const { t } = useTranslation('reports');
  const { localize } = useLanguage();
  const [query] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const messageOf = useServerMessage();
  const { status } = useSession();
  const ids = { heading: useId(), language: useId(), languageHint: useId(), note: useId() };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { entry, isError } = useCatalogEntry(type);
  const balance = useQuery({ ...walletBalanceQuery(), enabled: status === 'authenticated' });
  const attempt = useAttemptKey(order);
  // A second click before the button is disabled, or while the results page opens after the
  // purchase, sends nothing; the key covers a retry after a lost answer.
  const sending = useRef(false);
  const buy = useMutation({
    mutationFn: orderReport,
    onSuccess: async ({ report }) => {
      await queryClient.invalidateQueries({ queryKey: walletKeys.all });
      await queryClient.invalidateQueries({ queryKey: reportKeys.mine() });
      navigate(localize(reportResultsPath(report.id)));
    },
    onError: (error) => {
      sending.current = false;
      if (isSettledRefusal(error)) attempt.renew();
    },
  });
  const submit = () => {
    if (sending.current) return;
    sending.current = true;
    buy.mutate({ order, idempotencyKey: attempt.key });
  };

  // The birth was just entered (or came back from signing in): the order is what to read next.
  useEffect(() => headingRef.current?.focus(), []);

  const go = (next: URLSearchParams, replace = false) =>
    navigate(`${pathname}?${next}`, { replace });
  const price = entry?.price;
  const short = errorResponseOf(buy.error)?.reason === 'insufficient_balance';
  const low = price !== undefined && balance.data !== undefined && balance.data < price;
  const login = loginRedirectFor(pathname, search);

  return (
    <section
      aria-labelledby={ids.heading}
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      data-testid="report-order"
    >
      <h2
        id={ids.heading}
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-32 font-display text-2xl font-semibold text-slate-900 outline-none"
      >
        {t('order.heading')}
      </h2>
      <BirthFacts query={query} testId="report-order-birth" />
      <EditDetails label={t('order.changeBirth')}>
        <KundliForm
          key={query.toString()}
          initialValues={birthFormValuesFromQuery(query)}
          label={t('order.birthLabel')}
          submitLabel={t('order.continue')}
          onBirth={(birth) => go(withBirth(query, birth))}
        />
      </EditDetails>
      {type === 'marriage' ? (
        <PartnerPart
          hasPartner={order.partner !== undefined}
          onPartner={(birth) => go(withPartner(query, birth))}
        />
      ) : null}
      <div className="space-y-2">
        <label htmlFor={ids.language} className="block text-sm font-medium text-slate-800">
          {t('order.language')}
        </label>
        <select
          id={ids.language}
          value={order.lang}
          aria-describedby={ids.languageHint}
          onChange={(event) => {
            const lang = event.target.value;
            if (isLanguage(lang)) go(withReportLanguage(query, lang), true);
          }}
          className={controlClass(false)}
          data-testid="report-language"
        >
          {LANGUAGES.map((lang) => (
            <option key={lang} value={lang} lang={lang}>
              {LANGUAGE_NATIVE_NAME[lang]}
            </option>
          ))}
        </select>
        <p id={ids.languageHint} className="text-sm text-slate-600">
          {t('order.languageHint')}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl bg-brand-50/60 p-4">
        <dt className="text-slate-600">{t('order.price')}</dt>
        <dd className="text-xl font-bold text-brand-700" data-testid="report-order-price">
          {price !== undefined
            ? formatPrice(price)
            : isError
              ? t('offer.unavailable')
              : t('offer.loading')}
        </dd>
        {status === 'authenticated' ? (
          <>
            <dt className="text-slate-600">{t('order.balance')}</dt>
            <dd className="text-slate-900" data-testid="report-order-balance">
              {balance.data === undefined ? '…' : formatBalance(balance.data)}
            </dd>
          </>
        ) : null}
      </dl>
      {buy.error ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="font-medium text-red-700">{messageOf(buy.error, t('order.error'))}</p>
          {short ? (
            <Link
              to={localize('/wallet-recharge')}
              className={buttonClassName({ variant: 'secondary' })}
            >
              {t('order.recharge')}
            </Link>
          ) : null}
        </div>
      ) : low ? (
        <p className="text-sm text-slate-700">
          {t('order.lowBalance')}{' '}
          <Link to={localize('/wallet-recharge')} className="font-medium text-brand-700 underline">
            {t('order.recharge')}
          </Link>
        </p>
      ) : null}
      {status === 'anonymous' ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-slate-800">{t('order.signInPrompt')}</p>
          <Link
            to={`${login.loginPath}?${new URLSearchParams({ redirect: login.returnTo })}`}
            className={buttonClassName({ size: 'lg' })}
            data-testid="report-sign-in"
          >
            {t('order.signIn')}
          </Link>
        </div>
      ) : (
        <Button
          size="lg"
          className="w-full sm:w-auto"
          disabled={
            status !== 'authenticated' || price === undefined || buy.isPending || buy.isSuccess
          }
          aria-describedby={ids.note}
          onClick={submit}
          data-testid="report-buy"
        >
          {buy.isPending || buy.isSuccess
            ? t('order.buying')
            : t('order.buy', { price: price === undefined ? '…' : formatPrice(price) })}
        </Button>
      )}
      <p id={ids.note} className="text-sm text-slate-600">
        {t('order.payNote')}
      </p>
    </section>
  );
}

/** The birth a query holds, as the order shows it: name, date and time, place. */
function BirthFacts({ query, testId }: { query: URLSearchParams; testId: string }) {
  const { t } = useTranslation('reports');
  const { language } = useLanguage();
  const values = birthFormValuesFromQuery(query);
  const date = query.get('date') ?? '';
  const born = t('order.bornAt', {
    date: new Intl.DateTimeFormat(intlLocale(language), {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`)),
    time: query.get('time') ?? '',
  });
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]" data-testid={testId}>
      <dt className="text-sm text-slate-500">{t('order.name')}</dt>
      <dd className="font-medium text-slate-900">{values.name}</dd>
      <dt className="text-sm text-slate-500">{t('order.born')}</dt>
      <dd className="text-slate-900">{born}</dd>
      <dt className="text-sm text-slate-500">{t('order.place')}</dt>
      <dd className="text-slate-900">{values.place.text}</dd>
    </dl>
  );
}

/** The marriage report's partner: added, changed or removed through the kundli form. */
function PartnerPart({
  hasPartner,
  onPartner,
}: {
  hasPartner: boolean;
  onPartner: (birth: Birth | null) => void;
}) {
  const { t } = useTranslation('reports');
  const [query] = useSearchParams();
  const headingId = useId();
  const partnerQuery = partnerQueryOf(query);
  const form = (
    <KundliForm
      key={partnerQuery.toString()}
      initialValues={birthFormValuesFromQuery(partnerQuery)}
      label={t('order.partner.formLabel')}
      submitLabel={t('order.partner.submit')}
      onBirth={onPartner}
    />
  );
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 border-t border-slate-200 pt-5"
      data-testid="report-partner"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t('order.partner.heading')}
      </h3>
      <p className="text-sm text-slate-600">{t('order.partner.intro')}</p>
      {hasPartner ? (
        <>
          <BirthFacts query={partnerQuery} testId="report-partner-birth" />
          <EditDetails label={t('order.partner.change')}>{form}</EditDetails>
          <Button variant="secondary" onClick={() => onPartner(null)}>
            {t('order.partner.remove')}
          </Button>
        </>
      ) : (
        <>
          <p className="text-slate-700">{t('order.partner.none')}</p>
          <EditDetails label={t('order.partner.add')}>{form}</EditDetails>
        </>
      )}
    </section>
  );
}
