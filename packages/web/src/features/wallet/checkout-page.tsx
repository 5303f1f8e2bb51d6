import { formatPrice, type OrderDetails } from '@jyotish/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '@/components/feedback/query-state';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-variants';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { useServerMessage } from '@/lib/use-server-message';
import { walletKeys } from '@/lib/wallet-query';
import { orderQuery, paySandboxOrder, verifyPayment } from './api/wallet-requests';
import { OrderSummary } from './components/order-summary';
import { paymentResultPath } from './payment-result-path';
import { openRazorpayCheckout } from './razorpay-checkout';

/**
 * `/checkout?order=…`: the order to pay, then the gateway. With the sandbox this page is the
 * gateway: the user chooses whether the payment succeeds or fails, and the page does what
 * Razorpay Checkout does (hands the signed fields to the verification).
 */
export function CheckoutPage() {
  const { t } = useTranslation('wallet');
  const { pages } = useMetadata();
  const { localize } = useLanguage();
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const order = useQuery({ ...orderQuery(orderId), enabled: orderId !== '' });

  return (
    <section
      data-testid="checkout-page"
      aria-labelledby="checkout-heading"
      className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10"
    >
      <h1 id="checkout-heading" className="font-display text-3xl font-bold text-slate-900">
        {pages.checkout.heading}
      </h1>
      {orderId === '' || (order.isError && !order.data) ? (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="text-slate-700">
            {t('checkout.notFound')}
          </p>
          <Link
            className={buttonClassName({ variant: 'secondary' })}
            to={localize('/wallet-recharge')}
          >
            {t('checkout.newRecharge')}
          </Link>
        </div>
      ) : order.data ? (
        <CheckoutBody order={order.data} />
      ) : (
        <QueryState isError={false} onRetry={() => void order.refetch()} />
      )}
    </section>
  );
}

function CheckoutBody({ order }: { readonly order: OrderDetails }) {
  const { t } = useTranslation('wallet');
  const { localize } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const messageOf = useServerMessage();
  const pay = useMutation({
    mutationFn: async (outcome: 'success' | 'failure') => {
      const answer = await paySandboxOrder(order.id, outcome);
      if ('error' in answer)
        return paymentResultPath('failure', order.id, answer.error.description);
      await verifyPayment(answer);
      return paymentResultPath('success', order.id);
    },
    onSuccess: async (path) => {
      await queryClient.invalidateQueries({ queryKey: walletKeys.all });
      navigate(localize(path));
    },
  });
  const razorpay = useMutation({
    mutationFn: () => openRazorpayCheckout(order, navigate, localize),
  });

  if (order.state === 'paid') {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="status" className="text-slate-700">
          {t('checkout.alreadyPaid')}
        </p>
        <Link className={buttonClassName()} to={localize(paymentResultPath('success', order.id))}>
          {t('success.wallet')}
        </Link>
      </div>
    );
  }
  return (
    <>
      {order.state === 'failed' ? (
        <p className="text-amber-800">{t('checkout.failedBefore')}</p>
      ) : null}
      <OrderSummary order={order} />
      {order.gateway === 'sandbox' ? (
        <div className="flex flex-col gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-6">
          <p className="text-amber-900">{t('checkout.sandboxNotice')}</p>
          <div className="flex flex-wrap gap-3">
            <Button
              size="lg"
              disabled={pay.isPending}
              onClick={() => pay.mutate('success')}
              data-testid="sandbox-pay"
            >
              {pay.isPending
                ? t('checkout.paying')
                : t('checkout.paySuccess', { amount: formatPrice(order.amount) })}
            </Button>
            <Button
              size="lg"
              variant="secondary"
              disabled={pay.isPending}
              onClick={() => pay.mutate('failure')}
              data-testid="sandbox-decline"
            >
              {t('checkout.payFailure')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-slate-600">{t('checkout.razorpayNotice')}</p>
          <Button size="lg" disabled={razorpay.isPending} onClick={() => razorpay.mutate()}>
            {t('checkout.openRazorpay')}
          </Button>
        </div>
      )}
      {pay.error || razorpay.error ? (
        <p role="alert" className="font-medium text-red-700">
          {messageOf(pay.error ?? razorpay.error, t('error'))}
        </p>
      ) : null}
    </>
  );
}
