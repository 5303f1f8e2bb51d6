import { formatBalance, formatPrice } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '@/components/ui/button-variants';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { walletBalanceQuery } from '@/lib/wallet-query';
import { orderQuery } from './api/wallet-requests';

/** Until the payment is confirmed (the verification or the webhook), the order is asked again. */
const CONFIRMATION_POLL_MS = 1500;

function ResultFrame({
  testId,
  heading,
  tone,
  children,
}: {
  readonly testId: string;
  readonly heading: string;
  readonly tone: 'success' | 'failure';
  readonly children: ReactNode;
}) {
  return (
    <section
      data-testid={testId}
      aria-labelledby="payment-result-heading"
      className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-12"
    >
      <div
        aria-hidden="true"
        className={`grid size-14 place-items-center rounded-full text-3xl font-bold ${
          tone === 'success' ? 'bg-emerald-100 text-emerald-700' : 'bg-red-100 text-red-700'
        }`}
      >
        {tone === 'success' ? '✓' : '!'}
      </div>
      <h1 id="payment-result-heading" className="font-display text-3xl font-bold text-slate-900">
        {heading}
      </h1>
      {children}
    </section>
  );
}

/** `/payment-success` and `/payment/success`: what was credited, the balance, the receipt. */
export function PaymentSuccessPage() {
  const { t } = useTranslation('wallet');
  const { pages } = useMetadata();
  const { localize } = useLanguage();
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const order = useQuery({
    ...orderQuery(orderId),
    enabled: orderId !== '',
    refetchInterval: (query) => (query.state.data?.state === 'paid' ? false : CONFIRMATION_POLL_MS),
  });
  const paid = order.data?.state === 'paid';
  const balance = useQuery({ ...walletBalanceQuery(), enabled: paid, staleTime: 0 });
  const credited = order.data
    ? order.data.credit + order.data.bonus + order.data.promoBonus
    : undefined;
  return (
    <ResultFrame
      testId="payment-success-page"
      heading={pages.paymentSuccess.heading}
      tone="success"
    >
      {paid && credited !== undefined ? (
        <p className="text-lg text-slate-800" data-testid="payment-credited">
          {t('success.credited', { amount: formatPrice(credited) })}
        </p>
      ) : orderId !== '' ? (
        <p role="status" className="text-slate-700">
          {t('success.pending')}
        </p>
      ) : null}
      {paid && balance.data !== undefined ? (
        <p className="text-slate-700" data-testid="payment-balance">
          {t('success.balance', { amount: formatBalance(balance.data) })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {order.data?.receiptId ? (
          <Link className={buttonClassName()} to={localize(`/receipt/${order.data.receiptId}`)}>
            {t('success.receipt')}
          </Link>
        ) : null}
        <Link className={buttonClassName({ variant: 'secondary' })} to={localize('/dashboard')}>
          {t('success.wallet')}
        </Link>
        <Link className={buttonClassName({ variant: 'ghost' })} to={localize('/astrologers')}>
          {t('success.astrologers')}
        </Link>
      </div>
    </ResultFrame>
  );
}

/** `/payment-failure` and `/payment/failure`: what happened, that nothing was charged, what next. */
export function PaymentFailurePage() {
  const { t } = useTranslation('wallet');
  const { pages } = useMetadata();
  const { localize } = useLanguage();
  const [params] = useSearchParams();
  const reason = params.get('reason');
  return (
    <ResultFrame
      testId="payment-failure-page"
      heading={pages.paymentFailure.heading}
      tone="failure"
    >
      <p className="text-lg text-slate-800">{t('failure.body')}</p>
      {reason ? (
        <p className="text-slate-700" data-testid="payment-failure-reason">
          {t('failure.reason', { reason })}
        </p>
      ) : null}
      <p className="text-slate-600">{t('failure.refundNote')}</p>
      <div className="flex flex-wrap gap-3">
        <Link className={buttonClassName()} to={localize('/wallet-recharge')}>
          {t('failure.retry')}
        </Link>
        <Link className={buttonClassName({ variant: 'secondary' })} to={localize('/dashboard')}>
          {t('failure.wallet')}
        </Link>
      </div>
    </ResultFrame>
  );
}
