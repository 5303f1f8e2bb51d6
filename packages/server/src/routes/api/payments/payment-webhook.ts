import { ErrorResponseSchema, WALLET_MESSAGES, WebhookAckSchema } from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { signatureMatches } from '../../../payments/signatures.js';
import { handleWebhookEvent } from '../../../payments/webhook-events.js';

/** Razorpay's webhooks are small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * `POST /api/payments/webhook`: the gateway's events. The signature covers the exact bytes
 * sent, so this route alone reads its body raw (a parsed and re-serialised body could differ
 * by a space and fail, or worse, pass). Events are deduplicated by their id, and answered as
 * soon as they are recorded.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/payments/webhook',
    {
      schema: {
        summary: 'Payment gateway webhook (signed with X-Razorpay-Signature)',
        response: { 200: WebhookAckSchema, 400: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const raw = request.body;
      const signature = request.headers['x-razorpay-signature'];
      if (
        !Buffer.isBuffer(raw) ||
        typeof signature !== 'string' ||
        !signatureMatches(app.paymentGateway.webhookSecret, raw, signature)
      ) {
        request.log.warn(
          { eventId: request.headers['x-razorpay-event-id'] },
          'webhook signature refused',
        );
        return reply.code(400).send({
          message: WALLET_MESSAGES.invalidSignature,
          code: 'bad_request',
          reason: 'invalid_signature',
        });
      }
      const eventIdHeader = request.headers['x-razorpay-event-id'];
      const eventId = typeof eventIdHeader === 'string' ? eventIdHeader : undefined;
      if (eventId) {
        const seen = await app.db
          .selectFrom('webhook_event')
          .select('id')
          .where('id', '=', eventId)
          .executeTakeFirst();
        if (seen) return { received: true as const };
      }
      const body = raw.toString('utf8');
      const outcome = await handleWebhookEvent(app.db, body, request.log);
      if (outcome === 'retry') {
        return reply.code(503).header('retry-after', '5').send({
          message: 'This event is about a refund still being recorded; send it again',
          code: 'service_unavailable',
          reason: 'unavailable',
        });
      }
      if (eventId) {
        const event = (JSON.parse(body) as { event?: unknown }).event;
        await sql`insert into webhook_event (id, event) values (${eventId}, ${String(event)})
          on conflict (id) do nothing`.execute(app.db);
      }
      return { received: true as const };
    },
  );
};
