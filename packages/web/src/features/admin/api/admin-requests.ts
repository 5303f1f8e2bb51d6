import {
  type AdminAstrologer,
  type AdminAstrologerCreate,
  AdminAstrologerListSchema,
  type AdminAstrologerUpdate,
  type AdminConsultationsPage,
  AdminConsultationsPageSchema,
  type AdminJob,
  AdminJobSchema,
  type AdminJobsPage,
  AdminJobsPageSchema,
  type AdminPayments,
  AdminPaymentsSchema,
  type AdminStats,
  AdminStatsSchema,
  type AdminUser,
  type AdminUserPatch,
  AdminUserSchema,
  type AdminUsersPage,
  AdminUsersPageSchema,
  type Astrologer,
  AstrologerSchema,
  type AuditAction,
  type AuditSearch,
  AuditSearchSchema,
  type ChatMessage,
  type ConsultationStatus,
  type ContactMessageList,
  ContactMessageListSchema,
  type JobState,
  type Language,
  MailPreviewSchema,
  MessagesSchema,
  type OutboxMail,
  OutboxPageSchema,
  type Refund,
  type RefundRequest,
  RefundSchema,
  type StatsQuery,
} from '@jyotish/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch, apiGet } from '@/lib/api-client';

/** Query keys of the admin feature, from generic to specific. */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (q: string, page: number) => [...adminKeys.users(), { q, page }] as const,
  outbox: () => [...adminKeys.all, 'outbox'] as const,
  auditLog: () => [...adminKeys.all, 'audit-log'] as const,
  jobs: () => [...adminKeys.all, 'jobs'] as const,
  jobList: (state: JobState | undefined, page: number) =>
    [...adminKeys.jobs(), { state, page }] as const,
  welcomeMail: (language: Language) => [...adminKeys.all, 'welcome-mail', language] as const,
  stats: (range: StatsQuery) => [...adminKeys.all, 'stats', range] as const,
  contactMessages: (page: number) => [...adminKeys.all, 'contact-messages', page] as const,
  payments: () => [...adminKeys.all, 'payments'] as const,
  paymentList: (q: string, page: number) => [...adminKeys.payments(), { q, page }] as const,
  consultations: (status: ConsultationStatus | undefined, page: number) =>
    [...adminKeys.all, 'consultations', { status, page }] as const,
};

/** The consultations' filter as the address of `GET /api/admin/consultations` takes it. */
export function adminConsultationsParams(
  status: ConsultationStatus | undefined,
  page?: number,
): URLSearchParams {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page !== undefined) params.set('page', String(page));
  return params;
}

export const adminConsultationsQuery = (status: ConsultationStatus | undefined, page: number) =>
  queryOptions({
    queryKey: adminKeys.consultations(status, page),
    queryFn: async (): Promise<AdminConsultationsPage> =>
      AdminConsultationsPageSchema.parse(
        await apiGet<unknown>(`/api/admin/consultations?${adminConsultationsParams(status, page)}`),
      ),
    placeholderData: keepPreviousData,
  });

/** A consultation's transcript, opened by an administrator for a stated (audited) reason. */
export async function readTranscript(id: string, reason: string): Promise<ChatMessage[]> {
  const params = new URLSearchParams({ reason });
  return MessagesSchema.parse(
    await apiGet<unknown>(`/api/consultations/${encodeURIComponent(id)}/messages?${params}`),
  ).data;
}

/** The business figures of a range of IST days, beside the range before it. */
export const adminStatsQuery = (range: StatsQuery) =>
  queryOptions({
    queryKey: adminKeys.stats(range),
    queryFn: async (): Promise<AdminStats> =>
      AdminStatsSchema.parse(
        await apiGet<unknown>(`/api/admin/stats?${new URLSearchParams({ ...range })}`),
      ),
    placeholderData: keepPreviousData,
  });

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

/** The audit log's filters as the address of `GET /api/admin/audit` takes them. */
export interface AuditFilters {
  readonly actor: string;
  readonly action: AuditAction | '';
  readonly from: string;
  readonly to: string;
}

