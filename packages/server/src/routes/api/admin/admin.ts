import {
  ADMIN_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  type AdminUser,
  AdminUserPatchSchema,
  AdminUserSchema,
  AdminUsersPageSchema,
  AdminUsersQuerySchema,
  AuditLogPageSchema,
  AuditQuerySchema,
  AuditSearchSchema,
  ErrorResponseSchema,
  LANGUAGES,
  MailPreviewSchema,
  OutboxPageSchema,
  UserIdParamsSchema,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { unreachable } from '../../../accounts/http-replies.js';
import { presentOutboxMail } from '../../../accounts/mail-outbox.js';
import { renderWelcomeMail } from '../../../accounts/mail-templates.js';
import { endUserSessions } from '../../../accounts/sessions.js';
import type { UserRow } from '../../../accounts/users.js';
import { presentAuditEvent, recordAuditEvent } from '../../../audit/audit-log.js';
import { auditCsv, auditEventsForExport, searchAuditLog } from '../../../audit/audit-search.js';
import { csvDocument, sendCsv } from '../../../csv/csv.js';
import type { AppDatabase } from '../../../db/schema.js';

const guardResponses = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

function presentAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    disabled: user.disabled_at !== null,
    hasGoogle: user.google_subject !== null,
    createdAt: new Date(user.created_at).toISOString(),
    lastLoginAt: user.last_login_at ? new Date(user.last_login_at).toISOString() : null,
  };
}

/** The most rows one CSV export of accounts holds. */
const USERS_CSV_LIMIT = 10_000;

/** Accounts whose e-mail or name contains `q` (literally: `%` and `_` are characters). */
function usersMatching(db: AppDatabase, q: string | undefined) {
  const query = db.selectFrom('app_user');
  if (!q) return query;
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return query.where((eb) =>
    eb.or([
      eb(sql<string>`lower(email)`, 'like', pattern),
      eb(sql<string>`lower(name)`, 'like', pattern),
    ]),
  );
}

const OUTBOX_LIMIT = 100;
const AUDIT_LOG_LIMIT = 100;

