import { z } from '../zod.js';
import { PAYMENT_GATEWAYS } from './wallet.js';

const paise = () => z.number().int();

/**
 * `POST /api/payments/verify`: the three fields Razorpay Checkout hands the browser after a
 * payment (the sandbox's checkout hands the same), named as Checkout names them.
 */
export const PaymentVerifyRequestSchema = z.object({
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_signature: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, { error: 'razorpay_signature is not a signature' }),
});
export type PaymentVerifyRequest = z.infer<typeof PaymentVerifyRequestSchema>;

/** A payment credited to the wallet (now, or earlier by the webhook). */
export const PaymentVerifyResponseSchema = z.object({
  status: z.literal('paid'),
  orderId: z.string(),
  paymentId: z.string(),
  /** Paise credited: the package's credit with every bonus. */
  credited: paise(),
  /** The wallet's balance now, in paise. */
  balance: paise(),
  receiptId: z.string(),
});
export type PaymentVerifyResponse = z.infer<typeof PaymentVerifyResponseSchema>;

export const SANDBOX_OUTCOMES = ['success', 'failure'] as const;

/** `POST /api/payments/sandbox/orders/{orderId}/pay`: the choice made on the sandbox checkout. */
export const SandboxPayRequestSchema = z.object({ outcome: z.enum(SANDBOX_OUTCOMES) });

/** What Checkout hands the browser: the signed fields on success, the error on failure. */
export const SandboxPayResponseSchema = z.union([
  z.object({
    razorpay_order_id: z.string(),
    razorpay_payment_id: z.string(),
    razorpay_signature: z.string(),
  }),
  z.object({
    error: z.object({
      code: z.string(),
      description: z.string(),
      reason: z.string(),
      metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
    }),
  }),
]);
export type SandboxPayResponse = z.infer<typeof SandboxPayResponseSchema>;

/** The webhook's answer: received (also for duplicates and for events we do not act on). */
export const WebhookAckSchema = z.object({ received: z.literal(true) });

export const RECEIPT_ID_PATTERN = /^JY-\d{4}-\d{6,}$/;
export const ReceiptIdParamsSchema = z.object({
  id: z.string().regex(RECEIPT_ID_PATTERN, { error: 'id is not a receipt number' }),
});

export const SellerSchema = z.object({
  name: z.string().min(1).max(200),
  address: z.string().min(1).max(500),
  /** The seller's GSTIN; a placeholder until the operator sets theirs. */
  gstin: z.string().min(1).max(20),
});
export type Seller = z.infer<typeof SellerSchema>;

export const REFUND_DESTINATIONS = ['wallet', 'source'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];
export const REFUND_STATES = ['processing', 'processed'] as const;

export const RefundSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  /** Paise returned. */
  amount: paise(),
  to: z.enum(REFUND_DESTINATIONS),
  reason: z.string(),
  /** `source` refunds are processing until the gateway reports them processed. */
  state: z.enum(REFUND_STATES),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof RefundSchema>;

/** `GET /api/receipts/{id}`: an itemised GST receipt of one recharge. */
export const ReceiptSchema = z.object({
  id: z.string(),
  issuedAt: z.string(),
  seller: SellerSchema,
  buyer: z.object({ name: z.string(), email: z.string() }),
  packageId: z.string(),
  /** Paise of wallet credit bought: the taxable value. */
  credit: paise(),
  /** Bonus credit given free with it (package and promo code), not taxed. */
  bonus: paise(),
  promoCode: z.string().nullable(),
  taxableValue: paise(),
  gstRatePercent: z.number(),
  gst: paise(),
  total: paise(),
  currency: z.literal('INR'),
  gateway: z.enum(PAYMENT_GATEWAYS),
  orderId: z.string(),
  paymentId: z.string(),
  refunds: z.array(RefundSchema),
});
export type Receipt = z.infer<typeof ReceiptSchema>;
