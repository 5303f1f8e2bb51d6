import {
  CHAT_MESSAGES_PER_SECOND,
  ChatClientEventSchema,
  type ChatServerEvent,
  ChatSocketQuerySchema,
  CONSULTATION_MESSAGES,
  ConsultationParamsSchema,
  ErrorResponseSchema,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { unreachable } from '../../../accounts/http-replies.js';
import { findUserById } from '../../../accounts/users.js';
import { touchAstrologer } from '../../../consultations/astrologer-profiles.js';
import type { ChatConnection } from '../../../consultations/chat-hub.js';
import { appendMessage, messagesAfter } from '../../../consultations/chat-messages.js';
import { redeemChatTicket } from '../../../consultations/chat-tickets.js';
import {
  markUserGone,
  markUserPresent,
  stateEvents,
} from '../../../consultations/consultation-lifecycle.js';
import { sideOf } from './consultations.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the socket route's checks before the upgrade. */
    chatParticipant?: { readonly side: 'user' | 'astrologer'; readonly userId: string };
  }
}

/** A connection that has not answered a ping for this long is closed (its grace period starts). */
const HEARTBEAT_MS = 15_000;

/**
 * The live chat: `GET /api/consultations/{id}/socket?ticket=…&after=…`. The ticket (single use,
 * 30 s) and the Origin are checked before the upgrade, so a refused socket is an ordinary HTTP
 * 403. On connect the client gets the messages after `after` and the state; then each message
 * is stored (numbered, a resent `clientId` kept once) before it is relayed.
 */
