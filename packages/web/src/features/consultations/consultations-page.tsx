import { type Consultation, formatPrice } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/feedback/query-state';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-variants';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { useSession } from '@/lib/session';
import { myConsultationsQuery, transcriptQuery } from './api/consultation-requests';
import { offerValues, useOffers } from './api/offers';
import { AstrologerPortrait } from './components/astrologer-badges';

/**
 * `/consultations` and `/dashboard/bookings`: every chat of the signed-in user (an astrologer
 * sees theirs), newest first, with what it cost and its transcript.
 */
export function ConsultationsPage({
  pageKey = 'consultations',
}: {
  pageKey?: 'consultations' | 'dashboardBookings';
}) {
  const { t } = useTranslation('consultations');
  const { pages } = useMetadata();
  const { localize } = useLanguage();
  const consultations = useQuery(myConsultationsQuery());
  return (
    <section
      aria-labelledby="history-heading"
      className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10"
      data-testid="consultations-page"
    >
      <div className="flex flex-col gap-2">
        <h1 id="history-heading" className="font-display text-3xl font-bold text-slate-900">
          {pages[pageKey].heading}
        </h1>
        <p className="text-slate-600">{t('history.intro')}</p>
      </div>
      {consultations.data ? (
        consultations.data.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl bg-slate-50 p-6">
            <p className="text-slate-700">{t('history.empty')}</p>
            <Link to={localize('/astrologers')} className={buttonClassName()}>
              {t('history.findAstrologer')}
            </Link>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {consultations.data.map((consultation) => (
              <HistoryItem key={consultation.id} consultation={consultation} />
            ))}
          </ul>
        )
      ) : (
        <QueryState isError={consultations.isError} onRetry={() => void consultations.refetch()} />
      )}
    </section>
  );
}

function HistoryItem({ consultation: c }: { consultation: Consultation }) {
  const { t, i18n } = useTranslation('consultations');
  const { localize } = useLanguage();
  const offer = offerValues(useOffers());
  const [open, setOpen] = useState(false);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const live = c.status === 'active' || c.status === 'requested';
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
      data-testid="history-item"
    >
      <div className="flex flex-wrap items-center gap-3">
        <AstrologerPortrait image={c.astrologer.image} name={c.astrologer.name} size="sm" />
        <div className="flex min-w-0 flex-1 flex-col">
          <p className="font-semibold text-slate-900">{c.astrologer.name}</p>
          <p className="text-sm text-slate-600">
            {date.format(new Date(c.requestedAt))} · {t(`history.mode.${c.mode}`, offer)} ·{' '}
            {t(`history.status.${c.status}`)}
          </p>
        </div>
        <p className="text-sm font-medium text-slate-800" data-testid="history-charged">
          {t('history.charged', { amount: formatPrice(c.charged) })}
        </p>
        {live ? (
          <Link to={localize(`/chat/${c.id}`)} className={buttonClassName({ size: 'sm' })}>
            {t('history.open')}
          </Link>
        ) : (
          <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? t('history.hideTranscript') : t('history.showTranscript')}
          </Button>
        )}
      </div>
      {open ? <Transcript consultation={c} /> : null}
    </li>
  );
}

function Transcript({ consultation }: { consultation: Consultation }) {
  const { t, i18n } = useTranslation('consultations');
  const { user } = useSession();
  const messages = useQuery(transcriptQuery(consultation.id));
  const mine = consultation.astrologer.id === user?.id ? 'astrologer' : 'user';
  const peer = mine === 'user' ? consultation.astrologer.name : consultation.userName;
  const time = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' });
  if (!messages.data)
    return <QueryState isError={messages.isError} onRetry={() => void messages.refetch()} />;
  const said = messages.data.filter((m) => m.from !== 'system');
  if (said.length === 0) return <p className="text-sm text-slate-600">{t('history.noMessages')}</p>;
  return (
    <ol className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 text-sm" data-testid="transcript">
      {said.map((m) => (
        <li key={m.seq}>
          <span className="font-semibold text-slate-800">
            {m.from === mine ? t('chat.you') : peer}
          </span>{' '}
          <span className="text-xs text-slate-500">{time.format(new Date(m.at))}</span>
          <p className="whitespace-pre-wrap text-slate-800">{m.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** `/dashboard/bookings`: the same history under the dashboard's own heading. */
export function BookingsPage() {
  return <ConsultationsPage pageKey="dashboardBookings" />;
}
