import {
  ADMIN_REPORTS_PAGE_SIZE,
  type AdminReport,
  AdminReportSchema,
  AdminReportsPageSchema,
  formatBalance,
  REPORT_STATUSES,
  type ReportStatus,
} from '@jyotish/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { apiBlob, apiGet, apiPost } from '@/lib/api-client';
import { intlLocale } from '@/lib/birth-calendar';
import { useLanguage } from '@/lib/language';
import { saveBlob } from '@/lib/save-blob';
import { useServerMessage } from '@/lib/use-server-message';
import { adminKeys } from '../api/admin-requests';
import { AdminPager } from './admin-pager';

const reportsKey = [...adminKeys.all, 'reports'] as const;

/**
 * Every premium report, newest first, by status and part of the buyer's e-mail; a finished one
 * can be built again (`…/regenerate`) and any one refunded once to the buyer's wallet with a
 * reason (`…/refund`). The server audits both.
 */
export function ReportsAdmin() {
  const { t } = useTranslation('auth');
  const { t: tr } = useTranslation('reports');
  const { language } = useLanguage();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<ReportStatus | ''>('');
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<string | null>(null);
  const params = new URLSearchParams({ q, page: String(page), ...(status ? { status } : {}) });
  const { data } = useQuery({
    queryKey: [...reportsKey, q, status, page],
    queryFn: async () =>
      AdminReportsPageSchema.parse(await apiGet<unknown>(`/api/admin/reports?${params}`)),
    placeholderData: keepPreviousData,
  });
  const when = new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const filters = new URLSearchParams({ q, ...(status ? { status } : {}) });
      saveBlob(await apiBlob(`/api/admin/reports.csv?${filters}`), 'reports.csv');
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="flex flex-col gap-4" data-testid="admin-reports">
      <form onSubmit={search} className="flex flex-wrap items-end gap-2">
        <label htmlFor={`${id}-q`} className="flex flex-col gap-1 text-sm text-slate-700">
          {t('admin.reports.search')}
          <input
            id={`${id}-q`}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="h-9 w-72 rounded border border-slate-300 px-2"
          />
        </label>
        <label htmlFor={`${id}-status`} className="flex flex-col gap-1 text-sm text-slate-700">
          {t('admin.reports.status')}
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as ReportStatus | '');
              setPage(1);
            }}
            className="h-9 rounded border border-slate-300 px-2"
          >
            <option value="">{t('admin.reports.every')}</option>
            {REPORT_STATUSES.map((state) => (
              <option key={state} value={state}>
                {tr(`status.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary">
          {t('admin.audit.apply')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={exporting}
          onClick={() => void exportCsv()}
        >
          {t('admin.audit.export')}
        </Button>
      </form>
      {data && data.reports.length === 0 ? (
        <p className="text-slate-600">{t('admin.reports.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th className="py-2 pr-3">{t('admin.reports.bought')}</th>
                <th className="py-2 pr-3">{t('admin.reports.buyer')}</th>
                <th className="py-2 pr-3">{t('admin.reports.report')}</th>
                <th className="py-2 pr-3">{t('admin.reports.status')}</th>
                <th className="py-2 pr-3">{t('admin.reports.price')}</th>
                <th className="py-2 pr-3" />
              </tr>
            </thead>
            <tbody>
              {data?.reports.map((report) => (
                <ReportRow
                  key={report.id}
                  report={report}
                  bought={when.format(new Date(report.createdAt))}
                  refunding={refunding === report.id}
                  onRefunding={(open) => setRefunding(open ? report.id : null)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data ? (
        <AdminPager
          page={page}
          total={data.total}
          pageSize={ADMIN_REPORTS_PAGE_SIZE}
          onPage={setPage}
        />
      ) : null}
    </div>
  );
}

function ReportRow({
  report,
  bought,
  refunding,
  onRefunding,
}: {
  readonly report: AdminReport;
  readonly bought: string;
  readonly refunding: boolean;
  readonly onRefunding: (open: boolean) => void;
}) {
  const { t } = useTranslation('auth');
  const { t: tr } = useTranslation('reports');
  const queryClient = useQueryClient();
  const messageOf = useServerMessage();
  const id = useId();
  const [reason, setReason] = useState('');
  const done = async (message: string) => {
    toast({ title: message });
    await queryClient.invalidateQueries({ queryKey: reportsKey });
    await queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() });
  };
  const failed = (error: unknown) =>
    toast({ title: messageOf(error, t('generic')), variant: 'destructive' });
  const regenerate = useMutation({
    mutationFn: async () =>
      AdminReportSchema.parse(await apiPost<unknown>(`/api/admin/reports/${report.id}/regenerate`)),
    onSuccess: () => done(t('admin.reports.regenerated')),
    onError: failed,
  });
  const refund = useMutation({
    mutationFn: async () =>
      AdminReportSchema.parse(
        await apiPost<unknown>(`/api/admin/reports/${report.id}/refund`, { reason: reason.trim() }),
      ),
    onSuccess: () => {
      onRefunding(false);
      return done(t('admin.reports.refundedToast', { amount: formatBalance(report.price) }));
    },
    onError: failed,
  });
  const building = report.status === 'queued' || report.status === 'running';
  return (
    <>
      <tr className="border-b border-slate-100 align-top" data-testid="admin-report">
        <td className="py-2 pr-3 whitespace-nowrap">{bought}</td>
        <td className="py-2 pr-3">{report.userEmail}</td>
        <td className="py-2 pr-3">
          {tr(`types.${report.type}.title`)}
          <span className="block text-xs text-slate-500">
            {report.name} · {report.birthDate} · {report.lang.toUpperCase()}
          </span>
        </td>
        <td className="py-2 pr-3">
          {tr(`status.${report.status}`)}
          {report.refunded ? (
            <span className="block text-xs text-amber-800">{t('admin.reports.refunded')}</span>
          ) : null}
        </td>
        <td className="py-2 pr-3 tabular-nums">{formatBalance(report.price)}</td>
        <td className="flex flex-wrap gap-1 py-2 pr-3">
          <Button
            size="sm"
            variant="ghost"
            disabled={building || regenerate.isPending}
            onClick={() => {
              if (window.confirm(t('admin.reports.regenerateConfirm'))) regenerate.mutate();
            }}
          >
            {t('admin.reports.regenerate')}
          </Button>
          {report.refunded ? null : (
            <Button size="sm" variant="ghost" onClick={() => onRefunding(!refunding)}>
              {t('admin.reports.refund')}
            </Button>
          )}
        </td>
      </tr>
      {refunding ? (
        <tr className="border-b border-slate-100">
          <td colSpan={6} className="py-2">
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                refund.mutate();
              }}
            >
              <label
                htmlFor={`${id}-reason`}
                className="flex flex-col gap-1 text-sm text-slate-700"
              >
                {t('admin.reports.reason')}
                <input
                  id={`${id}-reason`}
                  required
                  minLength={3}
                  maxLength={300}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  className="h-9 w-96 max-w-full rounded border border-slate-300 px-2"
                />
              </label>
              <Button type="submit" size="sm" variant="destructive" disabled={refund.isPending}>
                {t('admin.reports.confirmRefund', { amount: formatBalance(report.price) })}
              </Button>
            </form>
          </td>
        </tr>
      ) : null}
    </>
  );
}
