import {
  type AdminConsultation,
  type ChatMessage,
  CONSULTATION_STATUSES,
  type ConsultationStatus,
  formatPrice,
  TRANSCRIPT_REASON_MIN,
} from '@jyotish/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { apiBlob } from '@/lib/api-client';
import { intlLocale } from '@/lib/birth-calendar';
import { useLanguage } from '@/lib/language';
import { saveBlob } from '@/lib/save-blob';
import { useServerMessage } from '@/lib/use-server-message';
import {
  adminConsultationsParams,
  adminConsultationsQuery,
  adminKeys,
  readTranscript,
} from '../api/admin-requests';
import { AdminPager } from './admin-pager';

/**
 * Every consultation by status, fifty a page, exported as CSV; a transcript opens only after
 * the administrator states why (the server records the reason in the audit log).
 */
export function ConsultationsAdmin() {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const [status, setStatus] = useState<ConsultationStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [reading, setReading] = useState<AdminConsultation | null>(null);
  const { data } = useQuery(adminConsultationsQuery(status, page));
  const when = new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(
        await apiBlob(`/api/admin/consultations.csv?${adminConsultationsParams(status)}`),
        'consultations.csv',
      );
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="flex flex-col gap-4" data-testid="admin-consultations">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          {t('admin.consultations.statusFilter')}
          <select
            value={status ?? ''}
            onChange={(event) => {
              setStatus(CONSULTATION_STATUSES.find((value) => value === event.target.value));
              setPage(1);
            }}
            className="h-9 rounded border border-slate-300 px-2"
          >
            <option value="">{t('admin.consultations.allStatuses')}</option>
            {CONSULTATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`admin.consultations.statuses.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" disabled={exporting} onClick={() => void exportCsv()}>
          {t('admin.audit.export')}
        </Button>
      </div>
      {data && data.consultations.length === 0 ? (
        <p className="text-slate-600">{t('admin.consultations.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th className="py-2 pr-3">{t('admin.consultations.requested')}</th>
                <th className="py-2 pr-3">{t('admin.consultations.user')}</th>
                <th className="py-2 pr-3">{t('admin.consultations.astrologer')}</th>
                <th className="py-2 pr-3">{t('admin.status')}</th>
                <th className="py-2 pr-3">{t('admin.consultations.minutes')}</th>
                <th className="py-2 pr-3">{t('admin.consultations.charged')}</th>
                <th className="py-2 pr-3" />
              </tr>
            </thead>
            <tbody>
              {data?.consultations.map((consultation) => (
                <tr key={consultation.id} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {when.format(new Date(consultation.requestedAt))}
                  </td>
                  <td className="py-2 pr-3">{consultation.userEmail}</td>
                  <td className="py-2 pr-3">{consultation.astrologer.name}</td>
                  <td className="py-2 pr-3">
                    {t(`admin.consultations.statuses.${consultation.status}`)}
                  </td>
                  <td className="py-2 pr-3 tabular-nums">
                    {t('admin.consultations.minutesValue', {
                      free: consultation.freeMinutes,
                      paid: consultation.minutesCharged,
                    })}
                  </td>
                  <td className="py-2 pr-3 tabular-nums">{formatPrice(consultation.charged)}</td>
                  <td className="py-2 pr-3">
                    {consultation.startedAt ? (
                      <Button size="sm" variant="ghost" onClick={() => setReading(consultation)}>
                        {t('admin.consultations.readTranscript')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data ? (
        <AdminPager page={page} total={data.total} pageSize={data.pageSize} onPage={setPage} />
      ) : null}
      <TranscriptDialog consultation={reading} onClose={() => setReading(null)} />
    </div>
  );
}

function TranscriptDialog({
  consultation,
  onClose,
}: {
  readonly consultation: AdminConsultation | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('auth');
  // The chat's own lines ("started", "ended.time_up") in the words the chat page uses.
  const { t: chatText } = useTranslation('consultations');
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const messageOf = useServerMessage();
  const id = useId();
  const [reason, setReason] = useState('');
  const [messages, setMessages] = useState<ChatMessage[] | null>(null);
  const open = useMutation({
    mutationFn: () => readTranscript(consultation?.id ?? '', reason.trim()),
    onSuccess: async (read) => {
      setMessages(read);
      await queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() });
    },
  });
  const close = () => {
    setReason('');
    setMessages(null);
    open.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate();
  };
  const time = new Intl.DateTimeFormat(intlLocale(language), { timeStyle: 'short' });
  return (
    // Non-modal, as the site's menus: a modal Radix dialog locks page scroll by injecting a
    // `<style>` element, which the Content-Security-Policy (style-src 'self') refuses. The
    // backdrop is drawn here instead; Escape and a click outside close the dialog.
    <Dialog.Root
      modal={false}
      open={consultation !== null}
      onOpenChange={(isOpen) => !isOpen && close()}
    >
      <Dialog.Portal>
        {consultation ? (
          <div aria-hidden="true" className="fixed inset-0 z-[60] bg-slate-900/40" />
        ) : null}
        <Dialog.Content
          data-testid="transcript-dialog"
          className="fixed top-1/2 left-1/2 z-[70] flex max-h-[85vh] w-[min(40rem,92vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="font-display text-lg font-bold text-slate-900">
            {t('admin.consultations.transcriptTitle', {
              user: consultation?.userEmail ?? '',
              astrologer: consultation?.astrologer.name ?? '',
            })}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            {t('admin.consultations.reasonHelp')}
          </Dialog.Description>
          {messages === null ? (
            <form onSubmit={submit} className="flex flex-col gap-3">
              <label htmlFor={`${id}-reason`} className="text-sm font-medium text-slate-700">
                {t('admin.consultations.reason')}
              </label>
              <textarea
                id={`${id}-reason`}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                rows={3}
                maxLength={300}
                className="rounded border border-slate-300 p-2 text-sm"
              />
              {open.error ? (
                <p role="alert" className="text-sm text-red-700">
                  {messageOf(open.error, t('generic'))}
                </p>
              ) : null}
              <div className="flex justify-end gap-2">
                <Dialog.Close asChild>
                  <Button type="button" variant="ghost">
                    {t('admin.consultations.cancel')}
                  </Button>
                </Dialog.Close>
                <Button
                  type="submit"
                  disabled={reason.trim().length < TRANSCRIPT_REASON_MIN || open.isPending}
                >
                  {t('admin.consultations.openTranscript')}
                </Button>
              </div>
            </form>
          ) : (
            <ol className="flex flex-col gap-2" data-testid="transcript-messages">
              {messages.map((message) => (
                <li key={message.seq} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
                  <span className="font-semibold text-slate-800">
                    {t(`admin.consultations.from.${message.from}`)}
                  </span>{' '}
                  <span className="text-xs text-slate-500">
                    {time.format(new Date(message.at))}
                  </span>
                  <p className="whitespace-pre-wrap text-slate-700">
                    {message.from === 'system'
                      ? chatText(`chat.system.${message.text}`, { defaultValue: message.text })
                      : message.text}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
