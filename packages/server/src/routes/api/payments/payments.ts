import {
  ErrorResponseSchema,
  OrderDetailsSchema,
  OrderIdParamsSchema,
  PaymentVerifyRequestSchema,
  PaymentVerifyResponseSchema,
  SandboxPayRequestSchema,
  SandboxPayResponseSchema,
  WALLET_MESSAGES,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unreachable } from '../../../accounts/http-replies.js';
import { creditPayment } from '../../../payments/crediting.js';
import { gatewayStyleId } from '../../../payments/gateway.js';
import { findOrderDetails } from '../../../payments/orders.js';
import { signWebhookEvent } from '../../../payments/sandbox-gateway.js';
import {
  hmacHex,
  paymentSignatureMessage,
  signatureMatches,
} from '../../../payments/signatures.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const ORDER_NOT_FOUND = {
  message: WALLET_MESSAGES.orderNotFound,
  code: 'not_found',
  reason: 'order_not_found',
} as const;

/**
 * The browser's side of a payment: the order it pays, the verification of what Checkout
 * handed it (which credits the wallet), and the sandbox's own checkout.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateway = app.paymentGateway;

  app.get(
    '/payments/orders/:orderId',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'One of my orders: what it pays for and where it stands',
        params: OrderIdParamsSchema,
        response: { 200: OrderDetailsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const order = await findOrderDetails(app.db, gateway, request.params.orderId, user.id);
      if (!order) return reply.code(404).send(ORDER_NOT_FOUND);
      return reply.header('cache-control', 'no-store').send(order);
    },
  );

  app.post(
    '/payments/verify',
    {
      preHandler: [app.requireUser, app.idempotent],
      preSerialization: app.idempotentAnswer,
      schema: {
        summary: 'Verify the signature Checkout gave and credit the wallet (once)',
        body: PaymentVerifyRequestSchema,
        response: { 200: PaymentVerifyResponseSchema, ...errors, 422: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
      } = request.body;
      const order = await app.db
        .selectFrom('payment_order')
        .select('id')
        .where('id', '=', orderId)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!order) return reply.code(404).send(ORDER_NOT_FOUND);
      const message = paymentSignatureMessage(orderId, paymentId);
      if (!signatureMatches(gateway.paymentSecret, message, signature)) {
        request.log.warn({ orderId, paymentId }, 'payment signature refused');
        return reply.code(400).send({
          message: WALLET_MESSAGES.invalidSignature,
          code: 'bad_request',
          reason: 'invalid_signature',
          field: 'razorpay_signature',
        });
      }
      const credited = await creditPayment(app.db, { orderId, paymentId });
      return reply.header('cache-control', 'no-store').send({
        status: 'paid',
        orderId: credited.orderId,
        paymentId: credited.paymentId,
        credited: credited.credited,
        balance: credited.balance,
        receiptId: credited.receiptId,
      });
    },
  );

  if (gateway.name !== 'sandbox') return;

  app.post(
    '/payments/sandbox/orders/:orderId/pay',
    {
      preHandler: [app.requireUser, app.idempotent],
      preSerialization: app.idempotentAnswer,
      schema: {
        summary: 'Sandbox checkout: pay an order, or fail it, as a gateway would',
        params: OrderIdParamsSchema,
        body: SandboxPayRequestSchema,
        response: { 200: SandboxPayResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const { orderId } = request.params;
      const order = await app.db
        .selectFrom('payment_order')
        .select(['id', 'amount', 'state'])
        .where('id', '=', orderId)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!order) return reply.code(404).send(ORDER_NOT_FOUND);
      if (order.state === 'paid') {
        return reply.code(409).send({
          message: WALLET_MESSAGES.orderNotPayable,
          code: 'conflict',
          reason: 'order_not_payable',
        });
      }
      const paymentId = gatewayStyleId('pay');
      const success = request.body.outcome === 'success';
      const description = 'The sandbox payment was declined, as chosen on its checkout page.';
      await app.deliverSandboxWebhook(
        signWebhookEvent(gateway.webhookSecret, {
          event: success ? 'payment.captured' : 'payment.failed',
          payment: {
            id: paymentId,
            order_id: orderId,
            amount: Number(order.amount),
            currency: 'INR',
            status: success ? 'captured' : 'failed',
            ...(success ? {} : { error_description: description }),
          },
        }),
      );
      const answer = success
        ? {
            razorpay_order_id: orderId,
            razorpay_payment_id: paymentId,
            razorpay_signature: hmacHex(
              gateway.paymentSecret,
              paymentSignatureMessage(orderId, paymentId),
            ),
          }
        : {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description,
              reason: 'payment_failed',
              metadata: { order_id: orderId, payment_id: paymentId },
            },
          };
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );
};
