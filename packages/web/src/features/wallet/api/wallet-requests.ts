import {
  type OrderDetails,
  OrderDetailsSchema,
  type PaymentOrder,
  type PaymentVerifyRequest,
  type PaymentVerifyResponse,
  PaymentVerifyResponseSchema,
  type Receipt,
  ReceiptSchema,
  type RechargePackages,
  RechargePackagesSchema,
  RechargeResponseSchema,
  type SandboxPayResponse,
  SandboxPayResponseSchema,
} from '@jyotish/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { fetchWalletPage, walletKeys } from '@/lib/wallet-query';

/** Keys of the wallet feature below the shared `walletKeys`. */
export const paymentKeys = {
  packages: () => [...walletKeys.all, 'packages'] as const,
  order: (orderId: string) => [...walletKeys.all, 'order', orderId] as const,
  receipt: (receiptId: string) => [...walletKeys.all, 'receipt', receiptId] as const,
};

/** `GET /api/wallet`, page by page (newest first). */
export function walletHistoryQuery() {
  return infiniteQueryOptions({
    queryKey: walletKeys.history(),
    queryFn: ({ pageParam }) => fetchWalletPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });
}

/** `GET /api/wallet/packages`. */
export function packagesQuery() {
  return queryOptions({
    queryKey: paymentKeys.packages(),
    queryFn: async (): Promise<RechargePackages> =>
      RechargePackagesSchema.parse(await apiGet<unknown>('/api/wallet/packages')),
  });
}

/** `GET /api/payments/orders/{id}`; polled by the result page until the payment is confirmed. */
export function orderQuery(orderId: string) {
  return queryOptions({
    queryKey: paymentKeys.order(orderId),
    queryFn: async (): Promise<OrderDetails> =>
      OrderDetailsSchema.parse(
        await apiGet<unknown>(`/api/payments/orders/${encodeURIComponent(orderId)}`),
      ),
    staleTime: 0,
  });
}

/** `GET /api/receipts/{id}`. */
export function receiptQuery(receiptId: string) {
  return queryOptions({
    queryKey: paymentKeys.receipt(receiptId),
    queryFn: async (): Promise<Receipt> =>
      ReceiptSchema.parse(await apiGet<unknown>(`/api/receipts/${encodeURIComponent(receiptId)}`)),
  });
}

/**
 * `POST /api/wallet/recharge`, with an Idempotency-Key made once per click: a retry of the
 * same click (a flaky network) gets the same order instead of a second one.
 */
export async function startRecharge(input: {
  packageId: string;
  promoCode?: string;
  idempotencyKey: string;
}): Promise<PaymentOrder> {
  const { idempotencyKey, ...body } = input;
  const answer = await apiPost<unknown>('/api/wallet/recharge', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return RechargeResponseSchema.parse(answer).order;
}

/** `POST /api/payments/sandbox/orders/{id}/pay`: what the test checkout's buttons do. */
export async function paySandboxOrder(
  orderId: string,
  outcome: 'success' | 'failure',
): Promise<SandboxPayResponse> {
  return SandboxPayResponseSchema.parse(
    await apiPost<unknown>(`/api/payments/sandbox/orders/${encodeURIComponent(orderId)}/pay`, {
      outcome,
    }),
  );
}

/** `POST /api/payments/verify` with what Checkout handed over; credits the wallet. */
export async function verifyPayment(fields: PaymentVerifyRequest): Promise<PaymentVerifyResponse> {
  return PaymentVerifyResponseSchema.parse(
    await apiPost<unknown>('/api/payments/verify', fields, {
      headers: { 'Idempotency-Key': `verify:${fields.razorpay_payment_id}` },
    }),
  );
}
