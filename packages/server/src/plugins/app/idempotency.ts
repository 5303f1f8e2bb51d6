import { createHash } from 'node:crypto';
import { type ErrorResponse, WALLET_MESSAGES } from '@jyotish/contract';
import type {
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preSerializationAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler, after the auth guard, of every route that moves money: honours an
     * `Idempotency-Key` header (Stripe's and Razorpay's convention). The first request with a
     * key runs and its answer is stored; a retry with the same key and body gets that answer
     * again; the same key with another body is refused 422; a retry while the first still runs
     * is refused 409. Register `idempotentAnswer` as the route's preSerialization with it.
     */
    idempotent: preHandlerAsyncHookHandler;
    idempotentAnswer: preSerializationAsyncHookHandler<unknown>;
  }
  interface FastifyRequest {
    idempotency: { readonly scope: string; readonly key: string } | null;
  }
}

/** A running request's claim on its key; past it (a crashed server), a retry may run. */
const RUNNING_LEASE_SECONDS = 60;
/** Stored answers are kept this long, then pruned: retries come within minutes, not days. */
const KEEP_ANSWERS_HOURS = 24;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

function conflict(
  reply: FastifyReply,
  status: 400 | 409 | 422,
  error: ErrorResponse,
): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send(error);
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

export const idempotencyPlugin = fp(
  async (app) => {
    app.decorateRequest('idempotency', null);

    app.decorate('idempotent', async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers['idempotency-key'];
      if (key === undefined) return;
      if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
        return conflict(reply, 400, {
          message: 'Idempotency-Key must be 1 to 255 printable characters',
          code: 'bad_request',
          reason: 'bad_request',
          field: 'Idempotency-Key',
        });
      }
      // Keys are the caller's own: two users (or one user on two routes) never share one.
      const scope = `${request.account?.user.id ?? request.ip} ${request.method} ${request.routeOptions.url}`;
      const hash = requestHash(request);
      const claimed = await sql<{ key: string }>`
        insert into idempotency_request (scope, key, request_hash, state, locked_until)
        values (${scope}, ${key}, ${hash}, 'running',
                now() + make_interval(secs => ${RUNNING_LEASE_SECONDS}))
        on conflict (scope, key) do nothing
        returning key`.execute(app.db);
      if (claimed.rows.length > 0) {
        request.idempotency = { scope, key };
        return;
      }
      const stored = await app.db
        .selectFrom('idempotency_request')
        .selectAll()
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirst();
      if (stored === undefined) return conflict(reply, 409, inProgress());
      if (stored.request_hash !== hash) {
        return conflict(reply, 422, {
          message: WALLET_MESSAGES.idempotencyKeyReused,
          code: 'validation_failed',
          reason: 'idempotency_key_reused',
          field: 'Idempotency-Key',
        });
      }
      if (stored.state === 'done' && stored.status !== null) {
        return reply
          .code(stored.status)
          .header('content-type', stored.content_type ?? 'application/json; charset=utf-8')
          .header('idempotent-replayed', 'true')
          .header('cache-control', 'no-store')
          .send(stored.body ?? '');
      }
      // Still running; taken over only when its lease ran out (the first request's server died).
      const takenOver = await sql<{ key: string }>`
        update idempotency_request
        set locked_until = now() + make_interval(secs => ${RUNNING_LEASE_SECONDS})
        where scope = ${scope} and key = ${key} and state = 'running' and locked_until < now()
        returning key`.execute(app.db);
      if (takenOver.rows.length === 0) return conflict(reply, 409, inProgress());
      request.idempotency = { scope, key };
    });

    app.decorate('idempotentAnswer', async (request, reply, payload: unknown) => {
      const claim = request.idempotency;
      if (claim === null) return payload;
      request.idempotency = null;
      if (reply.statusCode >= 500) {
        // A failure is not an answer to replay: the retry runs again.
        await app.db
          .deleteFrom('idempotency_request')
          .where('scope', '=', claim.scope)
          .where('key', '=', claim.key)
          .execute();
        return payload;
      }
      const serialized = reply.serialize(payload);
      const body =
        typeof serialized === 'string'
          ? serialized
          : Buffer.from(serialized as ArrayBuffer).toString('utf8');
      await app.db
        .updateTable('idempotency_request')
        .set({
          state: 'done',
          status: reply.statusCode,
          content_type: String(
            reply.getHeader('content-type') ?? 'application/json; charset=utf-8',
          ),
          body,
        })
        .where('scope', '=', claim.scope)
        .where('key', '=', claim.key)
        .execute();
      return payload;
    });

    const pruning = setInterval(
      () =>
        void app.db
          .deleteFrom('idempotency_request')
          .where(
            'created_at',
            '<',
            sql<Date>`now() - make_interval(hours => ${KEEP_ANSWERS_HOURS})`,
          )
          .execute()
          .catch((error: unknown) =>
            app.log.error({ err: error }, 'pruning idempotency keys failed'),
          ),
      60 * 60 * 1000,
    ).unref();
    app.addHook('onClose', async () => clearInterval(pruning));
  },
  { name: 'idempotency', dependencies: ['database'] },
);

function inProgress(): ErrorResponse {
  return {
    message: WALLET_MESSAGES.requestInProgress,
    code: 'conflict',
    reason: 'request_in_progress',
  };
}
