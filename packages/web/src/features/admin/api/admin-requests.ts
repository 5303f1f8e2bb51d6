import {
  type AdminUser,
  type AdminUserPatch,
  AdminUserSchema,
  type AdminUsersPage,
  AdminUsersPageSchema,
  type AuditEvent,
  AuditLogPageSchema,
  type Language,
  MailPreviewSchema,
  type OutboxMail,
  OutboxPageSchema,
} from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, apiGet } from '@/lib/api-client';

/** Query keys of the admin feature, from generic to specific. */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (q: string, page: number) => [...adminKeys.users(), { q, page }] as const,
  outbox: () => [...adminKeys.all, 'outbox'] as const,
  auditLog: () => [...adminKeys.all, 'audit-log'] as const,
  welcomeMail: (language: Language) => [...adminKeys.all, 'welcome-mail', language] as const,
};

export const adminUsersQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.userList(q, page),
    queryFn: async (): Promise<AdminUsersPage> =>
      AdminUsersPageSchema.parse(
        await apiGet<unknown>(`/api/admin/users?${new URLSearchParams({ q, page: String(page) })}`),
      ),
  });

export async function patchAdminUser(id: string, patch: AdminUserPatch): Promise<AdminUser> {
  return AdminUserSchema.parse(
    await apiFetch<unknown>(`/api/admin/users/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: patch,
    }),
  );
}

export const outboxQuery = queryOptions({
  queryKey: adminKeys.outbox(),
  queryFn: async (): Promise<OutboxMail[]> =>
    OutboxPageSchema.parse(await apiGet<unknown>('/api/admin/mail-outbox')).mails,
});

export const auditLogQuery = queryOptions({
  queryKey: adminKeys.auditLog(),
  queryFn: async (): Promise<AuditEvent[]> =>
    AuditLogPageSchema.parse(await apiGet<unknown>('/api/admin/audit-log')).events,
});

export const welcomeMailQuery = (language: Language) =>
  queryOptions({
    queryKey: adminKeys.welcomeMail(language),
    queryFn: async () =>
      MailPreviewSchema.parse(
        await apiGet<unknown>(`/api/admin/welcome-mail?language=${language}`),
      ),
  });
