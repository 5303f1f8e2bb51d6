import { queryNumber } from '../api/query-number.js';
import { LANGUAGES } from '../i18n/languages.js';
import { z } from '../zod.js';

export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 4000;

/** `POST /api/contact`: a message to the team from `/contact`. */
export const ContactRequestSchema = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(2, { error: 'Name must be at least 2 characters' })
    .max(100, { error: 'Name must be at most 100 characters' }),
  email: z.email({ error: 'Please enter a valid e-mail address' }).max(254),
  message: z
    .string({ error: 'message is required' })
    .trim()
    .min(CONTACT_MESSAGE_MIN_LENGTH, {
      error: `message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`,
    })
    .max(CONTACT_MESSAGE_MAX_LENGTH, {
      error: `message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
    }),
  language: z.enum(LANGUAGES).default('en'),
});
export type ContactRequest = z.input<typeof ContactRequestSchema>;

export const ContactReceiptSchema = z.object({ id: z.string() });

/** One message as administrators read it. */
export const ContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  language: z.enum(LANGUAGES),
  /** The sender's account when they were signed in. */
  userId: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const CONTACT_MESSAGES_PAGE_SIZE = 50;

/** `GET /api/admin/contact-messages?page=`: newest first, fifty a page. */
export const ContactMessagesQuerySchema = z.object({
  page: queryNumber({ min: 1, max: 100_000, integer: true, default: 1 }),
});

export const ContactMessageListSchema = z.object({
  messages: z.array(ContactMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ContactMessageList = z.infer<typeof ContactMessageListSchema>;

/**
 * `DELETE /api/auth/me`: the owner deletes their account. A password account confirms with
 * its password; an account that signs in with Google only confirms with `confirm: true`.
 */
export const DeleteAccountRequestSchema = z.object({
  password: z.string().max(256).optional(),
  confirm: z.literal(true, { error: 'confirm must be true' }),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

/** Why an account cannot be deleted yet, in English (the web translates the reason). */
export const ACCOUNT_DELETION_MESSAGES = {
  balance: 'Spend or ask for a refund of your wallet balance before deleting the account',
  consultation: 'End your open consultation before deleting the account',
  role: 'An astrologer’s or administrator’s account is closed by an administrator',
} as const;
