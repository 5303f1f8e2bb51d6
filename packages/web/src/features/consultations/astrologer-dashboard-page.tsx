import { type Consultation, formatBalance, formatPrice } from '@jyotish/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '@/components/feedback/query-state';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-variants';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { useServerMessage } from '@/lib/use-server-message';
import {
  consultationAction,
  consultationKeys,
  deskConsultationsQuery,
  deskQuery,
  earningsQuery,
  setOnline,
} from './api/consultation-requests';
import { offerValues, useOffers } from './api/offers';
import { OnlineStatus } from './components/astrologer-badges';
import { DeskFreeQuestions } from './components/desk-free-questions';
import { playRequestChime } from './request-chime';

/**
 * `/astrologer-dashboard` (role astrologer, enforced by the server): online status, incoming
 * requests with a chime and Accept / Decline, the chats in progress, and the earnings with their
 * ledger. The page polls every 3 s; that poll is also the heartbeat that keeps them online.
 */
export function AstrologerDashboardPage() {
  const { t } = useTranslation('consultations');
  const { pages } = useMetadata();
  const { localize } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const messageOf = useServerMessage();
  const desk = useQuery(deskQuery());
  const consultations = useQuery({ ...deskConsultationsQuery(), enabled: desk.isSuccess });
  const earnings = useQuery({ ...earningsQuery(), enabled: desk.isSuccess });
  const offer = offerValues(useOffers());
  const status = useMutation({
    mutationFn: setOnline,
    onSuccess: (self) => queryClient.setQueryData(consultationKeys.desk(), self),
  });
  const answer = useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'accept' | 'decline' }) =>
      consultationAction(id, action),
    onSuccess: (consultation) => {
      void queryClient.invalidateQueries({ queryKey: consultationKeys.deskConsultations() });
      if (consultation.status === 'active') navigate(localize(`/chat/${consultation.id}`));
    },
  });

  const requests = (consultations.data ?? []).filter(
    (c) => c.status === 'requested' && Date.parse(c.acceptBy) > Date.now(),
  );
  const active = (consultations.data ?? []).filter((c) => c.status === 'active');
  const recent = (consultations.data ?? []).filter((c) => c.status === 'ended').slice(0, 10);

  // A chime for each request not heard before.
  const heard = useRef(new Set<string>());
  useEffect(() => {
    let fresh = false;
    for (const request of requests) {
      if (!heard.current.has(request.id)) {
        heard.current.add(request.id);
        fresh = true;
      }
    }
    if (fresh) playRequestChime();
  }, [requests]);

  if (desk.error instanceof ApiError && desk.error.status === 404) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-16">
        <p className="text-slate-700">{t('dashboard.noProfile')}</p>
      </section>
    );
  }
  if (!desk.data) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-16">
        <QueryState isError={desk.isError} onRetry={() => void desk.refetch()} />
      </section>
    );
  }
  const online = desk.data.astrologer.isOnline;

  return (
    <section
      aria-labelledby="desk-heading"
      className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10"
      data-testid="astrologer-dashboard"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 id="desk-heading" className="font-display text-3xl font-bold text-slate-900">
            {pages.astrologerDashboard.heading}
          </h1>
          <p className="text-slate-600">{t('dashboard.intro')}</p>
        </div>
        <Link
          to={localize('/astrologer-profile')}
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        >
          {t('dashboard.editProfile')}
        </Link>
      </div>

      <div className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4">
        <div className="flex flex-1 flex-col gap-1">
          <h2 className="text-sm font-medium text-slate-500">{t('dashboard.status')}</h2>
          <OnlineStatus online={online} />
          <p className="text-sm text-slate-600">
            {online ? t('dashboard.onlineNote') : t('dashboard.offlineNote')}{' '}
            {online ? t('dashboard.autoOffline') : ''}
          </p>
        </div>
        <Button
          variant={online ? 'secondary' : 'primary'}
          onClick={() => status.mutate(!online)}
          disabled={status.isPending}
          data-testid="desk-toggle-online"
        >
          {online ? t('dashboard.goOffline') : t('dashboard.goOnline')}
        </Button>
      </div>

      <section aria-labelledby="requests-heading" className="flex flex-col gap-3">
        <h2 id="requests-heading" className="font-display text-xl font-semibold text-slate-900">
          {t('dashboard.requests')}
        </h2>
        {answer.error ? (
          <p role="alert" className="text-sm text-red-700">
            {messageOf(answer.error, t('chat.notFound'))}
          </p>
        ) : null}
        {requests.length === 0 ? (
          <p className="text-slate-600">{t('dashboard.noRequests')}</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-live="assertive">
            {requests.map((request) => (
              <RequestItem
                key={request.id}
                request={request}
                busy={answer.isPending}
                onAnswer={(action) => answer.mutate({ id: request.id, action })}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="active-heading" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="active-heading" className="font-display text-xl font-semibold text-slate-900">
            {t('dashboard.activeChats')}
          </h2>
          {active.length > 1 ? (
            <Link
              to={localize('/multi-chat')}
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            >
              {t('dashboard.multiChat')}
            </Link>
          ) : null}
        </div>
        {active.length === 0 ? (
          <p className="text-slate-600">{t('dashboard.noActive')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {active.map((c) => (
              <li
                key={c.id}
                className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3"
              >
                <span className="font-medium text-slate-900">{c.userName}</span>
                <Link
                  to={localize(`/chat/${c.id}`)}
                  className={buttonClassName({ size: 'sm' })}
                  data-testid="desk-open-chat"
                >
                  {t('dashboard.openChat')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <DeskFreeQuestions />

      <section
        aria-labelledby="earnings-heading"
        className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
      >
        <h2 id="earnings-heading" className="font-display text-xl font-semibold text-slate-900">
          {t('dashboard.earnings')}
        </h2>
        <p className="text-lg font-bold text-emerald-700" data-testid="desk-earned">
          {t('dashboard.earned', { amount: formatBalance(desk.data.earnings) })}
        </p>
        <p className="text-sm text-slate-600">
          {t('dashboard.share', { percent: desk.data.revenueSharePercent })}
        </p>
        <h3 className="mt-2 font-semibold text-slate-800">{t('dashboard.ledger')}</h3>
        {earnings.data ? (
          earnings.data.transactions.length === 0 ? (
            <p className="text-sm text-slate-600">{t('dashboard.noEarnings')}</p>
          ) : (
            <EarningsTable lines={earnings.data.transactions} />
          )
        ) : (
          <QueryState isError={earnings.isError} onRetry={() => void earnings.refetch()} />
        )}
      </section>

      {recent.length > 0 ? (
        <section aria-labelledby="recent-heading" className="flex flex-col gap-2">
          <h2 id="recent-heading" className="font-display text-xl font-semibold text-slate-900">
            {t('dashboard.recent')}
          </h2>
          <ul className="flex flex-col gap-1 text-sm text-slate-700">
            {recent.map((c) => (
              <li key={c.id}>
                {c.userName} · {t(`history.mode.${c.mode}`, offer)} ·{' '}
                {t('history.charged', { amount: formatPrice(c.charged) })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

function RequestItem({
  request,
  busy,
  onAnswer,
}: {
  request: Consultation;
  busy: boolean;
  onAnswer: (action: 'accept' | 'decline') => void;
}) {
  const { t } = useTranslation('consultations');
  const offer = offerValues(useOffers());
  // The free minutes this request was granted: a later change of the settings leaves them.
  const minutes = request.freeMinutes;
  const free =
    minutes > 0 ? ` · ${t('dashboard.firstConsultation', { count: minutes, minutes })}` : '';
  const seconds = Math.max(0, Math.ceil((Date.parse(request.acceptBy) - Date.now()) / 1000));
  return (
    <li
      className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-brand-300 bg-brand-50 p-3"
      data-testid="desk-request"
    >
      <div className="flex flex-1 flex-col">
        <span className="font-semibold text-slate-900">{request.userName}</span>
        <span className="text-sm text-slate-600">
          {t(`history.mode.${request.mode}`, offer)}
          {free} · {t('dashboard.expiresIn', { seconds })}
        </span>
      </div>
      <Button
        size="sm"
        onClick={() => onAnswer('accept')}
        disabled={busy}
        data-testid="desk-accept"
      >
        {t('dashboard.accept')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onAnswer('decline')} disabled={busy}>
        {t('dashboard.decline')}
      </Button>
    </li>
  );
}

function EarningsTable({ lines }: { lines: { id: string; amount: number; createdAt: string }[] }) {
  const { i18n } = useTranslation('consultations');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="flex flex-col divide-y divide-slate-100 text-sm">
      {lines.map((line) => (
        <li key={line.id} className="flex justify-between py-1.5">
          <span className="text-slate-600">{date.format(new Date(line.createdAt))}</span>
          <span className="font-medium text-emerald-700">+{formatBalance(line.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