/** Administration of accounts and of the mail outbox; every route needs role admin. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireAdmin = app.requireRole('admin');

  app.get(
    '/admin/users',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Search and page through accounts',
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersPageSchema, ...guardResponses },
      },
    },
    async (request) => {
      const { q, page } = request.query;
      const query = usersMatching(app.db, q);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(ADMIN_USERS_PAGE_SIZE)
          .offset((page - 1) * ADMIN_USERS_PAGE_SIZE)
          .execute(),
        query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        users: rows.map(presentAdminUser),
        total: Number(count.total),
        page,
        pageSize: ADMIN_USERS_PAGE_SIZE,
      };
    },
  );

  app.get(
    '/admin/users.csv',
    {
      preHandler: requireAdmin,
      schema: {
        summary: `Accounts as CSV (the same search, at most ${USERS_CSV_LIMIT.toLocaleString('en')} rows, newest first)`,
        querystring: AdminUsersQuerySchema.omit({ page: true }),
        response: { 200: z.string().describe('text/csv'), ...guardResponses },
      },
    },
    async (request, reply) => {
      const rows = await usersMatching(app.db, request.query.q)
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(USERS_CSV_LIMIT)
        .execute();
      const csv = csvDocument(
        ['created_at', 'email', 'name', 'role', 'disabled', 'google', 'last_login_at'],
        rows
          .map(presentAdminUser)
          .map((user) => [
            user.createdAt,
            user.email,
            user.name,
            user.role,
            String(user.disabled),
            String(user.hasGoogle),
            user.lastLoginAt ?? '',
          ]),
      );
      return sendCsv(reply, 'users.csv', csv);
    },
  );

  app.patch(
    '/admin/users/:id',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Change an account’s role, disable or enable it',
        params: UserIdParamsSchema,
        body: AdminUserPatchSchema,
        response: {
          200: AdminUserSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          ...guardResponses,
        },
      },
    },
    async (request, reply) => {
      const { user: admin } = request.account ?? unreachable();
      const { role, disabled } = request.body;
      if (request.params.id === admin.id && (disabled === true || (role && role !== 'admin'))) {
        return reply.code(409).send({
          message: ADMIN_MESSAGES.cannotChangeSelf,
          code: 'conflict',
          reason: 'cannot_change_self',
        });
      }
      const updated = await app.db
        .updateTable('app_user')
        .set({
          ...(role !== undefined ? { role } : {}),
          ...(disabled !== undefined ? { disabled_at: disabled ? sql`now()` : null } : {}),
        })
        .where('id', '=', request.params.id)
        .returningAll()
        .executeTakeFirst();
      if (!updated)
        return reply.code(404).send({
          message: ADMIN_MESSAGES.userNotFound,
          code: 'not_found',
          reason: 'user_not_found',
        });
      await recordAuditEvent(app.db, {
        actorId: admin.id,
        action: 'user.update',
        target: updated.id,
        details: {
          ...(role !== undefined ? { role } : {}),
          ...(disabled !== undefined ? { disabled } : {}),
        },
      });
      // A disabled account is refused by the guards already; ending its sessions makes it final.
      if (disabled === true) await endUserSessions(app.db, updated.id);
      return presentAdminUser(updated);
    },
  );

  app.get(
    '/admin/mail-outbox',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'The latest mails of the outbox, secrets redacted; each read is audited',
        response: { 200: OutboxPageSchema, ...guardResponses },
      },
    },
    async (request, reply) => {
      const { user: admin } = request.account ?? unreachable();
      const rows = await app.db
        .selectFrom('mail_outbox')
        .selectAll()
        .orderBy('created_at', 'desc')
        .limit(OUTBOX_LIMIT)
        .execute();
      await recordAuditEvent(app.db, {
        actorId: admin.id,
        action: 'mail_outbox.read',
        details: { mails: rows.length },
      });
      return reply.header('cache-control', 'no-store').send({ mails: rows.map(presentOutboxMail) });
    },
  );

  app.get(
    '/admin/audit-log',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'The latest entries of the audit log: what administrators did and read',
        response: { 200: AuditLogPageSchema, ...guardResponses },
      },
    },
    async () => {
      const rows = await app.db
        .selectFrom('audit_event')
        .leftJoin('app_user', 'app_user.id', 'audit_event.actor_id')
        .selectAll('audit_event')
        .select('app_user.email as actor_email')
        .orderBy('audit_event.at', 'desc')
        .orderBy('audit_event.id', 'desc')
        .limit(AUDIT_LOG_LIMIT)
        .execute();
      return { events: rows.map(presentAuditEvent) };
    },
  );

  app.get(
    '/admin/welcome-mail',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'The welcome mail as it renders, in one language',
        querystring: z.object({ language: z.enum(LANGUAGES).default('en') }),
        response: { 200: MailPreviewSchema, ...guardResponses },
      },
    },
    async (request) => {
      const { user } = request.account ?? unreachable();
      return renderWelcomeMail(request.query.language, user.name, app.config.publicUrl);
    },
  );

  app.get(
    '/admin/audit',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'The audit log filtered by actor, action and days, a page at a time',
        querystring: AuditQuerySchema,
        response: { 200: AuditSearchSchema, 400: ErrorResponseSchema, ...guardResponses },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await searchAuditLog(app.db, request.query)),
  );

  app.get(
    '/admin/audit.csv',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'The filtered audit log as CSV (at most 10,000 rows, newest first)',
        querystring: AuditQuerySchema,
        response: {
          200: z.string().describe('text/csv'),
          400: ErrorResponseSchema,
          ...guardResponses,
        },
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'audit-log.csv', auditCsv(await auditEventsForExport(app.db, request.query))),
  );
};
