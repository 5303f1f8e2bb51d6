import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/birth-calendar';
import { useLanguage } from '@/lib/language';
import { auditLogQuery } from '../api/admin-requests';

/** The latest entries of the audit log: which administrator read the outbox or changed whom. */
export function AuditLogList() {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const { data: events = [] } = useQuery(auditLogQuery);
  if (events.length === 0) return <p className="text-slate-600">{t('admin.auditEmpty')}</p>;
  const when = new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <ul className="flex flex-col divide-y divide-slate-100" data-testid="admin-audit-log">
      {events.map((event) => (
        <li key={event.id} className="flex flex-wrap gap-x-3 gap-y-1 py-2 text-sm">
          <time dateTime={event.at} className="text-slate-500">
            {when.format(new Date(event.at))}
          </time>
          <span className="font-semibold text-slate-900">{event.actorEmail ?? '—'}</span>
          <span className="text-slate-700">{t(`admin.auditActions.${event.action}`)}</span>
          {event.target ? <span className="text-slate-500">{event.target}</span> : null}
        </li>
      ))}
    </ul>
  );
}
