import { type ChatMessage, type Consultation, formatBalance, formatPrice } from '@jyotish/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/feedback/query-state';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-variants';
import { controlClass } from '@/components/ui/form-control';
import { useLanguage } from '@/lib/language';
import { walletKeys } from '@/lib/wallet-query';
import {
  consultationAction,
  consultationKeys,
  consultationQuery,
} from '../api/consultation-requests';
import { chatTimes, formatClock } from '../chat-clock';
import { useChatSocket } from '../use-chat-socket';
import { AstrologerPortrait, DemoBadge } from './astrologer-badges';
import { ReviewForm } from './review-form';

const FINAL = ['ended', 'expired', 'declined'] as const;
const WARNING_MS = 60_000;

/**
 * One live chat: who it is with, its clocks (time, free and paid time left, the balance), the
 * messages, the composer and End. Used alone by `/chat/{id}` and side by side by `/multi-chat`.
 */
export function ChatPanel({
  consultationId,
  side,
  compact = false,
}: {
  consultationId: string;
  side: 'user' | 'astrologer';
  compact?: boolean;
}) {
  const { t } = useTranslation('consultations');
  const { localize } = useLanguage();
  const queryClient = useQueryClient();
  const consultation = useQuery(consultationQuery(consultationId));
  const chat = useChatSocket(consultationId, side);
  const status = chat.state?.status ?? consultation.data?.status;

  // A change of state (accepted, topped up, ended) changes the figures: read them again.
  const stateKey = `${chat.state?.status}-${chat.state?.paidUntil}`;
  useEffect(() => {
    if (stateKey === 'undefined-undefined') return;
    void queryClient.invalidateQueries({ queryKey: consultationKeys.one(consultationId) });
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  }, [stateKey, consultationId, queryClient]);

  const end = useMutation({
    mutationFn: () => consultationAction(consultationId, 'end'),
    onSuccess: (updated) => queryClient.setQueryData(consultationKeys.one(consultationId), updated),
  });
  const [confirming, setConfirming] = useState(false);

  if (!consultation.data) {
    return (
      <QueryState isError={consultation.isError} onRetry={() => void consultation.refetch()} />
    );
  }
  const c = consultation.data;
  const peerName = side === 'user' ? c.astrologer.name : c.userName;
  const final = FINAL.some((s) => s === status);

  return (
    <section
      className={clsx(
        'flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm',
        compact ? 'h-[36rem]' : 'h-[calc(100dvh-12rem)] min-h-[28rem]',
      )}
      aria-label={
        side === 'user'
          ? t('chat.withAstrologer', { name: peerName })
          : t('chat.withUser', { name: peerName })
      }
      data-testid="chat-panel"
      data-status={status}
    >
      <header className="flex flex-col gap-2 border-b border-slate-200 bg-brand-50/60 px-4 py-3">
        <div className="flex items-center gap-3">
          {side === 'user' ? (
            <AstrologerPortrait image={c.astrologer.image} name={c.astrologer.name} size="sm" />
          ) : null}
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
            <p className="font-semibold text-slate-900">{peerName}</p>
            {side === 'user' && c.astrologer.demo ? <DemoBadge /> : null}
          </div>
          {status === 'active' || (status === 'requested' && side === 'user') ? (
            confirming ? (
              <div className="flex items-center gap-2">
                <Button
                  size="sm"
                  variant="destructive"
                  onClick={() => end.mutate()}
                  data-testid="chat-end-confirm"
                >
                  {t('chat.endConfirmYes')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                  {t('chat.endConfirmNo')}
                </Button>
              </div>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => (status === 'requested' ? end.mutate() : setConfirming(true))}
                data-testid="chat-end"
              >
                {status === 'requested' ? t('chat.cancel') : t('chat.end')}
              </Button>
            )
          ) : null}
        </div>
        <ChatClocks consultation={c} state={chat.state} side={side} />
      </header>
      {confirming && status === 'active' ? (
        <p className="border-b border-slate-200 bg-slate-50 px-4 py-2 text-sm text-slate-700">
          {t('chat.endConfirm')}
        </p>
      ) : null}
      {chat.connection === 'reconnecting' && !final ? (
        <p
          role="status"
          className="bg-amber-100 px-4 py-2 text-sm font-medium text-amber-900"
          data-testid="chat-reconnecting"
        >
          {t('chat.reconnecting')}
        </p>
      ) : null}
      <LowTimeWarning consultation={c} state={chat.state} side={side} />
      <MessageList
        messages={chat.messages}
        pending={chat.pending}
        side={side}
        peerName={peerName}
        peerReadSeq={chat.peerReadSeq}
        peerTyping={chat.peerTyping}
        waiting={status === 'requested' ? c : null}
      />
      {final ? (
        <div
          className="flex flex-col gap-3 border-t border-slate-200 bg-slate-50 p-4"
          data-testid="chat-ended"
        >
          <p className="font-medium text-slate-900">
            {status === 'expired'
              ? t('chat.expired')
              : status === 'declined'
                ? t('chat.declined')
                : t('chat.ended')}
          </p>
          {status === 'ended' ? (
            <p className="text-sm text-slate-700" data-testid="chat-charged">
              {c.charged > 0
                ? t('chat.charged', { amount: formatPrice(c.charged), count: c.minutesCharged })
                : t('chat.nothingCharged')}
            </p>
          ) : null}
          {side === 'user' && status === 'ended' && !compact ? (
            <ReviewForm consultation={c} />
          ) : null}
          {side === 'user' && !compact ? (
            <div className="flex flex-wrap gap-2">
              <Link
                to={localize('/consultations')}
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
              >
                {t('chat.history')}
              </Link>
              <Link
                to={localize('/astrologers')}
                className={buttonClassName({ variant: 'ghost', size: 'sm' })}
              >
                {t('chat.findAnother')}
              </Link>
            </div>
          ) : null}
        </div>
      ) : (
        <Composer
          onSend={chat.send}
          onTyping={chat.sendTyping}
          refusal={chat.refusal}
          disabled={status !== 'active' && status !== 'requested'}
        />
      )}
    </section>
  );
}

