import {
  AdminAstrologerCreateSchema,
  AdminAstrologerListSchema,
  AdminAstrologerUpdateSchema,
  AstrologerSchema,
  CONSULTATION_MESSAGES,
  ErrorResponseSchema,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unreachable } from '../../../accounts/http-replies.js';
import { hashPassword } from '../../../accounts/passwords.js';
import { recordAuditEvent } from '../../../audit/audit-log.js';
import { freeSlug, presentAstrologer } from '../../../consultations/astrologer-profiles.js';
import type { JsonValue } from '../../../db/schema.js';
import { loadConsultationSettings } from '../../../settings/platform-settings.js';
import { balanceOf } from '../../../wallet/ledger.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

const AstrologerIdParamsSchema = z.object({ id: z.uuid({ error: 'id must be a UUID' }) });

/**
 * Astrologers are created by administrators only (there is no public sign-up as one): an
 * account of role astrologer and its profile in one transaction, audited. Editing sets the
 * profile, the rate, the revenue share, the listing (approve or suspend) or a new password
 * (how demo astrologers get one), audited with the values before.
 */
export const adminAstrologerRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireAdmin = app.requireRole('admin');
  const packageDiscount = () =>
    app.platformSettings.current().consultations.chatPackageDiscountPercent;

  app.get(
    '/admin/astrologers',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Every astrologer, listed or not, with e-mail, share, earnings and last heartbeat',
        response: { 200: AdminAstrologerListSchema, ...errors },
      },
    },
    async (_request, reply) => {
      const rows = await app.db
        .selectFrom('astrologer as a')
        .innerJoin('app_user as u', 'u.id', 'a.user_id')
        .selectAll('a')
        .select('u.email')
        .orderBy('a.listed', 'asc')
        .orderBy('a.name')
        .execute();
      const astrologers = await Promise.all(
        rows.map(async ({ email, ...row }) => ({
          ...presentAstrologer(row, packageDiscount()),
          email,
          revenueSharePercent: row.revenue_share_bp / 100,
          listed: row.listed,
          earnings: await balanceOf(app.db, { kind: 'astrologer_earnings', ownerId: row.user_id }),
          lastSeenAt: row.last_seen_at?.toISOString() ?? null,
        })),
      );
      return reply.header('cache-control', 'no-store').send({ astrologers });
    },
  );

  app.post(
    '/admin/astrologers',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Create an astrologer: account and profile',
        body: AdminAstrologerCreateSchema,
        response: { 201: AstrologerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user: admin } = request.account ?? unreachable();
      const body = request.body;
      const passwordHash = await hashPassword(body.password);
      const slug = await freeSlug(app.db, body.name);
      const row = await app.db.transaction().execute(async (trx) => {
        const user = await trx
          .insertInto('app_user')
          .values({
            id: crypto.randomUUID(),
            email: body.email.trim(),
            name: body.name,
            password_hash: passwordHash,
            role: 'astrologer',
            language: 'en',
          })
          .onConflict((conflict) => conflict.doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!user) return undefined;
        const created = await trx
          .insertInto('astrologer')
          .values({
            user_id: user.id,
            slug,
            name: body.name,
            bio: body.bio,
            languages: JSON.stringify(body.languages),
            specialties: JSON.stringify(body.specialties),
            experience_years: body.experienceYears,
            rate_per_minute: body.ratePerMinute * 100,
            // The share the settings give a new astrologer; changed per astrologer by a PATCH.
            revenue_share_bp:
              (await loadConsultationSettings(trx)).defaultRevenueSharePercent * 100,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAuditEvent(trx, {
          actorId: admin.id,
          action: 'astrologer.create',
          target: user.id,
          details: { slug, ratePerMinute: body.ratePerMinute },
        });
        return created;
      });
      if (!row) {
        return reply.code(409).send({
          message: CONSULTATION_MESSAGES.emailTaken,
          code: 'conflict',
          reason: 'email_taken',
          field: 'email',
        });
      }
      return reply
        .code(201)
        .send(
          presentAstrologer(
            row,
            app.platformSettings.current().consultations.chatPackageDiscountPercent,
          ),
        );
    },
  );

  app.patch(
    '/admin/astrologers/:id',
    {
      preHandler: requireAdmin,
      schema: {
        summary: "Edit an astrologer's profile, rate, revenue share, listing or password",
        params: AstrologerIdParamsSchema,
        body: AdminAstrologerUpdateSchema,
        response: { 200: AstrologerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user: admin } = request.account ?? unreachable();
      const body = request.body;
      const passwordHash = body.password ? await hashPassword(body.password) : undefined;
      const row = await app.db.transaction().execute(async (trx) => {
        const changes = {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.bio !== undefined ? { bio: body.bio } : {}),
          ...(body.ratePerMinute !== undefined
            ? { rate_per_minute: body.ratePerMinute * 100 }
            : {}),
          ...(body.experienceYears !== undefined ? { experience_years: body.experienceYears } : {}),
          ...(body.specialties ? { specialties: JSON.stringify(body.specialties) } : {}),
          ...(body.languages ? { languages: JSON.stringify(body.languages) } : {}),
          ...(body.revenueSharePercent !== undefined
            ? { revenue_share_bp: body.revenueSharePercent * 100 }
            : {}),
          ...(body.listed !== undefined ? { listed: body.listed } : {}),
        };
        const before = await trx
          .selectFrom('astrologer')
          .selectAll()
          .where('user_id', '=', request.params.id)
          .forUpdate()
          .executeTakeFirst();
        // A new password alone changes no profile column: the row is only read then.
        const updated =
          Object.keys(changes).length > 0
            ? await trx
                .updateTable('astrologer')
                .set(changes)
                .where('user_id', '=', request.params.id)
                .returningAll()
                .executeTakeFirst()
            : await trx
                .selectFrom('astrologer')
                .selectAll()
                .where('user_id', '=', request.params.id)
                .executeTakeFirst();
        if (!updated) return undefined;
        if (passwordHash) {
          await trx
            .updateTable('app_user')
            .set({ password_hash: passwordHash })
            .where('id', '=', updated.user_id)
            .execute();
        }
        const { password: _password, ...changed } = body;
        await recordAuditEvent(trx, {
          actorId: admin.id,
          action: 'astrologer.update',
          target: updated.user_id,
          details: {
            ...changed,
            passwordChanged: passwordHash !== undefined,
            // The columns this change set, as they were.
            before: before
              ? Object.fromEntries(
                  Object.keys(changes).map((column) => [
                    column,
                    before[column as keyof typeof before] as JsonValue,
                  ]),
                )
              : null,
          },
        });
        return updated;
      });
      if (!row) {
        return reply.code(404).send({
          message: CONSULTATION_MESSAGES.astrologerNotFound,
          code: 'not_found',
          reason: 'astrologer_not_found',
        });
      }
      return reply.send(
        presentAstrologer(
          row,
          app.platformSettings.current().consultations.chatPackageDiscountPercent,
        ),
      );
    },
  );
};
