import { queryNumber } from '../api/query-number.js';
import { z } from '../zod.js';

export const CONSULTATION_MODES = ['per-minute', 'package'] as const;
export type ConsultationMode = (typeof CONSULTATION_MODES)[number];

export const CONSULTATION_STATUSES = [
  'requested',
  'active',
  'ended',
  'expired',
  'declined',
] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/** Why an active consultation ended; the web names each. */
export const CONSULTATION_END_REASONS = [
  'user_ended',
  'astrologer_ended',
  'time_up',
  'user_disconnected',
] as const;
export type ConsultationEndReason = (typeof CONSULTATION_END_REASONS)[number];

/** How long an astrologer has to accept a request. */
export const ACCEPT_WINDOW_SECONDS = 60;
/** A user's connection may be gone this long before the consultation ends. */
export const DISCONNECT_GRACE_SECONDS = 90;
/** The user is warned this long before the paid time runs out. */
export const LOW_BALANCE_WARNING_SECONDS = 60;
/** A chat socket ticket is valid this long, once. */
export const CHAT_TICKET_SECONDS = 30;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Messages one socket may send in a second. */
export const CHAT_MESSAGES_PER_SECOND = 20;

const paise = () => z.number().int();

export const ConsultationCreateSchema = z.object({
  astrologerId: z.string().min(1).max(120),
  mode: z.enum(CONSULTATION_MODES),
});

export const ConsultationParamsSchema = z.object({ id: z.uuid({ error: 'id must be a UUID' }) });

export const ConsultationSchema = z.object({
  id: z.string(),
  mode: z.enum(CONSULTATION_MODES),
  status: z.enum(CONSULTATION_STATUSES),
  astrologer: z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    image: z.string(),
    demo: z.boolean(),
  }),
  /** The user's first name, for the astrologer. */
  userName: z.string(),
  /** Paise per minute, as agreed when requested. */
  ratePerMinute: paise(),
  freeMinutes: z.number().int(),
  /** Minutes paid for in advance (the package, or what the wallet covered). */
  paidMinutes: z.number().int(),
  minutesCharged: z.number().int(),
  /** Paise charged so far. */
  charged: paise(),
  packagePrice: paise().nullable(),
  requestedAt: z.string(),
  acceptBy: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.enum(CONSULTATION_END_REASONS).nullable(),
  /** When the free minutes end; null before the start or without free minutes. */
  freeUntil: z.string().nullable(),
  /** When the paid time ends (the consultation ends then unless extended). */
  paidUntil: z.string().nullable(),
  lastSeq: z.number().int(),
  review: z.object({ rating: z.number().int(), text: z.string() }).nullable(),
});
export type Consultation = z.infer<typeof ConsultationSchema>;

export const ConsultationListSchema = z.object({ data: z.array(ConsultationSchema) });

export const ADMIN_CONSULTATIONS_PAGE_SIZE = 50;

/** `GET /api/admin/consultations` (and `.csv`): by status, newest request first. */
export const AdminConsultationsQuerySchema = z.object({
  status: z
    .enum(CONSULTATION_STATUSES, {
      error: `status must be one of ${CONSULTATION_STATUSES.join(', ')}`,
    })
    .optional(),
  page: queryNumber({ min: 1, max: 100_000, integer: true, default: 1 }),
});
export type AdminConsultationsQuery = z.infer<typeof AdminConsultationsQuerySchema>;

/** A consultation as administrators see it: with the user's e-mail, without its messages. */
export const AdminConsultationSchema = ConsultationSchema.extend({ userEmail: z.string() });
export type AdminConsultation = z.infer<typeof AdminConsultationSchema>;

