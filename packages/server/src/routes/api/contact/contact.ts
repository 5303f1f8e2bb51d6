import {
  CONTACT_MESSAGES_PAGE_SIZE,
  ContactMessageListSchema,
  ContactMessagesQuerySchema,
  ContactReceiptSchema,
  ContactRequestSchema,
  ErrorResponseSchema,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooManyAttempts } from '../../../accounts/http-replies.js';
import { takeAttempt } from '../../../accounts/throttle.js';
import {
  CONTACT_MESSAGES_PER_ADDRESS,
  CONTACT_MESSAGES_PER_EMAIL,
  presentContactMessage,
  receiveContactMessage,
} from '../../../contact/contact-messages.js';

/**
 * `/contact`'s form: anyone may write (signed in or not); five messages an hour from one
 * address and three to one e-mail, counted in the database. Administrators read them here.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      preHandler: app.identifyUser,
      schema: {
        summary: 'Send a message to the team',
        body: ContactRequestSchema,
        response: { 201: ContactReceiptSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      for (const [rule, subject] of [
        [CONTACT_MESSAGES_PER_ADDRESS, request.ip],
        [CONTACT_MESSAGES_PER_EMAIL, request.body.email.toLowerCase()],
      ] as const) {
        const attempt = await takeAttempt(app.db, rule, subject);
        if (!attempt.allowed) return tooManyAttempts(reply, attempt.retryAfter);
      }
      const id = await receiveContactMessage(
        app.db,
        app.jobs,
        { ...request.body, userId: request.account?.user.id ?? null },
        app.config.adminEmail,
      );
      return reply.code(201).send({ id });
    },
  );

  app.get(
    '/admin/contact-messages',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        summary: 'Messages from the contact page, newest first, fifty a page',
        querystring: ContactMessagesQuerySchema,
        response: {
          200: ContactMessageListSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { page } = request.query;
      const [rows, total] = await Promise.all([
        app.db
          .selectFrom('contact_message')
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(CONTACT_MESSAGES_PAGE_SIZE)
          .offset((page - 1) * CONTACT_MESSAGES_PAGE_SIZE)
          .execute(),
        app.db
          .selectFrom('contact_message')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return reply.header('cache-control', 'no-store').send({
        messages: rows.map(presentContactMessage),
        total: Number(total.n),
        page,
        pageSize: CONTACT_MESSAGES_PAGE_SIZE,
      });
    },
  );
};
