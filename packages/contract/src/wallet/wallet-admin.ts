import { queryNumber } from '../api/query-number.js';
import { z } from '../zod.js';
import { REFUND_DESTINATIONS, RefundSchema, SellerSchema } from './payments.js';
import { ORDER_STATES, PAYMENT_GATEWAYS, PromoCodeTextSchema } from './wallet.js';

const paise = () => z.number().int();
const reason = () =>
  z
    .string()
    .trim()
    .min(3, { error: 'Give a reason of at least 3 characters' })
    .max(300, { error: 'A reason is at most 300 characters' });

/** Ten lakh rupees: the most one adjustment or refund may move, against slips of a finger. */
export const MAX_ADMIN_AMOUNT_PAISE = 100_000_000;

export const WalletUserParamsSchema = z.object({
  userId: z.uuid({ error: 'userId is not a user id' }),
});

/** `POST /api/admin/wallets/{userId}/adjustments`: signed paise, credit (+) or debit (−). */
export const WalletAdjustmentRequestSchema = z.object({
  amount: paise()
    .min(-MAX_ADMIN_AMOUNT_PAISE)
    .max(MAX_ADMIN_AMOUNT_PAISE)
    .refine((amount) => amount !== 0, { error: 'amount must not be 0' }),
  reason: reason(),
});
export type WalletAdjustmentRequest = z.infer<typeof WalletAdjustmentRequestSchema>;

export const WalletAdjustmentResponseSchema = z.object({
  transactionId: z.string(),
  amount: paise(),
  /** The wallet's balance after the adjustment, in paise. */
  balance: paise(),
});

export const PaymentIdParamsSchema = z.object({
  paymentId: z
    .string()
    .regex(/^pay_[A-Za-z0-9]{6,40}$/, { error: 'paymentId is not a payment id' }),
});

/** `POST /api/admin/payments/{paymentId}/refunds`. */
export const RefundRequestSchema = z.object({
  amount: paise().min(1, { error: 'amount must be at least 1 paisa' }).max(MAX_ADMIN_AMOUNT_PAISE),
  reason: reason(),
  to: z.enum(REFUND_DESTINATIONS),
});
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

/** One recharge payment as administrators see it, with its refunds. */
export const AdminPaymentSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  receiptId: z.string(),
  gateway: z.enum(PAYMENT_GATEWAYS),
  userId: z.string(),
  userEmail: z.string(),
  amount: paise(),
  credit: paise(),
  gst: paise(),
  refunded: paise(),
  capturedAt: z.string(),
  refunds: z.array(RefundSchema),
});
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;

export const ADMIN_PAYMENTS_PAGE_SIZE = 50;

/**
 * `GET /api/admin/payments` (and `.csv`): newest first, optionally those whose payer's e-mail,
 * payment id or receipt number contains `q`.
 */
export const AdminPaymentsQuerySchema = z.object({
  q: z.string().trim().max(254, { error: 'q must be at most 254 characters' }).optional(),
  page: queryNumber({ min: 1, max: 100_000, integer: true, default: 1 }),
});
export type AdminPaymentsQuery = z.infer<typeof AdminPaymentsQuerySchema>;

export const AdminPaymentsSchema = z.object({
  payments: z.array(AdminPaymentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminPayments = z.infer<typeof AdminPaymentsSchema>;
export const AdminOrdersQuerySchema = z.object({ state: z.enum(ORDER_STATES).optional() });

export const PROMO_CODE_KINDS = ['percent', 'fixed'] as const;

/** `POST /api/admin/promo-codes`: bonus credit on a recharge, within limits. */
export const PromoCodeInputSchema = z
  .object({
    code: PromoCodeTextSchema,
    kind: z.enum(PROMO_CODE_KINDS),
    /** A percentage of the package's credit (1–100), or paise (fixed). */
    value: z.number().int().min(1),
    /** The most bonus one use gives, in paise. */
    maxBonus: paise().min(1),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    totalLimit: z.number().int().min(1).max(10_000_000),
    perUserLimit: z.number().int().min(1).max(1000),
  })
  .refine((code) => code.kind !== 'percent' || code.value <= 100, {
    path: ['value'],
    error: 'A percentage is at most 100',
  })
  .refine((code) => Date.parse(code.endsAt) > Date.parse(code.startsAt), {
    path: ['endsAt'],
    error: 'endsAt must be after startsAt',
  });
export type PromoCodeInput = z.infer<typeof PromoCodeInputSchema>;

export const PromoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(PROMO_CODE_KINDS),
  value: z.number().int(),
  maxBonus: paise(),
  startsAt: z.string(),
  endsAt: z.string(),
  totalLimit: z.number().int(),
  perUserLimit: z.number().int(),
  /** Uses taken by orders that are paid or still open. */
  uses: z.number().int(),
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;
export const PromoCodeListSchema = z.object({ promoCodes: z.array(PromoCodeSchema) });

/** A recharge package as configured: the credit sold and the bonus given with it. */
export const RechargePackageSettingSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 'A package id is a-z, 0-9 and -' }),
  credit: paise().min(100).max(MAX_ADMIN_AMOUNT_PAISE),
  bonus: paise().min(0).max(MAX_ADMIN_AMOUNT_PAISE),
  popular: z.boolean().default(false),
});

/** `GET`/`PUT /api/admin/wallet/settings`: packages, the GST rate and the seller on receipts. */
export const WalletSettingsSchema = z.object({
  packages: z
    .array(RechargePackageSettingSchema)
    .min(1)
    .max(12)
    .refine((packages) => new Set(packages.map((p) => p.id)).size === packages.length, {
      error: 'Package ids must be different',
    }),
  /** GST in basis points: 1800 is 18 %. */
  gstRateBasisPoints: z.number().int().min(0).max(5000),
  seller: SellerSchema,
});
export type WalletSettings = z.infer<typeof WalletSettingsSchema>;
