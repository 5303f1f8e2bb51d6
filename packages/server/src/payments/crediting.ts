import { sql } from 'kysely';
import { recordAnalyticsEvent } from '../analytics/analytics-events.js';
import type { AppDatabase } from '../db/schema.js';
import { transfer, walletOf } from '../wallet/ledger.js';
import { loadWalletSettings } from '../wallet/wallet-settings.js';
import { returnPromoUse } from './promo-codes.js';
import { issueReceipt } from './receipts.js';

/** The order named by a payment is not ours. */
export class OrderNotFoundError extends Error {
  constructor(orderId: string) {
    super(`No order ${orderId}`);
    this.name = 'OrderNotFoundError';
  }
}

/** The gateway reports a different amount than the order asked for: nothing is credited. */
export class AmountMismatchError extends Error {
  constructor(orderId: string, expected: number, reported: number) {
    super(`Order ${orderId} is for ${expected} paise, the payment for ${reported}`);
    this.name = 'AmountMismatchError';
  }
}

export interface CreditedPayment {
  readonly userId: string;
  readonly orderId: string;
  readonly paymentId: string;
  /** Paise credited: credit, package bonus and promo bonus. */
  readonly credited: number;
  /** The wallet's balance after the credit, in paise. */
  readonly balance: number;
  readonly receiptId: string;
  /** False when this payment had been credited before (a duplicate or the other path). */
  readonly creditedNow: boolean;
}

/**
 * Credits a captured payment to its order's wallet, exactly once, in one transaction: the
 * order row is locked, so verify and webhook (or duplicate webhooks) arriving together are
 * taken one after the other and the later ones find the payment recorded; the payment's id is
 * also the primary key of `payment`, so even without the lock a second credit could not
 * commit. Records the payment, marks the order paid, issues the GST receipt and moves the
 * money: the credit to the wallet and the GST to GST payable from the gateway's clearing
 * account, each bonus from promotional credit.
 */
export async function creditPayment(
  db: AppDatabase,
  input: { readonly orderId: string; readonly paymentId: string; readonly amount?: number },
): Promise<CreditedPayment> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('payment_order')
      .selectAll()
      .where('id', '=', input.orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new OrderNotFoundError(input.orderId);
    const credited = Number(order.credit) + Number(order.bonus) + Number(order.promo_bonus);
    const recorded = await trx
      .selectFrom('payment')
      .select(['id', 'receipt_id'])
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    if (recorded) {
      const balance = await trx
        .selectFrom('ledger_account')
        .select('balance')
        .where('kind', '=', 'wallet')
        .where('owner_id', '=', order.user_id)
        .executeTakeFirstOrThrow();
      return {
        userId: order.user_id,
        orderId: order.id,
        paymentId: recorded.id,
        credited,
        balance: Number(balance.balance),
        receiptId: recorded.receipt_id,
        creditedNow: false,
      };
    }
    if (input.amount !== undefined && input.amount !== Number(order.amount)) {
      throw new AmountMismatchError(order.id, Number(order.amount), input.amount);
    }
    // A payment captured after the order was marked failed (a second attempt in Checkout)
    // is still money received: it is credited with the bonus it was sold with, and the promo
    // use the failure gave back is taken again if one is left (a captured payment is never
    // refused for want of a promo use).
    if (order.state === 'failed' && order.promo_code_id) {
      await trx
        .updateTable('promo_code')
        .set((eb) => ({ uses: eb('uses', '+', 1) }))
        .where('id', '=', order.promo_code_id)
        .whereRef('uses', '<', 'total_limit')
        .execute();
    }
    const receiptId = await nextReceiptId(trx);
    await trx
      .insertInto('payment')
      .values({
        id: input.paymentId,
        order_id: order.id,
        user_id: order.user_id,
        gateway: order.gateway,
        amount: order.amount,
        receipt_id: receiptId,
      })
      .execute();
    await trx
      .updateTable('payment_order')
      .set({ state: 'paid', failure_reason: null, updated_at: sql`now()` })
      .where('id', '=', order.id)
      .execute();
    await recordAnalyticsEvent(trx, { name: 'payment_completed', userId: order.user_id });
    const wallet = walletOf(order.user_id);
    const clearing = { kind: 'gateway_clearing' } as const;
    const promotional = { kind: 'promotional_credit' } as const;
    let moved = await transfer(trx, {
      from: clearing,
      to: wallet,
      amount: Number(order.credit),
      kind: 'recharge',
      reference: input.paymentId,
      description: input.paymentId,
    });
    if (Number(order.gst) > 0) {
      await transfer(trx, {
        from: clearing,
        to: { kind: 'gst_payable' },
        amount: Number(order.gst),
        kind: 'gst',
        reference: input.paymentId,
        description: receiptId,
      });
    }
    if (Number(order.bonus) > 0) {
      moved = await transfer(trx, {
        from: promotional,
        to: wallet,
        amount: Number(order.bonus),
        kind: 'bonus',
        reference: input.paymentId,
        description: order.package_id,
      });
    }
    if (Number(order.promo_bonus) > 0 && order.promo_code_id) {
      const code = await trx
        .selectFrom('promo_code')
        .select('code')
        .where('id', '=', order.promo_code_id)
        .executeTakeFirstOrThrow();
      moved = await transfer(trx, {
        from: promotional,
        to: wallet,
        amount: Number(order.promo_bonus),
        kind: 'promo_bonus',
        reference: input.paymentId,
        description: code.code,
      });
    }
    await issueReceipt(trx, {
      receiptId,
      paymentId: input.paymentId,
      order,
      seller: (await loadWalletSettings(trx)).seller,
    });
    return {
      userId: order.user_id,
      orderId: order.id,
      paymentId: input.paymentId,
      credited,
      balance: moved.creditBalanceAfter,
      receiptId,
      creditedNow: true,
    };
  });
}

/**
 * The next receipt number of the year (India's calendar year): a counter row updated in the
 * crediting transaction, so numbers have no gaps (a rolled-back credit gives its number back),
 * as GST invoices must be numbered consecutively.
 */
async function nextReceiptId(trx: AppDatabase): Promise<string> {
  const year = Number(
    new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(
      new Date(),
    ),
  );
  const row = await sql<{ last: number }>`
    insert into receipt_counter (year, last) values (${year}, 1)
    on conflict (year) do update set last = receipt_counter.last + 1
    returning last`.execute(trx);
  return `JY-${year}-${String(row.rows[0]?.last).padStart(6, '0')}`;
}

/**
 * Marks an unpaid order failed (`payment.failed`, or the sandbox's failure) and gives back its
 * promo code's use. A paid order stays paid: a failed attempt may come after a successful one.
 */
export async function failOrder(
  db: AppDatabase,
  orderId: string,
  reason: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const failed = await trx
      .updateTable('payment_order')
      .set({ state: 'failed', failure_reason: reason.slice(0, 300), updated_at: sql`now()` })
      .where('id', '=', orderId)
      .where('state', '=', 'created')
      .returning(['promo_code_id', 'user_id'])
      .executeTakeFirst();
    if (failed?.promo_code_id) await returnPromoUse(trx, failed.promo_code_id);
    if (failed) await recordAnalyticsEvent(trx, { name: 'payment_failed', userId: failed.user_id });
    return failed !== undefined;
  });
}
