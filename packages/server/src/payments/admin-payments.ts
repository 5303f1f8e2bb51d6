import {
  ADMIN_PAYMENTS_PAGE_SIZE,
  type AdminPayment,
  type AdminPaymentsQuery,
} from '@jyotish/contract';
import { sql } from 'kysely';
import type { AppDatabase } from '../db/schema.js';
import { presentRefund } from './receipts.js';

/**
 * Captured payments for administrators, newest first, each with its refunds: those whose
 * payer's e-mail, payment id or receipt number contains `q`, a page at a time.
 */
export async function listAdminPayments(
  db: AppDatabase,
  query: AdminPaymentsQuery,
  limit = ADMIN_PAYMENTS_PAGE_SIZE,
): Promise<{ payments: AdminPayment[]; total: number }> {
  let base = db
    .selectFrom('payment as p')
    .innerJoin('payment_order as o', 'o.id', 'p.order_id')
    .innerJoin('app_user as u', 'u.id', 'p.user_id');
  if (query.q) {
    // `strpos` rather than LIKE: the text is taken literally, `%` and `_` included.
    const needle = query.q.toLowerCase();
    base = base.where((eb) =>
      eb.or([
        eb(sql`strpos(lower(u.email), ${needle})`, '>', 0),
        eb(sql`strpos(lower(p.id), ${needle})`, '>', 0),
        eb(sql`strpos(lower(p.receipt_id), ${needle})`, '>', 0),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .select([
        'p.id',
        'p.order_id',
        'p.receipt_id',
        'p.gateway',
        'p.user_id',
        'u.email',
        'p.amount',
        'o.credit',
        'o.gst',
        'p.captured_at',
      ])
      .orderBy('p.captured_at', 'desc')
      .orderBy('p.id')
      .limit(limit)
      .offset((query.page - 1) * ADMIN_PAYMENTS_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const refunds = rows.length
    ? await db
        .selectFrom('refund')
        .selectAll()
        .where(
          'payment_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('created_at')
        .execute()
    : [];
  return {
    total: Number(total.n),
    payments: rows.map((row) => {
      const own = refunds.filter((refund) => refund.payment_id === row.id).map(presentRefund);
      return {
        paymentId: row.id,
        orderId: row.order_id,
        receiptId: row.receipt_id,
        gateway: row.gateway,
        userId: row.user_id,
        userEmail: row.email,
        amount: Number(row.amount),
        credit: Number(row.credit),
        gst: Number(row.gst),
        refunded: own.reduce((sum, refund) => sum + refund.amount, 0),
        capturedAt: new Date(row.captured_at).toISOString(),
        refunds: own,
      };
    }),
  };
}
