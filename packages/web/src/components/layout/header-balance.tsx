import { formatBalance } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/lib/language';
import { walletBalanceQuery } from '@/lib/wallet-query';

/** The signed-in user's wallet balance in the header, linking to the wallet in the dashboard. */
export function HeaderBalance() {
  const { t } = useTranslation('wallet');
  const { localize } = useLanguage();
  const balance = useQuery(walletBalanceQuery());
  if (balance.data === undefined) return null;
  const amount = formatBalance(balance.data);
  return (
    <Link
      to={localize('/dashboard')}
      data-testid="header-balance"
      aria-label={t('headerBalance', { amount })}
      className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 tabular-nums hover:bg-brand-100"
    >
      {amount}
    </Link>
  );
}
