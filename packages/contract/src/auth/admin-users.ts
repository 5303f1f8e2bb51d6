import { USER_ROLES } from '../api/current-user.js';
import { queryNumber } from '../api/query-number.js';
import { isCalendarDate } from '../kundli/common.js';
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
  'consultation.transcript_read',
  'settings.update',
  'free_question.assign',
  'free_question.draft',
  'free_question.publish',
  'report.regenerate',
  'report.refund',
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

export const AUDIT_PAGE_SIZE = 50;

const AuditDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date YYYY-MM-DD' })
  .refine(isCalendarDate, { error: 'is not a calendar date' });

/**
 * `GET /api/admin/audit` (and `/api/admin/audit.csv`): the audit log filtered by who (an
 * account id or part of an e-mail address), what, and the UTC days from and to (inclusive).
 */
export const AuditQuerySchema = z
  .object({
    actor: z
      .string()
      .trim()
      .min(1)
      .max(254, { error: 'actor must be at most 254 characters' })
      .optional(),
    action: z
      .enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(', ')}` })
      .optional(),
    from: AuditDaySchema.optional(),
    to: AuditDaySchema.optional(),
    page: queryNumber({ min: 1, max: 100_000, integer: true, default: 1 }),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: 'to must not be before from',
  });
export type AuditQuery = z.input<typeof AuditQuerySchema>;

/** One page of the filtered audit log, newest first. */
export const AuditSearchSchema = z.object({
  events: z.array(AuditEventSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type AuditSearch = z.infer<typeof AuditSearchSchema>;

/** `GET /api/admin/welcome-mail?language=hi`: the welcome mail as it renders. */
export const MailPreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
