import type { OrderDetails, PaymentOrder } from '@jyotish/contract';
import type { Selectable } from 'kysely';
import { recordAnalyticsEvent } from '../analytics/analytics-events.js';
import type { AppDatabase, PaymentOrderTable } from '../db/schema.js';
import { loadWalletSettings, pricePackage } from '../wallet/wallet-settings.js';
import { failOrder } from './crediting.js';
import type { PaymentGateway } from './gateway.js';
import { takePromoUse } from './promo-codes.js';

/** The package asked for is not sold (any more). */
export class PackageNotFoundError extends Error {
  constructor(packageId: string) {
    super(`No recharge package ${packageId}`);
    this.name = 'PackageNotFoundError';
  }
}

export interface RechargeOrderInput {
  readonly userId: string;
  readonly packageId: string;
  readonly promoCode?: string | undefined;
  readonly now: Date;
}

/**
 * Creates the gateway order for a recharge and records it with everything it will credit: the
 * package's credit and bonus, a promo code's bonus (its use taken now, under the code's lock),
 * the GST at today's rate and the total to pay. What is paid later is checked against this.
 */
export async function createRechargeOrder(
  db: AppDatabase,
  gateway: PaymentGateway,
  input: RechargeOrderInput,
): Promise<PaymentOrder> {
  const settings = await loadWalletSettings(db);
  const setting = settings.packages.find((p) => p.id === input.packageId);
  if (!setting) throw new PackageNotFoundError(input.packageId);
  const sold = pricePackage(setting, settings.gstRateBasisPoints);
  const gatewayOrder = await gateway.createOrder({
    amount: sold.price,
    currency: 'INR',
    receipt: `wallet:${input.userId}`.slice(0, 40),
    notes: { package: sold.id, user: input.userId },
  });
  await db.transaction().execute(async (trx) => {
    const promo = input.promoCode
      ? await takePromoUse(trx, {
          code: input.promoCode,
          userId: input.userId,
          credit: sold.credit,
          now: input.now,
        })
      : undefined;
    await trx
      .insertInto('payment_order')
      .values({
        id: gatewayOrder.id,
        user_id: input.userId,
        gateway: gateway.name,
        package_id: sold.id,
        credit: sold.credit,
        bonus: sold.bonus,
        promo_code_id: promo?.id ?? null,
        promo_bonus: promo?.bonus ?? 0,
        gst: sold.gst,
        gst_rate_bp: settings.gstRateBasisPoints,
        amount: sold.price,
      })
      .execute();
    if (promo) {
      await recordAnalyticsEvent(trx, { name: 'promo_code_applied', userId: input.userId });
    }
  });
  return presentPaymentOrder(gateway, { id: gatewayOrder.id, amount: sold.price });
}

export function presentPaymentOrder(
  gateway: PaymentGateway,
  order: { readonly id: string; readonly amount: number },
): PaymentOrder {
  return {
    id: order.id,
    gateway: gateway.name,
    amount: order.amount,
    currency: 'INR',
    ...(gateway.keyId ? { keyId: gateway.keyId } : {}),
    ...(gateway.name === 'sandbox'
      ? { checkoutUrl: `/checkout?order=${encodeURIComponent(order.id)}` }
      : {}),
  };
}

/** One order of `userId` with its promo code and receipt, or undefined (also another's). */
export async function findOrderDetails(
  db: AppDatabase,
  gateway: PaymentGateway,
  orderId: string,
  userId: string,
): Promise<OrderDetails | undefined> {
  const row = await db
    .selectFrom('payment_order as o')
    .leftJoin('promo_code as c', 'c.id', 'o.promo_code_id')
    .leftJoin('payment as p', 'p.order_id', 'o.id')
    .selectAll('o')
    .select(['c.code as promo_code', 'p.receipt_id'])
    .where('o.id', '=', orderId)
    .where('o.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return presentOrderDetails(gateway, row);
}

function presentOrderDetails(
  gateway: PaymentGateway,
  row: Selectable<PaymentOrderTable> & { promo_code: string | null; receipt_id: string | null },
): OrderDetails {
  return {
    ...presentPaymentOrder(gateway, { id: row.id, amount: Number(row.amount) }),
    gateway: row.gateway,
    state: row.state,
    packageId: row.package_id,
    credit: Number(row.credit),
    bonus: Number(row.bonus),
    promoCode: row.promo_code,
    promoBonus: Number(row.promo_bonus),
    gst: Number(row.gst),
    gstRatePercent: row.gst_rate_bp / 100,
    receiptId: row.receipt_id,
    failureReason: row.failure_reason,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** An order not paid within a day is abandoned: the checkout was closed, the card declined. */
export const ABANDONED_ORDER_AGE_MS = 24 * 60 * 60 * 1000;
const ABANDONED_BATCH = 500;

/**
 * Marks orders still unpaid `ABANDONED_ORDER_AGE_MS` after their creation as failed, which
 * gives their promo code's use back for someone else. A payment that still arrives for one
 * is credited all the same (`creditPayment` takes a failed order). Returns how many it marked.
 */
export async function expireAbandonedOrders(db: AppDatabase, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_ORDER_AGE_MS);
  const stale = await db
    .selectFrom('payment_order')
    .select('id')
    .where('state', '=', 'created')
    .where('created_at', '<', cutoff)
    .orderBy('created_at')
    .limit(ABANDONED_BATCH)
    .execute();
  let expired = 0;
  for (const { id } of stale) {
    if (await failOrder(db, id, 'abandoned: not paid within a day')) expired += 1;
  }
  return expired;
}
