import { USER_ROLES } from '../api/current-user.js';
import { queryNumber } from '../api/query-number.js';
import { z } from '../zod.js';

/** One account as administrators see it. Times are ISO 8601 instants. */
export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
  disabled: z.boolean(),
  hasGoogle: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const ADMIN_USERS_PAGE_SIZE = 20;

/** `GET /api/admin/users`: `q` matches e-mail or name (case-insensitive); pages start at 1. */
export const AdminUsersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: queryNumber({ min: 1, integer: true, default: 1 }),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;

export const AdminUsersPageSchema = z.object({
  users: z.array(AdminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof AdminUsersPageSchema>;

/** `PATCH /api/admin/users/{id}`: change the role, disable or enable the account. */
export const AdminUserPatchSchema = z
  .object({ role: z.enum(USER_ROLES).optional(), disabled: z.boolean().optional() })
  .refine((patch) => patch.role !== undefined || patch.disabled !== undefined, {
    error: 'role or disabled is required',
  });
export type AdminUserPatch = z.infer<typeof AdminUserPatchSchema>;

export const UserIdParamsSchema = z.object({ id: z.uuid() });

/** One message of the e-mail outbox (kept when no SMTP server is configured). */
export const OutboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  kind: z.string(),
  language: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const OutboxPageSchema = z.object({ mails: z.array(OutboxMailSchema) });

/**
 * What the audit log records: an administrator reading the outbox, changing an account,
 * putting a dead background job back in the queue.
 */
export const AUDIT_ACTIONS = [
  'mail_outbox.read',
  'user.update',
  'job.retry',
  'wallet.adjust',
  'wallet_settings.update',
  'payment.refund',
  'promo_code.create',
  'astrologer.create',
  'astrologer.update',
  'horoscope.override',
  'horoscope.override_remove',
  'report_settings.update',
  'article.create',
  'article.update',
  'article.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One entry of the audit log: what an administrator did or read, and when. */
export const AuditEventSchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

/** `GET /api/admin/audit-log`: the latest entries, newest first. */
export const AuditLogPageSchema = z.object({ events: z.array(AuditEventSchema) });

/** `GET /api/admin/welcome-mail?language=hi`: the welcome mail as it renders. */
export const MailPreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
