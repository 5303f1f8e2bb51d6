import type { PaymentOrder, PaymentVerifyRequest } from '@jyotish/contract';
import type { NavigateFunction } from 'react-router';
import { verifyPayment } from './api/wallet-requests';
import { paymentResultPath } from './payment-result-path';

/** Razorpay's Checkout script; the Content-Security-Policy allows it only when Razorpay is configured. */
const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayFailure {
  readonly error: { readonly description?: string };
}
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: RazorpayFailure) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

function loadCheckoutScript(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Razorpay Checkout did not load'));
    };
    script.onerror = () => reject(new Error('Razorpay Checkout could not be loaded'));
    document.head.append(script);
  });
}

/**
 * Opens Razorpay Checkout for an order. What it hands over on success is verified by the
 * server (which credits the wallet), then the result page is shown either way; the webhook
 * credits the payment too, should the browser close before the verification.
 */
export async function openRazorpayCheckout(
  order: PaymentOrder,
  navigate: NavigateFunction,
  localize: (path: string) => string,
): Promise<void> {
  const Razorpay = await loadCheckoutScript();
  const checkout = new Razorpay({
    key: order.keyId,
    amount: order.amount,
    currency: order.currency,
    order_id: order.id,
    name: 'Jyotish',
    theme: { color: '#8B5CF6' },
    handler: (response: PaymentVerifyRequest) => {
      void verifyPayment(response).finally(() =>
        navigate(localize(paymentResultPath('success', order.id))),
      );
    },
  });
  checkout.on('payment.failed', (response) =>
    navigate(localize(paymentResultPath('failure', order.id, response.error.description))),
  );
  checkout.open();
}
