import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/feedback/query-state';
import { useMetadata } from '@/lib/page-metadata';
import { useSession } from '@/lib/session';
import { myConsultationsQuery } from './api/consultation-requests';
import { ChatPanel } from './components/chat-panel';

/** `/multi-chat`: an astrologer's chats in progress side by side (a user sees their own). */
export function MultiChatPage() {
  const { t } = useTranslation('consultations');
  const { pages } = useMetadata();
  const { user } = useSession();
  const consultations = useQuery({ ...myConsultationsQuery(), refetchInterval: 5000 });
  const live = (consultations.data ?? []).filter(
    (c) => c.status === 'active' || c.status === 'requested',
  );
  return (
    <section
      aria-labelledby="multi-heading"
      className="mx-auto flex max-w-[100rem] flex-col gap-4 px-4 py-8"
    >
      <div className="flex flex-col gap-1">
        <h1 id="multi-heading" className="font-display text-3xl font-bold text-slate-900">
          {pages.multiChat.heading}
        </h1>
        <p className="text-slate-600">{t('multi.intro')}</p>
      </div>
      {consultations.data ? (
        live.length === 0 ? (
          <p className="text-slate-600">{t('multi.empty')}</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
            {live.map((c) => (
              <ChatPanel
                key={c.id}
                consultationId={c.id}
                side={c.astrologer.id === user?.id ? 'astrologer' : 'user'}
                compact
              />
            ))}
          </div>
        )
      ) : (
        <QueryState isError={consultations.isError} onRetry={() => void consultations.refetch()} />
      )}
    </section>
  );
}
