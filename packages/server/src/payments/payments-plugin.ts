import fp from 'fastify-plugin';
import { z } from 'zod';
import { defineJobKind } from '../jobs/job-kind.js';
import type { PaymentGateway } from './gateway.js';
import { expireAbandonedOrders } from './orders.js';
import { razorpayGateway } from './razorpay-gateway.js';
import { postWebhookTo, type SignedWebhook, sandboxGateway } from './sandbox-gateway.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway chosen at start: Razorpay when configured, else the sandbox. */
    paymentGateway: PaymentGateway;
    /** Sends a signed webhook to our own endpoint, as the gateway would (sandbox only). */
    deliverSandboxWebhook: (webhook: SignedWebhook) => Promise<void>;
  }
}

/**
 * The sandbox's webhook deliveries: a job each, so a delivery that fails (the server was
 * restarting) is retried like Razorpay retries, and each one goes through the real route,
 * signature check included.
 */
const SANDBOX_WEBHOOK_JOB = defineJobKind({
  kind: 'sandbox-webhook',
  payload: z.object({ eventId: z.string(), body: z.string(), signature: z.string() }),
  maxAttempts: 10,
});

/** How often unpaid orders past their day are marked failed (their promo uses given back). */
const ABANDONED_SWEEP_MS = 60 * 60 * 1000;

/** A webhook is sent a moment after the payment, as a gateway's arrives after Checkout's answer. */
const SANDBOX_WEBHOOK_DELAY_MS = 200;

export const paymentsPlugin = fp(
  async (app) => {
    const { razorpay, sandboxSecret } = app.config.payments;
    const deliver = async (webhook: SignedWebhook) => {
      try {
        await app.jobs.enqueue(SANDBOX_WEBHOOK_JOB, webhook, { delayMs: SANDBOX_WEBHOOK_DELAY_MS });
      } catch (error) {
        app.log.error({ err: error, eventId: webhook.eventId }, 'sandbox webhook not queued');
      }
    };
    app.decorate('deliverSandboxWebhook', deliver);
    app.decorate(
      'paymentGateway',
      razorpay
        ? await razorpayGateway(razorpay)
        : sandboxGateway({ secret: sandboxSecret, deliver }),
    );
    app.log.info({ gateway: app.paymentGateway.name }, 'payment gateway');
    if (!razorpay && app.config.nodeEnv === 'production') {
      // The sandbox credits whatever its checkout page is told: fine for a trial or a demo,
      // never for a site that sells. Said at every start, so no operator misses it.
      app.log.warn(
        'payments run on the built-in sandbox: recharges are simulated and cost nothing; set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET to take real payments',
      );
    }
    const sweeping = setInterval(
      () =>
        void expireAbandonedOrders(app.db, new Date()).catch((error: unknown) =>
          app.log.error({ err: error }, 'expiring abandoned orders failed'),
        ),
      ABANDONED_SWEEP_MS,
    ).unref();
    app.addHook('onClose', async () => clearInterval(sweeping));
    app.jobs.register({
      job: SANDBOX_WEBHOOK_JOB,
      async run(webhook) {
        const response = await postWebhookTo(app, webhook);
        if (response.statusCode >= 300) {
          throw new Error(
            `Webhook answered ${response.statusCode}: ${response.body.slice(0, 200)}`,
          );
        }
      },
    });
  },
  { name: 'payments', dependencies: ['database', 'jobs'] },
);
