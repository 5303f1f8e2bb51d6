import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppDatabase } from '../db/schema.js';
import { AmountMismatchError, creditPayment, failOrder, OrderNotFoundError } from './crediting.js';
import { markRefundProcessed } from './refunds.js';

/** The parts of Razorpay's webhook body we act on; anything else in it is ignored. */
const WebhookBodySchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string(),
            order_id: z.string().nullable(),
            amount: z.number().int(),
            error_description: z.string().nullish(),
          }),
        })
        .optional(),
      refund: z
        .object({
          entity: z.object({
            id: z.string(),
            payment_id: z.string(),
            notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
          }),
        })
        .optional(),
    })
    .default({}),
});

/**
 * What became of an event: `done` (acted on, or nothing to do), `unknown` (about an order or
 * refund that is not ours), or `retry` (about a refund we are still recording: the gateway
 * should send it again, and a non-2xx answer makes it do so).
 */
export type WebhookOutcome = 'done' | 'ignored' | 'retry';

/**
 * Acts on one verified webhook: `payment.captured` credits the order (exactly once, see
 * `creditPayment`), `payment.failed` marks an unpaid order failed, `refund.processed`
 * completes a refund to the source. Other events are acknowledged and ignored.
 */
export async function handleWebhookEvent(
  db: AppDatabase,
  rawBody: string,
  log: FastifyBaseLogger,
): Promise<WebhookOutcome> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    json = undefined;
  }
  const parsed = WebhookBodySchema.safeParse(json);
  if (!parsed.success) {
    log.warn({ issues: parsed.error.issues.length }, 'webhook body not understood; ignored');
    return 'ignored';
  }
  const { event, payload } = parsed.data;
  const payment = payload.payment?.entity;
  if ((event === 'payment.captured' || event === 'payment.failed') && payment?.order_id) {
    if (event === 'payment.failed') {
      await failOrder(db, payment.order_id, payment.error_description ?? 'payment failed');
      return 'done';
    }
    try {
      await creditPayment(db, {
        orderId: payment.order_id,
        paymentId: payment.id,
        amount: payment.amount,
      });
      return 'done';
    } catch (error) {
      if (error instanceof OrderNotFoundError) return 'ignored';
      if (error instanceof AmountMismatchError) {
        log.error({ err: error, paymentId: payment.id }, 'captured amount differs from the order');
        return 'ignored';
      }
      throw error;
    }
  }
  const refund = payload.refund?.entity;
  if (event === 'refund.processed' && refund) {
    const notes = refund.notes && !Array.isArray(refund.notes) ? refund.notes : {};
    const refundId = typeof notes.refund_id === 'string' ? notes.refund_id : undefined;
    const marked = await markRefundProcessed(db, { gatewayRefundId: refund.id, refundId });
    if (marked) return 'done';
    return refundId ? 'retry' : 'ignored';
  }
  return 'ignored';
}
