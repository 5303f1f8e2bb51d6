import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '@/components/feedback/query-state';
import { buttonClassName } from '@/components/ui/button-variants';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { useSession } from '@/lib/session';
import { consultationQuery } from './api/consultation-requests';
import { ChatPanel } from './components/chat-panel';

/** `/chat/{id}` and `/clean-chat/{id}`: the live chat, for its user or its astrologer. */
export function ChatPage() {
  const { t } = useTranslation('consultations');
  const { localize } = useLanguage();
  const { id = '' } = useParams();
  const { user } = useSession();
  const consultation = useQuery(consultationQuery(id));

  if (consultation.error instanceof ApiError && [400, 404].includes(consultation.error.status)) {
    return (
      <section className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-4 py-16">
        <h1 className="font-display text-2xl font-bold text-slate-900">{t('chat.notFound')}</h1>
        <Link to={localize('/astrologers')} className={buttonClassName({ variant: 'secondary' })}>
          {t('chat.findAnother')}
        </Link>
      </section>
    );
  }
  if (!consultation.data) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-16">
        <QueryState isError={consultation.isError} onRetry={() => void consultation.refetch()} />
      </section>
    );
  }
  const side = consultation.data.astrologer.id === user?.id ? 'astrologer' : 'user';
  const peer = side === 'user' ? consultation.data.astrologer.name : consultation.data.userName;
  return (
    <section
      className="mx-auto flex max-w-3xl flex-col gap-3 px-2 py-4 sm:px-4"
      data-testid="chat-page"
    >
      <h1 className="px-2 font-display text-xl font-bold text-slate-900">
        {side === 'user'
          ? t('chat.withAstrologer', { name: peer })
          : t('chat.withUser', { name: peer })}
      </h1>
      <ChatPanel consultationId={id} side={side} />
    </section>
  );
}
