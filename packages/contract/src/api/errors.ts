import { z } from '../zod.js';

/** Machine-readable error classes, one per kind of HTTP refusal; kept for outside clients. */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'internal_error',
  'service_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The message of a 429 from a route's rate limit (the auth throttles have their own). */
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/** The message of a 404 from `/api/zodiac-image/{file}` for a name that is no sign's image. */
export const ZODIAC_IMAGE_NOT_FOUND_MESSAGE =
  'No such zodiac image: the files are Aries.jpg … Pisces.jpg, capitalised English sign names.';

/**
 * Why exactly a request was refused, one value per thing a client may tell its user: the web
 * shows each one translated and never reads the English `message`. A new refusal gets a new
 * reason here; the generic ones (`validation_failed`, `not_found`…) cover what has no own text.
 */
export const ERROR_REASONS = [
  // Generic, by HTTP status.
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'unavailable',
  // Calculations.
  'ephemeris_out_of_range',
  // Accounts and sign-in (AUTH_MESSAGES).
  'invalid_credentials',
  'email_taken',
  'weak_password',
  'password_too_short',
  'password_too_long',
  'invalid_email',
  'email_required',
  'password_required',
  'name_required',
  'sign_in_required',
  'account_disabled',
  'admin_required',
  'too_many_attempts',
  'reset_link_invalid',
  'google_not_configured',
  // Administration (ADMIN_MESSAGES).
  'cannot_change_self',
  'user_not_found',
  'job_not_found',
  'job_not_dead',
  // Birth profiles.
  'profile_not_found',
  'profile_limit_reached',
  // Wallet and payments (WALLET_MESSAGES).
  'insufficient_balance',
  'package_not_found',
  'promo_code_unknown',
  'promo_code_not_started',
  'promo_code_expired',
  'promo_code_exhausted',
  'promo_code_used_by_you',
  'promo_code_taken',
  'order_not_found',
  'order_not_payable',
  'payment_not_found',
  'receipt_not_found',
  'invalid_signature',
  'refund_exceeds_payment',
  'idempotency_key_reused',
  'request_in_progress',
  'gateway_failed',
  // Astrologers and consultations (CONSULTATION_MESSAGES).
  'astrologer_not_found',
  'astrologer_offline',
  'consultation_not_found',
  'consultation_open',
  'consultation_not_requested',
  'consultation_not_active',
  'consultation_not_ended',
  'already_reviewed',
  'ticket_invalid',
  'origin_refused',
  'too_many_messages',
  'message_invalid',
  'cannot_consult_self',
  // The free question (FREE_QUESTION_MESSAGES).
  'free_question_used',
  'free_question_not_found',
  'free_question_answered',
  'free_question_assigned',
  // Deleting one's account (ACCOUNT_DELETION_MESSAGES).
  'account_has_balance',
  'account_has_open_consultation',
  'account_closed_by_admin',
  // Premium reports (REPORT_MESSAGES).
  'report_not_found',
  'report_not_ready',
  'report_building',
  'report_refunded',
  // Blog articles (ARTICLE_MESSAGES).
  'article_not_found',
  'article_slug_taken',
  // Settings (`/admin/settings`).
  'settings_version_stale',
  // The home page's sign tiles (`/api/zodiac-image/{Sign}.jpg`).
  'zodiac_image_not_found',
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

/**
 * Body of every non-2xx API answer. `reason` says what went wrong for a program (the web
 * translates it); `code` is its broad class; `message` is English for people reading raw
 * answers; `field` names the offending input for validation errors.
 */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES).optional(),
  reason: z.enum(ERROR_REASONS),
  field: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
