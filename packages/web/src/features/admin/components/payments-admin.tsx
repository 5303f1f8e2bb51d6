import {
  type AdminPayment,
  formatBalance,
  REFUND_DESTINATIONS,
  type RefundDestination,
  rupeesToPaise,
} from '@jyotish/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { apiBlob } from '@/lib/api-client';
import { intlLocale } from '@/lib/birth-calendar';
import { useLanguage } from '@/lib/language';
import { saveBlob } from '@/lib/save-blob';
import { useServerMessage } from '@/lib/use-server-message';
import {
  adminKeys,
  adminPaymentsParams,
  adminPaymentsQuery,
  refundPayment,
} from '../api/admin-requests';
import { AdminPager } from './admin-pager';

/**
 * Payments, found by e-mail, payment id or receipt, fifty a page, exported as CSV; each can be
 * refunded here, in part or whole, to the wallet or to the card (audited by the server).
 */
export function PaymentsAdmin() {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const { data } = useQuery(adminPaymentsQuery(q, page));
  const when = new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await apiBlob(`/api/admin/payments.csv?${adminPaymentsParams(q)}`), 'payments.csv');
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="flex flex-col gap-4" data-testid="admin-payments">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form onSubmit={search} className="flex flex-wrap items-end gap-2">
          <label htmlFor={`${id}-q`} className="flex flex-col gap-1 text-sm text-slate-700">
            {t('admin.payments.search')}
            <input
              id={`${id}-q`}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              className="h-9 w-72 rounded border border-slate-300 px-2"
            />
          </label>
          <Button type="submit" variant="secondary">
            {t('admin.audit.apply')}
          </Button>
        </form>
        <Button variant="secondary" disabled={exporting} onClick={() => void exportCsv()}>
          {t('admin.audit.export')}
        </Button>
      </div>
      {data && data.payments.length === 0 ? (
        <p className="text-slate-600">{t('admin.payments.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th className="py-2 pr-3">{t('admin.payments.captured')}</th>
                <th className="py-2 pr-3">{t('admin.payments.user')}</th>
                <th className="py-2 pr-3">{t('admin.payments.receipt')}</th>
                <th className="py-2 pr-3">{t('admin.payments.paid')}</th>
                <th className="py-2 pr-3">{t('admin.payments.gst')}</th>
                <th className="py-2 pr-3">{t('admin.payments.refunded')}</th>
                <th className="py-2 pr-3" />
              </tr>
            </thead>
            <tbody>
              {data?.payments.map((payment) => (
                <tr
                  key={payment.paymentId}
                  data-testid={`admin-payment-${payment.paymentId}`}
                  className="border-b border-slate-100 align-top"
                >
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {when.format(new Date(payment.capturedAt))}
                  </td>
                  <td className="py-2 pr-3">{payment.userEmail}</td>
                  <td className="py-2 pr-3 font-mono text-xs">{payment.receiptId}</td>
                  <td className="py-2 pr-3 tabular-nums">{formatBalance(payment.amount)}</td>
                  <td className="py-2 pr-3 tabular-nums">{formatBalance(payment.gst)}</td>
                  <td className="py-2 pr-3 tabular-nums" data-testid="payment-refunded">
                    {formatBalance(payment.refunded)}
                  </td>
                  <td className="py-2 pr-3">
                    {payment.refunded < payment.amount ? (
                      <Button size="sm" variant="ghost" onClick={() => setRefunding(payment)}>
                        {t('admin.payments.refund')}
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
      {refunding ? <RefundDialog payment={refunding} onClose={() => setRefunding(null)} /> : null}
    </div>
  );
}

function RefundDialog({
  payment,
  onClose,
}: {
  readonly payment: AdminPayment;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const messageOf = useServerMessage();
  const id = useId();
  const left = payment.amount - payment.refunded;
  const [rupees, setRupees] = useState(String(left / 100));
  const [to, setTo] = useState<RefundDestination>('wallet');
  const [reason, setReason] = useState('');
  // One key for this dialog: a double click or a retry after a lost answer refunds once.
  const [key] = useState(() => crypto.randomUUID());
  const refund = useMutation({
    mutationFn: () =>
      refundPayment(
        payment.paymentId,
        { amount: rupeesToPaise(Number(rupees)), to, reason: reason.trim() },
        key,
      ),
    onSuccess: async (done) => {
      toast({ title: t('admin.payments.refundedToast', { amount: formatBalance(done.amount) }) });
      await queryClient.invalidateQueries({ queryKey: adminKeys.payments() });
      await queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    refund.mutate();
  };
  return (
    // Non-modal, as the site's menus: a modal Radix dialog injects a `<style>` the
    // Content-Security-Policy refuses. The backdrop is drawn here instead.
    <Dialog.Root modal={false} open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <div aria-hidden="true" className="fixed inset-0 z-[60] bg-slate-900/40" />
        <Dialog.Content
          data-testid="refund-dialog"
          className="fixed top-1/2 left-1/2 z-[70] flex w-[min(32rem,92vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="font-display text-lg font-bold text-slate-900">
            {t('admin.payments.refundTitle', {
              receipt: payment.receiptId,
              user: payment.userEmail,
            })}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            {t('admin.payments.refundHelp', { left: formatBalance(left) })}
          </Dialog.Description>
          <form onSubmit={submit} className="flex flex-col gap-3">
            <label htmlFor={`${id}-amount`} className="text-sm font-medium text-slate-700">
              {t('admin.payments.amount')}
            </label>
            <input
              id={`${id}-amount`}
              type="number"
              min="0.01"
              step="0.01"
              max={left / 100}
              value={rupees}
              onChange={(event) => setRupees(event.target.value)}
              className="h-9 rounded border border-slate-300 px-2"
            />
            <fieldset className="flex flex-col gap-1 text-sm text-slate-700">
              <legend className="mb-1 font-medium">{t('admin.payments.to')}</legend>
              {REFUND_DESTINATIONS.map((destination) => (
                <label key={destination} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-to`}
                    value={destination}
                    checked={to === destination}
                    onChange={() => setTo(destination)}
                  />
                  {t(`admin.payments.destinations.${destination}`)}
                </label>
              ))}
            </fieldset>
            <label htmlFor={`${id}-reason`} className="text-sm font-medium text-slate-700">
              {t('admin.payments.reason')}
            </label>
            <input
              id={`${id}-reason`}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={300}
              className="h-9 rounded border border-slate-300 px-2"
            />
            {refund.error ? (
              <p role="alert" className="text-sm text-red-700">
                {messageOf(refund.error, t('generic'))}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button type="button" variant="ghost">
                  {t('admin.consultations.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="destructive" disabled={refund.isPending}>
                {t('admin.payments.confirmRefund')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
