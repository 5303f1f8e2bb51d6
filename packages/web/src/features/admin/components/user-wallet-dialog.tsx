import {
  type AdminUser,
  formatBalance,
  rupeesToPaise,
  WalletAdjustmentResponseSchema,
} from '@jyotish/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { WalletHistoryTable } from '@/features/wallet/components/wallet-panel';
import { apiFetch } from '@/lib/api-client';
import { useServerMessage } from '@/lib/use-server-message';
import { fetchWalletPage } from '@/lib/wallet-query';
import { adminKeys } from '../api/admin-requests';

/**
 * One user's wallet for an administrator: the balance and its history (`GET
 * /api/admin/wallets/{id}`), and an adjustment — a credit or a debit with its reason, audited;
 * one Idempotency-Key per dialog, so a double click moves the money once.
 */
export function UserWalletDialog({
  user,
  onClose,
}: {
  readonly user: AdminUser;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('auth');
  const { t: tw } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const messageOf = useServerMessage();
  const id = useId();
  const path = `/api/admin/wallets/${encodeURIComponent(user.id)}`;
  const historyKey = [...adminKeys.all, 'wallet', user.id] as const;
  const history = useInfiniteQuery({
    queryKey: historyKey,
    queryFn: ({ pageParam }) => fetchWalletPage(pageParam, undefined, path),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });
  const [rupees, setRupees] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const adjust = useMutation({
    mutationFn: async () =>
      WalletAdjustmentResponseSchema.parse(
        await apiFetch<unknown>(`${path}/adjustments`, {
          method: 'POST',
          body: { amount: rupeesToPaise(Number(rupees)), reason: reason.trim() },
          headers: { 'Idempotency-Key': key },
        }),
      ),
    onSuccess: async (done) => {
      toast({
        title: t('admin.wallet.adjusted', {
          amount: formatBalance(done.amount),
          balance: formatBalance(done.balance),
        }),
      });
      setRupees('');
      setReason('');
      // The next adjustment is another one.
      setKey(crypto.randomUUID());
      await queryClient.invalidateQueries({ queryKey: historyKey });
      await queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    adjust.mutate();
  };
  const first = history.data?.pages[0];
  const lines = history.data?.pages.flatMap((page) => page.transactions) ?? [];
  return (
    // Non-modal, as the site's other dialogs: a modal Radix dialog injects a `<style>` the
    // Content-Security-Policy refuses. The backdrop is drawn here instead.
    <Dialog.Root modal={false} open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <div aria-hidden="true" className="fixed inset-0 z-[60] bg-slate-900/40" />
        <Dialog.Content
          data-testid="user-wallet-dialog"
          className="fixed top-1/2 left-1/2 z-[70] flex max-h-[90vh] w-[min(48rem,94vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="font-display text-lg font-bold text-slate-900">
            {t('admin.wallet.title', { user: user.email })}
          </Dialog.Title>
          <Dialog.Description className="text-2xl font-bold text-brand-700">
            {first ? formatBalance(first.balance) : '…'}
          </Dialog.Description>
          <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-end">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-amount`} className="text-sm font-medium text-slate-700">
                {t('admin.wallet.amount')}
              </label>
              <input
                id={`${id}-amount`}
                type="number"
                step="0.01"
                required
                value={rupees}
                onChange={(event) => setRupees(event.target.value)}
                className="h-9 rounded border border-slate-300 px-2"
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-reason`} className="text-sm font-medium text-slate-700">
                {t('admin.wallet.reason')}
              </label>
              <input
                id={`${id}-reason`}
                required
                maxLength={300}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                className="h-9 rounded border border-slate-300 px-2"
              />
            </div>
            <Button type="submit" disabled={adjust.isPending}>
              {t('admin.wallet.adjust')}
            </Button>
            <p className="text-xs text-slate-600 sm:col-span-3">{t('admin.wallet.hint')}</p>
            {adjust.error ? (
              <p role="alert" className="text-sm text-red-700 sm:col-span-3">
                {messageOf(adjust.error, t('generic'))}
              </p>
            ) : null}
          </form>
          <h3 className="font-semibold text-slate-800">{tw('history.title')}</h3>
          {lines.length > 0 ? (
            <WalletHistoryTable lines={lines} />
          ) : (
            <p className="text-slate-600">{history.data ? tw('history.empty') : '…'}</p>
          )}
          {history.hasNextPage ? (
            <Button
              variant="secondary"
              className="self-start"
              disabled={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {tw('history.more')}
            </Button>
          ) : null}
          <div className="flex justify-end">
            <Dialog.Close asChild>
              <Button type="button" variant="ghost">
                {t('admin.wallet.close')}
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