function ChatClocks({
  consultation,
  state,
  side,
}: {
  consultation: Consultation;
  state: ReturnType<typeof useChatSocket>['state'];
  side: 'user' | 'astrologer';
}) {
  const { t } = useTranslation('consultations');
  const startedAt = state?.startedAt ?? consultation.startedAt;
  const paidUntil = state?.paidUntil ?? consultation.paidUntil;
  const status = state?.status ?? consultation.status;
  if (status !== 'active' || !startedAt || !paidUntil) return null;
  const times = chatTimes(Date.now(), {
    startedAt,
    freeUntil: state?.freeUntil ?? consultation.freeUntil,
    paidUntil,
  });
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="chat-clocks">
      <div className="flex gap-1">
        <dt className="text-slate-500">{t('chat.elapsed')}</dt>
        <dd className="font-mono font-semibold text-slate-900" data-testid="chat-elapsed">
          {formatClock(times.elapsed)}
        </dd>
      </div>
      {times.freeLeft > 0 ? (
        <div className="flex gap-1">
          <dt className="text-slate-500">{t('chat.freeLeft')}</dt>
          <dd className="font-mono font-semibold text-emerald-700" data-testid="chat-free-left">
            {formatClock(times.freeLeft)}
          </dd>
        </div>
      ) : null}
      <div className="flex gap-1">
        <dt className="text-slate-500">{t('chat.paidLeft')}</dt>
        <dd className="font-mono font-semibold text-slate-900" data-testid="chat-paid-left">
          {formatClock(times.paidLeft)}
        </dd>
      </div>
      {side === 'user' && state?.balance !== undefined ? (
        <div className="flex gap-1">
          <dt className="text-slate-500">{t('chat.balance')}</dt>
          <dd className="font-semibold text-slate-900" data-testid="chat-balance">
            {formatBalance(state.balance)}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function LowTimeWarning({
  consultation,
  state,
  side,
}: {
  consultation: Consultation;
  state: ReturnType<typeof useChatSocket>['state'];
  side: 'user' | 'astrologer';
}) {
  const { t } = useTranslation('consultations');
  const { localize } = useLanguage();
  const paidUntil = state?.paidUntil ?? consultation.paidUntil;
  if (side !== 'user' || (state?.status ?? consultation.status) !== 'active' || !paidUntil)
    return null;
  const left = Date.parse(paidUntil) - Date.now();
  if (left > WARNING_MS || left <= 0) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 bg-red-50 px-4 py-2 text-sm text-red-900"
      data-testid="chat-low-warning"
    >
      <p className="flex-1">{t('chat.lowWarning')}</p>
      {consultation.mode === 'per-minute' ? (
        <a
          href={localize('/wallet-recharge')}
          target="_blank"
          rel="noopener"
          className={buttonClassName({ size: 'sm' })}
        >
          {t('chat.rechargeNewTab')}
        </a>
      ) : null}
    </div>
  );
}

function MessageList({
  messages,
  pending,
  side,
  peerName,
  peerReadSeq,
  peerTyping,
  waiting,
}: {
  messages: ChatMessage[];
  pending: readonly { clientId: string; text: string }[];
  side: 'user' | 'astrologer';
  peerName: string;
  peerReadSeq: number;
  peerTyping: boolean;
  waiting: Consultation | null;
}) {
  const { t, i18n } = useTranslation('consultations');
  const end = useRef<HTMLDivElement>(null);
  const time = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' });
  const count = messages.length + pending.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when a message arrives
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count, peerTyping]);
  const lastOwn = messages.filter((m) => m.from === side).at(-1)?.seq ?? 0;
  const secondsLeft = waiting
    ? Math.max(0, Math.ceil((Date.parse(waiting.acceptBy) - Date.now()) / 1000))
    : 0;

  return (
    <div
      className="flex flex-1 flex-col gap-2 overflow-y-auto bg-slate-50/50 p-4"
      role="log"
      aria-live="polite"
      data-testid="chat-messages"
    >
      {waiting ? (
        <div
          className="mx-auto my-4 flex flex-col items-center gap-1 rounded-xl bg-white px-4 py-3 text-center shadow-sm"
          role="status"
          data-testid="chat-waiting"
        >
          <p className="font-medium text-slate-900">{t('chat.waiting', { name: peerName })}</p>
          <p className="text-sm text-slate-600">
            {t('chat.waitingSeconds', { seconds: secondsLeft })}
          </p>
        </div>
      ) : null}
      {messages.map((message) =>
        message.from === 'system' ? (
          <p
            key={message.seq}
            className="mx-auto rounded-full bg-slate-200/70 px-3 py-1 text-xs text-slate-700"
            data-testid="chat-system"
          >
            {t(`chat.system.${message.text}`, { defaultValue: message.text })}
          </p>
        ) : (
          <Bubble
            key={message.seq}
            own={message.from === side}
            text={message.text}
            meta={`${message.from === side ? t('chat.you') : peerName} · ${time.format(new Date(message.at))}${
              message.from === side && message.seq === lastOwn && peerReadSeq >= message.seq
                ? ` · ${t('chat.read')}`
                : ''
            }`}
          />
        ),
      )}
      {pending.map((message) => (
        <Bubble key={message.clientId} own text={message.text} meta="…" pending />
      ))}
      {peerTyping ? (
        <p className="text-sm italic text-slate-500" data-testid="chat-typing">
          {t('chat.typing', { name: peerName })}
        </p>
      ) : null}
      <div ref={end} />
    </div>
  );
}

