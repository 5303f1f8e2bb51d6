import type { Refund, RefundRequest } from '@jyotish/contract';
import { sql } from 'kysely';
import { recordAuditEvent } from '../audit/audit-log.js';
import type { AppDatabase } from '../db/schema.js';
import { transfer, walletOf } from '../wallet/ledger.js';
import type { PaymentGateway } from './gateway.js';
import { presentRefund } from './receipts.js';

export class PaymentNotFoundError extends Error {
  constructor(paymentId: string) {
    super(`No payment ${paymentId}`);
    this.name = 'PaymentNotFoundError';
  }
}

/** The refunds of a payment would add up to more than was paid. */
export class RefundExceedsPaymentError extends Error {
  constructor(readonly refundable: number) {
    super(`At most ${refundable} paise of this payment can still be refunded`);
    this.name = 'RefundExceedsPaymentError';
  }
}

/**
 * Refunds part or all of a recharge payment, with its audit entry, in one transaction under
 * the payment's lock (so parallel refunds cannot together pass the amount paid):
 * - to the wallet: the amount comes back as wallet credit from platform revenue (a service
 *   bought with it that was not delivered), at once;
 * - to the source: the money leaves the wallet for the card or account that paid, with the
 *   GST on it taken back from GST payable in proportion; the gateway is asked for the refund
 *   inside the transaction, so a refusal leaves nothing behind, and the refund is processing
 *   until the gateway's `refund.processed` webhook. A wallet that has spent the credit cannot
 *   give it back (`InsufficientBalanceError`).
 */
export async function refundPayment(
  db: AppDatabase,
  gateway: PaymentGateway,
  input: RefundRequest & { readonly paymentId: string; readonly adminId: string },
): Promise<Refund> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('payment as p')
      .innerJoin('payment_order as o', 'o.id', 'p.order_id')
      .select(['p.id', 'p.user_id', 'p.amount', 'o.gst'])
      .where('p.id', '=', input.paymentId)
      .forUpdate('p')
      .executeTakeFirst();
    if (!payment) throw new PaymentNotFoundError(input.paymentId);
    const refunded = await trx
      .selectFrom('refund')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('total'))
      .where('payment_id', '=', payment.id)
      .executeTakeFirstOrThrow();
    const refundable = Number(payment.amount) - Number(refunded.total);
    if (input.amount > refundable) throw new RefundExceedsPaymentError(refundable);

    const id = crypto.randomUUID();
    const wallet = walletOf(payment.user_id);
    if (input.to === 'wallet') {
      await transfer(trx, {
        from: { kind: 'platform_revenue' },
        to: wallet,
        amount: input.amount,
        kind: 'refund',
        reference: id,
        description: input.reason,
      });
    } else {
      const gst = Math.round((input.amount * Number(payment.gst)) / Number(payment.amount));
      await transfer(trx, {
        from: wallet,
        to: { kind: 'gateway_clearing' },
        amount: input.amount - gst,
        kind: 'refund_to_source',
        reference: id,
        description: input.reason,
      });
      if (gst > 0) {
        await transfer(trx, {
          from: { kind: 'gst_payable' },
          to: { kind: 'gateway_clearing' },
          amount: gst,
          kind: 'refund_gst',
          reference: id,
          description: input.reason,
        });
      }
    }
    const gatewayRefund =
      input.to === 'source'
        ? await gateway.refund({ paymentId: payment.id, amount: input.amount, refundId: id })
        : undefined;
    const row = await trx
      .insertInto('refund')
      .values({
        id,
        payment_id: payment.id,
        gateway_refund_id: gatewayRefund?.id ?? null,
        amount: input.amount,
        destination: input.to,
        reason: input.reason,
        state: input.to === 'wallet' ? 'processed' : 'processing',
        created_by: input.adminId,
        processed_at: input.to === 'wallet' ? sql`now()` : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAuditEvent(trx, {
      actorId: input.adminId,
      action: 'payment.refund',
      target: payment.user_id,
      details: { paymentId: payment.id, refundId: id, amount: input.amount, to: input.to },
    });
    return presentRefund(row);
  });
}

/**
 * The gateway's `refund.processed`: marks our refund (named in the refund's notes, else by the
 * gateway's refund id) processed. False when no such refund is recorded (yet).
 */
export async function markRefundProcessed(
  db: AppDatabase,
  refund: { readonly gatewayRefundId: string; readonly refundId: string | undefined },
): Promise<boolean> {
  let query = db
    .updateTable('refund')
    .set({ state: 'processed', processed_at: sql`coalesce(processed_at, now())` });
  query = refund.refundId
    ? query.where('id', '=', refund.refundId)
    : query.where('gateway_refund_id', '=', refund.gatewayRefundId);
  const updated = await query.returning('id').executeTakeFirst();
  return updated !== undefined;
}
