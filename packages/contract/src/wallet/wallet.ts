import { z } from '../zod.js';

/** An amount of money: a whole number of paise (STYLE "Habits" 4). */
const paise = () => z.number().int();

/**
 * What a line of a wallet's history was. The web names each kind in the page language; the
 * line's `description` carries only language-neutral detail (a payment id, a code, a reason).
 */
export const WALLET_TRANSACTION_KINDS = [
  /** Credit bought through the payment gateway. */
  'recharge',
  /** A package's bonus credit, from the promotional account. */
  'bonus',
  /** A promo code's bonus credit, from the promotional account. */
  'promo_bonus',
  /** Something bought from the wallet (a report, a consultation package). */
  'purchase',
  /** Money set aside for a consultation in progress, and its unused part given back. */
  'hold',
  'hold_release',
  /** An administrator's credit or debit (promotional credit, a correction). */
  'adjustment',
  /** A refund into the wallet, or money leaving it back to the card or bank account. */
  'refund',
  'refund_to_source',
] as const;
export type WalletTransactionKind = (typeof WALLET_TRANSACTION_KINDS)[number];

export const WalletTransactionSchema = z.object({
  id: z.string(),
  kind: z.enum(WALLET_TRANSACTION_KINDS),
  /** Signed paise: positive into the wallet, negative out of it. */
  amount: paise(),
  /** The wallet's balance right after this line, in paise. */
  balanceAfter: paise(),
  description: z.string(),
  createdAt: z.string(),
  /** The GST receipt of the payment behind a recharge. */
  receiptId: z.string().optional(),
});
export type WalletTransaction = z.infer<typeof WalletTransactionSchema>;

export const WALLET_PAGE_SIZE = 20;

export const WalletQuerySchema = z.object({
  /** `nextCursor` of the previous page; absent for the newest lines. */
  cursor: z
    .string()
    .regex(/^\d{1,19}$/, { error: 'cursor must come from nextCursor' })
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(WALLET_PAGE_SIZE),
});

/** `GET /api/wallet`: the signed-in user's balance and history, newest first. */
export const WalletSchema = z.object({
  /** Paise. */
  balance: paise(),
  currency: z.literal('INR'),
  transactions: z.array(WalletTransactionSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type Wallet = z.infer<typeof WalletSchema>;

/** A recharge package as sold: credit, its bonus, and the price with GST added on top. */
export const RechargePackageSchema = z.object({
  id: z.string(),
  /** Paise credited to the wallet for the price (the taxable value). */
  credit: paise(),
  /** Paise of bonus credit on top, free. */
  bonus: paise(),
  /** Paise of GST on `credit` at `gstRatePercent`. */
  gst: paise(),
  /** Paise the user pays: `credit + gst`. */
  price: paise(),
  /** Marked as the usual choice on the recharge page. */
  popular: z.boolean(),
});
export type RechargePackage = z.infer<typeof RechargePackageSchema>;

/** `GET /api/wallet/packages`. */
export const RechargePackagesSchema = z.object({
  currency: z.literal('INR'),
  gstRatePercent: z.number().min(0).max(100),
  packages: z.array(RechargePackageSchema),
});
export type RechargePackages = z.infer<typeof RechargePackagesSchema>;

/** Promo codes are stored and compared in capitals. */
export const PromoCodeTextSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,24}$/, {
    error: 'A promo code is 3 to 24 letters, digits, - or _',
  });

/** `POST /api/wallet/recharge`. */
export const RechargeRequestSchema = z.object({
  packageId: z.string().min(1, { error: 'Choose a package' }).max(64),
  promoCode: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    PromoCodeTextSchema.optional(),
  ),
});
export type RechargeRequest = z.infer<typeof RechargeRequestSchema>;

export const PAYMENT_GATEWAYS = ['razorpay', 'sandbox'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** An order to pay at the gateway: the browser opens Razorpay Checkout or `checkoutUrl`. */
export const PaymentOrderSchema = z.object({
  /** The gateway's order id (`order_…`), also ours. */
  id: z.string(),
  gateway: z.enum(PAYMENT_GATEWAYS),
  /** Paise to pay, GST included. */
  amount: paise(),
  currency: z.literal('INR'),
  /** Razorpay's public key id for Checkout (razorpay only). */
  keyId: z.string().optional(),
  /** The built-in checkout page (sandbox only). */
  checkoutUrl: z.string().optional(),
});
export type PaymentOrder = z.infer<typeof PaymentOrderSchema>;

export const RechargeResponseSchema = z.object({ order: PaymentOrderSchema });
export type RechargeResponse = z.infer<typeof RechargeResponseSchema>;

export const ORDER_STATES = ['created', 'paid', 'failed'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** `GET /api/payments/orders/{id}`: an order of the signed-in user, for checkout and the result pages. */
export const OrderDetailsSchema = PaymentOrderSchema.extend({
  state: z.enum(ORDER_STATES),
  packageId: z.string(),
  credit: paise(),
  bonus: paise(),
  promoCode: z.string().nullable(),
  promoBonus: paise(),
  gst: paise(),
  gstRatePercent: z.number(),
  /** Set once paid. */
  receiptId: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderDetails = z.infer<typeof OrderDetailsSchema>;

export const OrderIdParamsSchema = z.object({
  orderId: z.string().regex(/^order_[A-Za-z0-9]{6,40}$/, { error: 'orderId is not an order id' }),
});

/** English messages of the wallet's refusals; the web shows each `reason` translated. */
export const WALLET_MESSAGES = {
  insufficientBalance: 'The wallet balance is too low for this',
  packageNotFound: 'There is no such recharge package',
  promoCodeUnknown: 'This promo code does not exist',
  promoCodeNotStarted: 'This promo code is not valid yet',
  promoCodeExpired: 'This promo code has expired',
  promoCodeExhausted: 'This promo code has been used up',
  promoCodeUsedByYou: 'You have already used this promo code as often as it allows',
  promoCodeTaken: 'A promo code with this name already exists',
  orderNotFound: 'Order not found',
  orderNotPayable: 'This order is already paid or has failed',
  paymentNotFound: 'Payment not found',
  receiptNotFound: 'Receipt not found',
  invalidSignature: 'The payment signature does not match',
  refundExceedsPayment: 'The refund is more than what is left of the payment',
  idempotencyKeyReused: 'This Idempotency-Key was used for a different request',
  requestInProgress: 'A request with this Idempotency-Key is still running',
  gatewayFailed: 'The payment gateway could not be reached. Please try again.',
} as const;