/** The filters' query string, the empty ones left out (also for the CSV export). */
export function auditSearchParams(filters: AuditFilters, page?: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page !== undefined) params.set('page', String(page));
  return params;
}

export const auditSearchQuery = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: [...adminKeys.auditLog(), filters, page] as const,
    queryFn: async (): Promise<AuditSearch> =>
      AuditSearchSchema.parse(
        await apiGet<unknown>(`/api/admin/audit?${auditSearchParams(filters, page)}`),
      ),
    placeholderData: keepPreviousData,
  });

export const welcomeMailQuery = (language: Language) =>
  queryOptions({
    queryKey: adminKeys.welcomeMail(language),
    queryFn: async () =>
      MailPreviewSchema.parse(
        await apiGet<unknown>(`/api/admin/welcome-mail?language=${language}`),
      ),
  });

/** Background jobs, newest first, of one state or all. */
export const adminJobsQuery = (state: JobState | undefined, page: number) =>
  queryOptions({
    queryKey: adminKeys.jobList(state, page),
    queryFn: async (): Promise<AdminJobsPage> =>
      AdminJobsPageSchema.parse(
        await apiGet<unknown>(
          `/api/admin/jobs?${new URLSearchParams({ ...(state ? { state } : {}), page: String(page) })}`,
        ),
      ),
  });

/** A dead job back in the queue (audited by the server). */
export async function retryAdminJob(id: string): Promise<AdminJob> {
  return AdminJobSchema.parse(
    await apiFetch<unknown>(`/api/admin/jobs/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
  );
}

/** `POST /api/admin/astrologers`: an account of role astrologer with its profile. */
export async function createAstrologer(body: AdminAstrologerCreate): Promise<Astrologer> {
  return AstrologerSchema.parse(
    await apiFetch<unknown>('/api/admin/astrologers', { method: 'POST', body }),
  );
}

/** `PATCH /api/admin/astrologers/{id}` with a new password (how demo astrologers get one). */
export async function setAstrologerPassword(id: string, password: string): Promise<Astrologer> {
  return updateAstrologer(id, { password });
}

/** `PATCH /api/admin/astrologers/{id}`: the rate, the share, the listing, a password… */
export async function updateAstrologer(
  id: string,
  patch: AdminAstrologerUpdate,
): Promise<Astrologer> {
  return AstrologerSchema.parse(
    await apiFetch<unknown>(`/api/admin/astrologers/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: patch,
    }),
  );
}

/** `GET /api/admin/astrologers`: every astrologer, listed or not. */
export const adminAstrologersQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'astrologers'] as const,
    queryFn: async (): Promise<AdminAstrologer[]> =>
      AdminAstrologerListSchema.parse(await apiGet<unknown>('/api/admin/astrologers')).astrologers,
  });

/** The payments' search as the address of `GET /api/admin/payments` takes it. */
export function adminPaymentsParams(q: string, page?: number): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page !== undefined) params.set('page', String(page));
  return params;
}

export const adminPaymentsQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.paymentList(q, page),
    queryFn: async (): Promise<AdminPayments> =>
      AdminPaymentsSchema.parse(
        await apiGet<unknown>(`/api/admin/payments?${adminPaymentsParams(q, page)}`),
      ),
    placeholderData: keepPreviousData,
  });

/**
 * `POST /api/admin/payments/{id}/refunds`, with an Idempotency-Key made once per dialog: a
 * second click or a retry refunds once.
 */
export async function refundPayment(
  paymentId: string,
  body: RefundRequest,
  idempotencyKey: string,
): Promise<Refund> {
  return RefundSchema.parse(
    await apiFetch<unknown>(`/api/admin/payments/${encodeURIComponent(paymentId)}/refunds`, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );
}

/** Messages from the contact page, newest first, fifty a page. */
export const contactMessagesQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.contactMessages(page),
    queryFn: async (): Promise<ContactMessageList> =>
      ContactMessageListSchema.parse(
        await apiGet<unknown>(`/api/admin/contact-messages?page=${page}`),
      ),
    placeholderData: keepPreviousData,
  });
