import {
  AstrologerProfileUpdateSchema,
  AstrologerSelfSchema,
  AstrologerStatusSchema,
  ConsultationListSchema,
  ErrorResponseSchema,
  WalletQuerySchema,
  WalletSchema,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unreachable } from '../../../accounts/http-replies.js';
import {
  type AstrologerRow,
  presentAstrologer,
  touchAstrologer,
} from '../../../consultations/astrologer-profiles.js';
import { listConsultations } from '../../../consultations/consultation-presenter.js';
import { balanceOf } from '../../../wallet/ledger.js';
import { accountHistory } from '../../../wallet/wallet-history.js';

const errors = { 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

/**
 * The astrologer's own desk, role astrologer only: online status, profile, the requests and
 * chats (polled by the dashboard, which also keeps them online), and their earnings ledger.
 */
export const astrologerSelfRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireAstrologer = app.requireRole('astrologer');

  async function ownProfile(userId: string): Promise<AstrologerRow | undefined> {
    return app.db
      .selectFrom('astrologer')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async function self(row: AstrologerRow) {
    return {
      astrologer: presentAstrologer(
        row,
        app.platformSettings.current().consultations.chatPackageDiscountPercent,
      ),
      revenueSharePercent: row.revenue_share_bp / 100,
      earnings: await balanceOf(app.db, { kind: 'astrologer_earnings', ownerId: row.user_id }),
    };
  }

  const noProfile = {
    message: 'This account has no astrologer profile',
    code: 'not_found' as const,
    reason: 'astrologer_not_found' as const,
  };

  app.get(
    '/astrologer/me',
    {
      preHandler: requireAstrologer,
      schema: {
        summary: 'My astrologer profile, share and earnings',
        response: { 200: AstrologerSelfSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const row = await ownProfile(user.id);
      if (!row) return reply.code(404).send(noProfile);
      return reply.header('cache-control', 'no-store').send(await self(row));
    },
  );

  app.put(
    '/astrologer/status',
    {
      preHandler: requireAstrologer,
      schema: {
        summary: 'Go online or offline',
        body: AstrologerStatusSchema,
        response: { 200: AstrologerSelfSchema, 400: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const row = await app.db
        .updateTable('astrologer')
        .set({ online: request.body.online, last_seen_at: app.clock.now() })
        .where('user_id', '=', user.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) return reply.code(404).send(noProfile);
      return reply.send(await self(row));
    },
  );

  app.patch(
    '/astrologer/profile',
    {
      preHandler: requireAstrologer,
      schema: {
        summary: 'Edit my bio, specialties and languages',
        body: AstrologerProfileUpdateSchema,
        response: { 200: AstrologerSelfSchema, 400: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const { bio, specialties, languages } = request.body;
      const changes = {
        ...(bio !== undefined ? { bio } : {}),
        ...(specialties ? { specialties: JSON.stringify(specialties) } : {}),
        ...(languages ? { languages: JSON.stringify(languages) } : {}),
      };
      const row =
        Object.keys(changes).length > 0
          ? await app.db
              .updateTable('astrologer')
              .set(changes)
              .where('user_id', '=', user.id)
              .returningAll()
              .executeTakeFirst()
          : await ownProfile(user.id);
      if (!row) return reply.code(404).send(noProfile);
      return reply.send(await self(row));
    },
  );

  app.get(
    '/astrologer/consultations',
    {
      preHandler: requireAstrologer,
      schema: {
        summary: 'My requests and chats, newest first (the dashboard polls it: a heartbeat)',
        response: { 200: ConsultationListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      await touchAstrologer(app.db, user.id, app.clock.now());
      const data = await listConsultations(app.db, { astrologerId: user.id }, 50);
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  app.get(
    '/astrologer/earnings',
    {
      preHandler: requireAstrologer,
      schema: {
        summary: 'My earnings account: balance and each credit, newest first',
        querystring: WalletQuerySchema,
        response: { 200: WalletSchema, 400: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      return reply
        .header('cache-control', 'no-store')
        .send(
          await accountHistory(
            app.db,
            { kind: 'astrologer_earnings', ownerId: user.id },
            request.query,
          ),
        );
    },
  );
};
