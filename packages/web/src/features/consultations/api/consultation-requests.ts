import {
  type Astrologer,
  type AstrologerDetail,
  AstrologerDetailSchema,
  type AstrologerListQuery,
  AstrologerListSchema,
  type AstrologerSelf,
  AstrologerSelfSchema,
  type ChatMessage,
  ChatTicketSchema,
  type Consultation,
  ConsultationListSchema,
  type ConsultationMode,
  ConsultationSchema,
  type FreeQuestion,
  type FreeQuestionCreate,
  FreeQuestionListSchema,
  FreeQuestionSchema,
  MessagesSchema,
  MyFreeQuestionSchema,
  type Wallet,
  WalletSchema,
} from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, apiGet, apiPost } from '@/lib/api-client';

export const consultationKeys = {
  all: ['consultations'] as const,
  astrologers: (filters: AstrologerListQuery) => ['astrologers', filters] as const,
  astrologer: (idOrSlug: string) => ['astrologer', idOrSlug] as const,
  mine: () => [...consultationKeys.all, 'mine'] as const,
  one: (id: string) => [...consultationKeys.all, 'one', id] as const,
  messages: (id: string) => [...consultationKeys.all, 'messages', id] as const,
  desk: () => ['astrologer-desk'] as const,
  deskConsultations: () => ['astrologer-desk', 'consultations'] as const,
  earnings: () => ['astrologer-desk', 'earnings'] as const,
};

function queryString(filters: AstrologerListQuery): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return query.size > 0 ? `?${query}` : '';
}

/** `GET /api/astrologers` with the list page's filters. */
export function astrologersQuery(filters: AstrologerListQuery = {}) {
  return queryOptions({
    queryKey: consultationKeys.astrologers(filters),
    queryFn: async (): Promise<Astrologer[]> =>
      AstrologerListSchema.parse(await apiGet<unknown>(`/api/astrologers${queryString(filters)}`)),
    staleTime: 15_000,
  });
}

/** `GET /api/astrologers/{id or slug}`. */
export function astrologerQuery(idOrSlug: string) {
  return queryOptions({
    queryKey: consultationKeys.astrologer(idOrSlug),
    queryFn: async (): Promise<AstrologerDetail> =>
      AstrologerDetailSchema.parse(
        await apiGet<unknown>(`/api/astrologers/${encodeURIComponent(idOrSlug)}`),
      ),
    staleTime: 15_000,
  });
}

/** `GET /api/consultations`: the signed-in account's, newest first. */
export function myConsultationsQuery() {
  return queryOptions({
    queryKey: consultationKeys.mine(),
    queryFn: async (): Promise<Consultation[]> =>
      ConsultationListSchema.parse(await apiGet<unknown>('/api/consultations')).data,
    staleTime: 0,
  });
}

export function consultationQuery(id: string) {
  return queryOptions({
    queryKey: consultationKeys.one(id),
    queryFn: async (): Promise<Consultation> =>
      ConsultationSchema.parse(
        await apiGet<unknown>(`/api/consultations/${encodeURIComponent(id)}`),
      ),
    staleTime: 0,
  });
}

/** The transcript: every message of a consultation. */
export function transcriptQuery(id: string) {
  return queryOptions({
    queryKey: consultationKeys.messages(id),
    queryFn: async (): Promise<ChatMessage[]> =>
      MessagesSchema.parse(
        await apiGet<unknown>(`/api/consultations/${encodeURIComponent(id)}/messages`),
      ).data,
  });
}

export async function requestConsultation(input: {
  astrologerId: string;
  mode: ConsultationMode;
}): Promise<Consultation> {
  return ConsultationSchema.parse(await apiPost<unknown>('/api/consultations', input));
}

export async function consultationAction(
  id: string,
  action: 'accept' | 'decline' | 'end',
): Promise<Consultation> {
  return ConsultationSchema.parse(
    await apiPost<unknown>(`/api/consultations/${encodeURIComponent(id)}/${action}`),
  );
}

export async function chatTicket(id: string): Promise<string> {
  return ChatTicketSchema.parse(
    await apiPost<unknown>(`/api/consultations/${encodeURIComponent(id)}/ticket`),
  ).ticket;
}

export async function reviewConsultation(
  id: string,
  review: { rating: number; text: string },
): Promise<Consultation> {
  return ConsultationSchema.parse(
    await apiPost<unknown>(`/api/consultations/${encodeURIComponent(id)}/review`, review),
  );
}

/** `GET /api/astrologer/me`: the astrologer's own profile, share and earnings. */
export function deskQuery() {
  return queryOptions({
    queryKey: consultationKeys.desk(),
    queryFn: async (): Promise<AstrologerSelf> =>
      AstrologerSelfSchema.parse(await apiGet<unknown>('/api/astrologer/me')),
    staleTime: 0,
  });
}

/** The astrologer's requests and chats; polled every 3 s, which also keeps them online. */
export function deskConsultationsQuery() {
  return queryOptions({
    queryKey: consultationKeys.deskConsultations(),
    queryFn: async (): Promise<Consultation[]> =>
      ConsultationListSchema.parse(await apiGet<unknown>('/api/astrologer/consultations')).data,
    refetchInterval: 3000,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}

export function earningsQuery() {
  return queryOptions({
    queryKey: consultationKeys.earnings(),
    queryFn: async (): Promise<Wallet> =>
      WalletSchema.parse(await apiGet<unknown>('/api/astrologer/earnings?limit=20')),
    staleTime: 0,
  });
}

export async function setOnline(online: boolean): Promise<AstrologerSelf> {
  return AstrologerSelfSchema.parse(
    await apiFetch<unknown>('/api/astrologer/status', { method: 'PUT', body: { online } }),
  );
}

export async function updateOwnProfile(body: {
  bio?: string;
  specialties?: string[];
  languages?: string[];
}): Promise<AstrologerSelf> {
  return AstrologerSelfSchema.parse(
    await apiFetch<unknown>('/api/astrologer/profile', { method: 'PATCH', body }),
  );
}

export const freeQuestionKeys = {
  mine: () => ['free-question', 'mine'] as const,
  waiting: () => ['free-question', 'waiting'] as const,
};

/** `GET /api/free-question`: the user's question and answer, or null. */
export function myFreeQuestionQuery() {
  return queryOptions({
    queryKey: freeQuestionKeys.mine(),
    queryFn: async (): Promise<FreeQuestion | null> =>
      MyFreeQuestionSchema.parse(await apiGet<unknown>('/api/free-question')).question,
    staleTime: 0,
  });
}

export async function askFreeQuestion(body: FreeQuestionCreate): Promise<FreeQuestion> {
  return FreeQuestionSchema.parse(await apiPost<unknown>('/api/free-question', body));
}

/** The questions waiting on the astrologer's desk; polled with the requests. */
export function waitingQuestionsQuery() {
  return queryOptions({
    queryKey: freeQuestionKeys.waiting(),
    queryFn: async (): Promise<FreeQuestion[]> =>
      FreeQuestionListSchema.parse(await apiGet<unknown>('/api/astrologer/free-questions')).data,
    refetchInterval: 30_000,
    staleTime: 0,
  });
}

export async function answerFreeQuestion(id: string, answer: string): Promise<FreeQuestion[]> {
  return FreeQuestionListSchema.parse(
    await apiPost<unknown>(`/api/astrologer/free-questions/${encodeURIComponent(id)}/answer`, {
      answer,
    }),
  ).data;
}