export const consultationSocketRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicOrigin = new URL(app.config.publicUrl).origin;
  // A page of another site can open a WebSocket to us with the user's cookies (browsers do not
  // apply CORS to sockets), so the Origin must be ours: the public URL, or the very host the
  // request came to (a site opened at 127.0.0.1 rather than its PUBLIC_URL). A foreign page
  // cannot set either: browsers write both headers themselves.
  const originAllowed = (origin: string | undefined, host: string | undefined) => {
    if (!origin) return false;
    if (origin === publicOrigin) return true;
    try {
      return host !== undefined && new URL(origin).host === host;
    } catch {
      return false;
    }
  };

  app.get(
    '/consultations/:id/socket',
    {
      websocket: true,
      schema: {
        summary: 'The chat socket (WebSocket upgrade; a ticket from /ticket)',
        params: ConsultationParamsSchema,
        querystring: ChatSocketQuerySchema,
        response: { 403: ErrorResponseSchema },
      },
      // After validation (a malformed query is a 400 naming its field), before the upgrade.
      preHandler: async (request, reply) => {
        if (!originAllowed(request.headers.origin, request.headers.host)) {
          return reply.code(403).send({
            message: CONSULTATION_MESSAGES.originRefused,
            code: 'forbidden',
            reason: 'origin_refused',
          });
        }
        const { id } = request.params;
        const userId = await redeemChatTicket(app.db, {
          ticket: request.query.ticket,
          consultationId: id,
          now: app.clock.now(),
        });
        const user = userId ? await findUserById(app.db, userId) : undefined;
        const row = user
          ? await app.db
              .selectFrom('consultation')
              .selectAll()
              .where('id', '=', id)
              .executeTakeFirst()
          : undefined;
        const side = row && user ? sideOf(row, user) : undefined;
        if (!side || side === 'admin') {
          return reply.code(403).send({
            message: CONSULTATION_MESSAGES.ticketInvalid,
            code: 'forbidden',
            reason: 'ticket_invalid',
          });
        }
        request.chatParticipant = { side, userId: user?.id ?? unreachable() };
      },
    },
    async (socket: WebSocket, request) => {
      const { side, userId } = request.chatParticipant ?? unreachable();
      const consultationId = request.params.id;
      const send = (event: ChatServerEvent) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
      };
      const connection: ChatConnection = { consultationId, side, send };
      const recent: number[] = [];
      let alive = true;
      const heartbeat = setInterval(() => {
        if (!alive) {
          socket.terminate();
          return;
        }
        alive = false;
        socket.ping();
      }, HEARTBEAT_MS);
      socket.on('pong', () => {
        alive = true;
        if (side === 'astrologer') void touchAstrologer(app.db, userId, app.clock.now());
      });

      socket.on('close', () => {
        clearInterval(heartbeat);
        app.chatHub.remove(connection);
        if (side === 'user' && !app.chatHub.has(consultationId, 'user')) {
          void markUserGone(app.db, consultationId, app.clock.now()).catch((error: unknown) =>
            request.log.error({ err: error }, 'marking a chat user gone failed'),
          );
        }
      });

      // One socket's events are handled one after the other, so its messages are numbered in
      // the order they were sent; the rate is counted as they arrive.
      let queue = Promise.resolve();
      socket.on('message', (data) => {
        const arrived = Date.now();
        queue = queue
          .then(() => handle(String(data), arrived))
          .catch((error: unknown) => {
            request.log.error({ err: error }, 'chat message failed');
            send({ type: 'error', reason: 'internal_error', message: 'Something went wrong' });
          });
      });

      async function handle(data: string, arrived: number) {
        let json: unknown;
        try {
          json = JSON.parse(data);
        } catch {
          json = undefined;
        }
        const parsed = ChatClientEventSchema.safeParse(json);
        if (!parsed.success) {
          send({
            type: 'error',
            reason: 'message_invalid',
            message: CONSULTATION_MESSAGES.messageInvalid,
          });
          return;
        }
        const event = parsed.data;
        if (event.type === 'typing') {
          await app.chatHub.publish([
            {
              consultationId,
              audience: side === 'user' ? 'astrologer' : 'user',
              event: { type: 'typing', from: side },
            },
          ]);
          return;
        }
        if (event.type === 'read') {
          await app.db
            .updateTable('consultation')
            .set(
              side === 'user' ? { user_read_seq: event.seq } : { astrologer_read_seq: event.seq },
            )
            .where('id', '=', consultationId)
            .execute();
          await app.chatHub.publish([
            {
              consultationId,
              audience: side === 'user' ? 'astrologer' : 'user',
              event: { type: 'read', seq: event.seq, from: side },
            },
          ]);
          return;
        }
        while (recent.length > 0 && (recent[0] ?? 0) <= arrived - 1000) recent.shift();
        if (recent.length >= CHAT_MESSAGES_PER_SECOND) {
          send({
            type: 'error',
            reason: 'too_many_messages',
            message: CONSULTATION_MESSAGES.tooManyMessages,
          });
          return;
        }
        recent.push(arrived);
        const stored = await app.db.transaction().execute(async (trx) => {
          const row = await trx
            .selectFrom('consultation')
            .select('status')
            .where('id', '=', consultationId)
            .executeTakeFirstOrThrow();
          if (row.status !== 'active' && row.status !== 'requested') return undefined;
          return appendMessage(trx, {
            consultationId,
            sender: side,
            clientId: event.clientId,
            text: event.text,
            at: app.clock.now(),
          });
        });
        if (!stored) {
          send({
            type: 'error',
            reason: 'consultation_not_active',
            message: CONSULTATION_MESSAGES.consultationNotActive,
          });
          return;
        }
        if (stored.duplicate) send(stored.message);
        else
          await app.chatHub.publish([{ consultationId, audience: 'all', event: stored.message }]);
      }

      // Join the hub before reading the backlog, so nothing sent in between is missed (a
      // message may then arrive twice; clients keep one per sequence number).
      app.chatHub.add(connection);
      if (side === 'user') await markUserPresent(app.db, consultationId);
      else await touchAstrologer(app.db, userId, app.clock.now());
      for (const message of await messagesAfter(app.db, consultationId, request.query.after ?? 0))
        send(message);
      const row = await app.db
        .selectFrom('consultation')
        .selectAll()
        .where('id', '=', consultationId)
        .executeTakeFirstOrThrow();
      const [astrologerState, userState] = await app.db
        .transaction()
        .execute((trx) => stateEvents(trx, row));
      send((side === 'user' ? userState : astrologerState)?.event ?? unreachable());
    },
  );
};