export const AdminConsultationsPageSchema = z.object({
  consultations: z.array(AdminConsultationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminConsultationsPage = z.infer<typeof AdminConsultationsPageSchema>;

export const ChatMessageSchema = z.object({
  type: z.literal('message'),
  seq: z.number().int(),
  clientId: z.string(),
  from: z.enum(['user', 'astrologer', 'system']),
  text: z.string(),
  at: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** The shortest and longest reason an administrator gives for reading a transcript. */
export const TRANSCRIPT_REASON_MIN = 10;
export const TRANSCRIPT_REASON_MAX = 300;

export const MessagesQuerySchema = z.object({
  after: z.coerce.number().int().min(0).default(0),
  /**
   * Why an administrator (not a participant) reads the transcript: required of them, and
   * recorded in the audit log with their name.
   */
  reason: z
    .string()
    .trim()
    .min(TRANSCRIPT_REASON_MIN, {
      error: `reason must be at least ${TRANSCRIPT_REASON_MIN} characters`,
    })
    .max(TRANSCRIPT_REASON_MAX, {
      error: `reason must be at most ${TRANSCRIPT_REASON_MAX} characters`,
    })
    .optional(),
});

export const MessagesSchema = z.object({ data: z.array(ChatMessageSchema) });

export const ChatTicketSchema = z.object({
  ticket: z.string(),
  expiresAt: z.string(),
});

export const ChatSocketQuerySchema = z.object({
  ticket: z.string().min(1).max(200),
  after: z.coerce.number().int().min(0).optional(),
});

export const ReviewCreateSchema = z.object({
  rating: z.number().int().min(1, { error: 'rating must be 1 to 5' }).max(5, {
    error: 'rating must be 1 to 5',
  }),
  text: z.string().trim().max(2000).default(''),
});

/** Client → server over the chat socket. */
export const ChatClientEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    clientId: z.string().min(1).max(64),
    text: z.string().trim().min(1).max(CHAT_MESSAGE_MAX_LENGTH),
  }),
  z.object({ type: z.literal('typing') }),
  z.object({ type: z.literal('read'), seq: z.number().int().min(0) }),
]);
export type ChatClientEvent = z.infer<typeof ChatClientEventSchema>;

export const ChatStateEventSchema = z.object({
  type: z.literal('state'),
  status: z.enum(CONSULTATION_STATUSES),
  endReason: z.enum(CONSULTATION_END_REASONS).optional(),
  startedAt: z.string().optional(),
  freeUntil: z.string().optional(),
  paidUntil: z.string().optional(),
  /** The user's wallet balance in paise (sent to the user only). */
  balance: paise().optional(),
});
export type ChatStateEvent = z.infer<typeof ChatStateEventSchema>;

/** Refusals over the socket; `reason` is one of ERROR_REASONS. */
export const ChatErrorEventSchema = z.object({
  type: z.literal('error'),
  reason: z.string(),
  message: z.string(),
});

/** Server → client over the chat socket. */
export const ChatServerEventSchema = z.discriminatedUnion('type', [
  ChatMessageSchema,
  ChatStateEventSchema,
  z.object({ type: z.literal('typing'), from: z.enum(['user', 'astrologer']) }),
  z.object({
    type: z.literal('read'),
    seq: z.number().int(),
    from: z.enum(['user', 'astrologer']),
  }),
  ChatErrorEventSchema,
]);
export type ChatServerEvent = z.infer<typeof ChatServerEventSchema>;

/** The English texts of the consultation refusals (the web translates the reasons). */
export const CONSULTATION_MESSAGES = {
  transcriptReasonRequired:
    'An administrator reads a transcript only with a stated reason (reason, 10 to 300 characters)',
  astrologerNotFound: 'Astrologer not found',
  astrologerOffline: 'This astrologer is offline',
  consultationNotFound: 'Consultation not found',
  consultationOpen: 'You already have a consultation in progress',
  consultationNotRequested: 'This consultation is no longer waiting to be accepted',
  consultationNotActive: 'This consultation is not in progress',
  consultationNotEnded: 'A consultation can be reviewed once it has ended',
  alreadyReviewed: 'This consultation has already been reviewed',
  ticketInvalid: 'The chat ticket is invalid, used or expired',
  originRefused: 'This origin may not open a chat',
  tooManyMessages: 'Too many messages; please slow down',
  messageInvalid: 'A message has 1 to 2000 characters',
  cannotConsultSelf: 'You cannot consult yourself',
  emailTaken: 'An account with this e-mail already exists',
} as const;
