import { PAYMENT_GATEWAYS, type Receipt, type Refund, type Seller } from '@jyotish/contract';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { AppDatabase, PaymentOrderTable, RefundTable } from '../db/schema.js';

/** What a receipt says, fixed when it is issued: later changes of seller or rate do not alter it. */
const ReceiptDetailsSchema = z.object({
  seller: z.object({ name: z.string(), address: z.string(), gstin: z.string() }),
  buyer: z.object({ name: z.string(), email: z.string() }),
  packageId: z.string(),
  credit: z.number(),
  bonus: z.number(),
  promoCode: z.string().nullable(),
  gstRatePercent: z.number(),
  gst: z.number(),
  total: z.number(),
  gateway: z.enum(PAYMENT_GATEWAYS),
  orderId: z.string(),
});

/** Issues the receipt of a payment being credited, inside the crediting transaction. */
export async function issueReceipt(
  trx: AppDatabase,
  input: {
    readonly receiptId: string;
    readonly paymentId: string;
    readonly order: Selectable<PaymentOrderTable>;
    readonly seller: Seller;
  },
): Promise<void> {
  const { order } = input;
  const buyer = await trx
    .selectFrom('app_user')
    .select(['name', 'email'])
    .where('id', '=', order.user_id)
    .executeTakeFirstOrThrow();
  const promo = order.promo_code_id
    ? await trx
        .selectFrom('promo_code')
        .select('code')
        .where('id', '=', order.promo_code_id)
        .executeTakeFirst()
    : undefined;
  const details: z.infer<typeof ReceiptDetailsSchema> = {
    seller: input.seller,
    buyer,
    packageId: order.package_id,
    credit: Number(order.credit),
    bonus: Number(order.bonus) + Number(order.promo_bonus),
    promoCode: promo?.code ?? null,
    gstRatePercent: order.gst_rate_bp / 100,
    gst: Number(order.gst),
    total: Number(order.amount),
    gateway: order.gateway,
    orderId: order.id,
  };
  await trx
    .insertInto('receipt')
    .values({
      id: input.receiptId,
      payment_id: input.paymentId,
      user_id: order.user_id,
      details: JSON.stringify(details),
    })
    .execute();
}

export function presentRefund(row: Selectable<RefundTable>): Refund {
  return {
    id: row.id,
    paymentId: row.payment_id,
    amount: Number(row.amount),
    to: row.destination,
    reason: row.reason,
    state: row.state,
    createdAt: new Date(row.created_at).toISOString(),
    processedAt: row.processed_at ? new Date(row.processed_at).toISOString() : null,
  };
}

/**
 * A receipt with the refunds made against its payment since, for its owner or an
 * administrator (`viewer`); undefined when there is none or it is another user's.
 */
export async function findReceipt(
  db: AppDatabase,
  receiptId: string,
  viewer: { readonly id: string; readonly isAdmin: boolean },
): Promise<Receipt | undefined> {
  let query = db.selectFrom('receipt').selectAll().where('id', '=', receiptId);
  if (!viewer.isAdmin) query = query.where('user_id', '=', viewer.id);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const details = ReceiptDetailsSchema.parse(row.details);
  const refunds = await db
    .selectFrom('refund')
    .selectAll()
    .where('payment_id', '=', row.payment_id)
    .orderBy('created_at')
    .execute();
  return {
    id: row.id,
    issuedAt: new Date(row.issued_at).toISOString(),
    seller: details.seller,
    buyer: details.buyer,
    packageId: details.packageId,
    credit: details.credit,
    bonus: details.bonus,
    promoCode: details.promoCode,
    taxableValue: details.credit,
    gstRatePercent: details.gstRatePercent,
    gst: details.gst,
    total: details.total,
    currency: 'INR',
    gateway: details.gateway,
    orderId: details.orderId,
    paymentId: row.payment_id,
    refunds: refunds.map(presentRefund),
  };
}
