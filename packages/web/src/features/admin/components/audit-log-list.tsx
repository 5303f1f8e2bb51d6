import { AUDIT_ACTIONS } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-control';
import { apiBlob } from '@/lib/api-client';
import { intlLocale } from '@/lib/birth-calendar';
import { useLanguage } from '@/lib/language';
import { saveBlob } from '@/lib/save-blob';
import { type AuditFilters, auditSearchParams, auditSearchQuery } from '../api/admin-requests';

const NO_FILTERS: AuditFilters = { actor: '', action: '', from: '', to: '' };

/**
 * The audit log (`GET /api/admin/audit`): who did what and when, filtered by administrator
 * (part of an e-mail or an account id), action and days, fifty a page, newest first, and the
 * same selection exported as CSV.
 */
export function AuditLogList() {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const id = useId();
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const result = useQuery(auditSearchQuery(filters, page));
  const when = new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(
        await apiBlob(`/api/admin/audit.csv?${auditSearchParams(filters)}`),
        'audit-log.csv',
      );
    } finally {
      setExporting(false);
    }
  };
  const field = (name: keyof AuditFilters) => ({
    id: `${id}-${name}`,
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((previous) => ({ ...previous, [name]: event.target.value })),
  });
  const label = (name: keyof AuditFilters, text: string) => (
    <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-slate-700">
      {text}
    </label>
  );
  const data = result.data;
  return (
    <div className="flex flex-col gap-4" data-testid="admin-audit">
      <form onSubmit={apply} className="grid gap-3 sm:grid-cols-5 sm:items-end">
        <div className="flex flex-col gap-1 sm:col-span-2">
          {label('actor', t('admin.audit.actor'))}
          <input {...field('actor')} className={controlClass(false)} />
        </div>
        <div className="flex flex-col gap-1">
          {label('action', t('admin.audit.action'))}
          <select {...field('action')} className={controlClass(false)}>
            <option value="">{t('admin.audit.allActions')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`admin.auditActions.${action}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          {label('from', t('admin.audit.from'))}
          <input {...field('from')} type="date" className={controlClass(false)} />
        </div>
        <div className="flex flex-col gap-1">
          {label('to', t('admin.audit.to'))}
          <input {...field('to')} type="date" className={controlClass(false)} />
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-5">
          <Button type="submit" variant="secondary">
            {t('admin.audit.apply')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            disabled={exporting}
            onClick={() => void exportCsv()}
          >
            {t('admin.audit.export')}
          </Button>
        </div>
      </form>
      {!data || data.total === 0 ? (
        <p className="text-slate-600">{t('admin.auditEmpty')}</p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-slate-100" data-testid="admin-audit-log">
            {data.events.map((event) => (
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
          <nav
            className="flex flex-wrap items-center gap-3 text-sm"
            aria-label={t('admin.auditTitle')}
          >
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('admin.audit.previous')}
            </Button>
            <span className="text-slate-700">
              {t('admin.audit.page', { page: data.page, pages: data.pageCount, total: data.total })}
            </span>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={page >= data.pageCount}
              onClick={() => setPage(page + 1)}
            >
              {t('admin.audit.next')}
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