function Bubble({
  own,
  text,
  meta,
  pending = false,
}: {
  own: boolean;
  text: string;
  meta: string;
  pending?: boolean;
}) {
  return (
    <div
      className={clsx(
        'flex max-w-[85%] flex-col gap-0.5',
        own ? 'self-end items-end' : 'self-start items-start',
      )}
      data-testid="chat-message"
    >
      <p
        className={clsx(
          'whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-[0.95rem] leading-snug',
          own
            ? 'rounded-br-sm bg-brand-600 text-white'
            : 'rounded-bl-sm bg-white text-slate-900 shadow-sm',
          pending && 'opacity-60',
        )}
      >
        {text}
      </p>
      <span className="text-xs text-slate-500">{meta}</span>
    </div>
  );
}

function Composer({
  onSend,
  onTyping,
  refusal,
  disabled,
}: {
  onSend: (text: string) => void;
  onTyping: () => void;
  refusal: string | null;
  disabled: boolean;
}) {
  const { t } = useTranslation('consultations');
  const { t: tAuth } = useTranslation('auth');
  const [text, setText] = useState('');
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || disabled) return;
    onSend(trimmed);
    setText('');
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-1 border-t border-slate-200 bg-white p-3">
      {refusal ? (
        <p role="alert" className="text-sm text-red-700">
          {tAuth(`reasons.${refusal}`, { defaultValue: refusal })}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('chat.messageLabel')}
        </label>
        <textarea
          id={inputId}
          value={text}
          rows={1}
          maxLength={2000}
          placeholder={t('chat.placeholder')}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            onTyping();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing)
              submit(event);
          }}
          className={clsx(controlClass(false), 'max-h-32 min-h-11 flex-1 resize-none')}
          data-testid="chat-input"
        />
        <Button type="submit" disabled={disabled || text.trim() === ''} data-testid="chat-send">
          {t('chat.send')}
        </Button>
      </div>
    </form>
  );
}
