import { formatBalance, type WalletTransaction } from '@jyotish/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/feedback/query-state';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-variants';
import {
  Table,
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHead,
  TableRow,
} from '@/components/ui/table';
import { useLanguage } from '@/lib/language';
import { walletHistoryQuery } from '../api/wallet-requests';
import { formatSignedBalance, formatWalletMoment } from '../money-format';

/** The wallet in the dashboard: the balance, Recharge, and the history with its receipts. */
export function WalletPanel() {
  const { t } = useTranslation('wallet');
  const { localize } = useLanguage();
  const history = useInfiniteQuery(walletHistoryQuery());
  const first = history.data?.pages[0];
  const lines = history.data?.pages.flatMap((page) => page.transactions) ?? [];
  return (
    <div
      data-testid="wallet-panel"
      className="flex flex-col gap-5 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t('dashboard.walletTitle')}</h2>
          {first ? (
            <p className="text-3xl font-bold text-brand-700" data-testid="wallet-balance">
              {formatBalance(first.balance)}
            </p>
          ) : null}
        </div>
        <Link className={buttonClassName()} to={localize('/wallet-recharge')}>
          {t('dashboard.recharge')}
        </Link>
      </div>
      {history.data ? (
        <>
          <h3 className="font-semibold text-slate-800">{t('history.title')}</h3>
          {lines.length === 0 ? (
            <p className="text-slate-600">{t('history.empty')}</p>
          ) : (
            <WalletHistoryTable lines={lines} />
          )}
          {history.hasNextPage ? (
            <Button
              variant="secondary"
              className="self-start"
              disabled={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {t('history.more')}
            </Button>
          ) : null}
        </>
      ) : (
        <QueryState isError={history.isError} onRetry={() => void history.refetch()} />
      )}
    </div>
  );
}

/** A wallet's lines: date, kind and description, amount, balance after, receipt. */
export function WalletHistoryTable({ lines }: { readonly lines: readonly WalletTransaction[] }) {
  const { t } = useTranslation('wallet');
  const { language, localize } = useLanguage();
  return (
    <Table cardsOnPhone caption={t('history.title')}>
      <TableHead>
        <TableColumnHeader>{t('history.date')}</TableColumnHeader>
        <TableColumnHeader>{t('history.detail')}</TableColumnHeader>
        <TableColumnHeader className="text-right">{t('history.amount')}</TableColumnHeader>
        <TableColumnHeader className="text-right">{t('history.balanceAfter')}</TableColumnHeader>
        <TableColumnHeader>{t('history.receipt')}</TableColumnHeader>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.id} data-testid="wallet-line">
            <TableCell cardLabel={t('history.date')}>
              {formatWalletMoment(line.createdAt, language)}
            </TableCell>
            <TableCell cardLabel={t('history.detail')}>
              <span className="font-medium text-slate-900">{t(`kinds.${line.kind}`)}</span>
              {line.description ? (
                <span className="block text-xs text-slate-500">{line.description}</span>
              ) : null}
            </TableCell>
            <TableCell cardLabel={t('history.amount')} className="text-right tabular-nums">
              <span
                className={clsx(
                  'whitespace-nowrap font-semibold',
                  line.amount < 0 ? 'text-red-700' : 'text-emerald-700',
                )}
              >
                {formatSignedBalance(line.amount, formatBalance)}
              </span>
            </TableCell>
            <TableCell cardLabel={t('history.balanceAfter')} className="text-right tabular-nums">
              {formatBalance(line.balanceAfter)}
            </TableCell>
            <TableCell cardLabel={t('history.receipt')}>
              {line.receiptId ? (
                <Link
                  className="text-brand-700 underline"
                  to={localize(`/receipt/${line.receiptId}`)}
                >
                  {line.receiptId}
                </Link>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
