import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type GatewayRefundInput, gatewayStyleId, type PaymentGateway } from './gateway.js';
import { hmacHex } from './signatures.js';

/** A webhook as the gateway sends it: its id header, the raw body and its signature header. */
export interface SignedWebhook {
  readonly eventId: string;
  readonly body: string;
  readonly signature: string;
}

/** Payment and refund entities as Razorpay's webhooks carry them (the fields we read). */
export interface WebhookPaymentEntity {
  readonly id: string;
  readonly order_id: string;
  readonly amount: number;
  readonly currency: 'INR';
  readonly status: 'captured' | 'failed';
  readonly error_description?: string;
}
export interface WebhookRefundEntity {
  readonly id: string;
  readonly payment_id: string;
  readonly amount: number;
  readonly currency: 'INR';
  readonly status: 'processed';
  readonly notes: { readonly refund_id: string };
}

export type WebhookEvent =
  | {
      readonly event: 'payment.captured' | 'payment.failed';
      readonly payment: WebhookPaymentEntity;
    }
  | { readonly event: 'refund.processed'; readonly refund: WebhookRefundEntity };

/**
 * Posts a signed webhook to the app's own endpoint as the gateway does: the raw body, the
 * `X-Razorpay-Signature` and `X-Razorpay-Event-Id` headers.
 */
export function postWebhookTo(
  app: { inject: (options: InjectOptions) => Promise<LightMyRequestResponse> },
  webhook: SignedWebhook,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhook.signature,
      'x-razorpay-event-id': webhook.eventId,
    },
    payload: webhook.body,
  });
}

/** Builds and signs an event in Razorpay's webhook format, as the sandbox delivers it. */
export function signWebhookEvent(secret: string, event: WebhookEvent): SignedWebhook {
  const payload =
    event.event === 'refund.processed'
      ? { refund: { entity: event.refund } }
      : { payment: { entity: event.payment } };
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_sandbox',
    event: event.event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
  return { eventId: gatewayStyleId('evt'), body, signature: hmacHex(secret, body) };
}

/**
 * The built-in gateway: orders and refunds are made here, payments on our own `/checkout`
 * page, and every outcome is also delivered as a signed webhook to our own endpoint through
 * `deliver` (a background job, retried like a gateway's), signed with `secret` as Razorpay
 * signs with its keys, so nothing downstream knows it is a sandbox.
 */
export function sandboxGateway(options: {
  readonly secret: string;
  /** Must not throw: it runs detached from the request that caused it. */
  readonly deliver: (webhook: SignedWebhook) => Promise<void>;
}): PaymentGateway {
  return {
    name: 'sandbox',
    keyId: undefined,
    paymentSecret: options.secret,
    webhookSecret: options.secret,
    createOrder: async () => ({ id: gatewayStyleId('order') }),
    async refund(input: GatewayRefundInput) {
      const id = gatewayStyleId('rfnd');
      // Not awaited: like a real gateway's, the webhook comes later, on its own. The caller is
      // inside its refund transaction, which on the embedded database holds the only
      // connection that the delivery's job needs.
      void options.deliver(
        signWebhookEvent(options.secret, {
          event: 'refund.processed',
          refund: {
            id,
            payment_id: input.paymentId,
            amount: input.amount,
            currency: 'INR',
            status: 'processed',
            notes: { refund_id: input.refundId },
          },
        }),
      );
      return { id };
    },
  };
}
