import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { adminKeys, outboxQuery } from '../api/admin-requests';

/** The latest mails, kept in the outbox (and sent, when SMTP is configured). */
export function OutboxList() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const { data: mails = [], dataUpdatedAt } = useQuery(outboxQuery);
  // Every read of the outbox is audited, so the audit log has a new entry after each one.
  useEffect(() => {
    if (dataUpdatedAt > 0) void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() });
  }, [dataUpdatedAt, queryClient]);
  if (mails.length === 0) return <p className="text-slate-600">{t('admin.outboxEmpty')}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="admin-outbox">
      {mails.map((mail) => (
        <li key={mail.id} className="rounded-xl border border-slate-200 p-4">
          <details>
            <summary className="cursor-pointer">
              <span className="font-semibold text-slate-900" lang={mail.language}>
                {mail.subject}
              </span>{' '}
              <span className="text-sm text-slate-600">
                {t('admin.to')}: {mail.to} · {mail.sentAt ? t('admin.sent') : t('admin.notSent')}
              </span>
            </summary>
            <pre
              lang={mail.language}
              className="mt-3 whitespace-pre-wrap font-sans text-sm text-slate-700"
            >
              {mail.text}
            </pre>
          </details>
        </li>
      ))}
    </ul>
  );
}
