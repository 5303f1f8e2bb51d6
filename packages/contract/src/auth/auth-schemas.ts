import { CurrentUserSchema } from '../api/current-user.js';
import type { ErrorReason } from '../api/errors.js';
import { LANGUAGES } from '../i18n/languages.js';
import { z } from '../zod.js';

/**
 * Password length limits (NIST SP 800-63B): no composition rules; the server also refuses
 * passwords that are easy to guess (`weakPassword`, by a zxcvbn strength estimate).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

/**
 * Messages the server answers with, in English. The web shows each one translated, keyed by
 * the same name, so the texts here and in the web's `auth` namespace must stay identical.
 */
/**
 * `value` when it is a path of this site, else null: `//evil.example`, `https://…` and
 * `/\evil.example` (which browsers read as `//`) would leave it. Sign-in redirects go only
 * to such paths, on the server and in the browser.
 */
export function sitePathOrNull(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/** How long a Google sign-in may take from its start to the callback. */
export const GOOGLE_SIGN_IN_SECONDS = 10 * 60;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  weakPassword: 'This password is too easy to guess. Try a longer phrase of unrelated words.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  invalidEmail: 'Please enter a valid email address',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  nameRequired: 'Name is required',
  signInRequired: 'Please sign in to continue',
  accountDisabled: 'This account has been disabled',
  adminRequired: 'Admin access required',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  resetLinkInvalid: 'This reset link is invalid or has expired',
  googleNotConfigured: 'Google sign-in is not configured',
} as const;
export type AuthMessageKey = keyof typeof AUTH_MESSAGES;

/** Messages of the administration routes, translated by the web like `AUTH_MESSAGES`. */
export const ADMIN_MESSAGES = {
  cannotChangeSelf: 'Administrators cannot disable or demote themselves',
  userNotFound: 'User not found',
  jobNotFound: 'Job not found',
  jobNotDead: 'Only a dead job can be retried',
} as const;
export type AdminMessageKey = keyof typeof ADMIN_MESSAGES;

/**
 * The `reason` the server answers with each of those messages, whether a route sends it or a
 * schema's rule fails with it; the web translates the reason back to the message's key.
 */
export const MESSAGE_REASONS = {
  invalidCredentials: 'invalid_credentials',
  emailTaken: 'email_taken',
  weakPassword: 'weak_password',
  passwordTooShort: 'password_too_short',
  passwordTooLong: 'password_too_long',
  invalidEmail: 'invalid_email',
  emailRequired: 'email_required',
  passwordRequired: 'password_required',
  nameRequired: 'name_required',
  signInRequired: 'sign_in_required',
  accountDisabled: 'account_disabled',
  adminRequired: 'admin_required',
  tooManyAttempts: 'too_many_attempts',
  resetLinkInvalid: 'reset_link_invalid',
  googleNotConfigured: 'google_not_configured',
  cannotChangeSelf: 'cannot_change_self',
  userNotFound: 'user_not_found',
  jobNotFound: 'job_not_found',
  jobNotDead: 'job_not_dead',
} as const satisfies Record<AuthMessageKey | AdminMessageKey, ErrorReason>;

// A missing or non-text field says what is missing, like an empty one, not zod's English.
export const EmailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .max(254, { error: AUTH_MESSAGES.invalidEmail })
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }));

export const NewPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordTooLong });

export const UserNameSchema = z
  .string({ error: AUTH_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.nameRequired })
  .max(NAME_MAX_LENGTH);

/** `POST /api/auth/signup`. `language` chooses the welcome mail's language (default en). */
export const SignupRequestSchema = z.object({
  name: UserNameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  language: z.enum(LANGUAGES).optional(),
});
export type SignupRequest = z.infer<typeof SignupRequestSchema>;

/** `POST /api/auth/login`; the password is only bounded, the rules apply to new ones. */
export const LoginRequestSchema = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: AUTH_MESSAGES.emailRequired })
    .max(254),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired })
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** Answer of signup and login (SPEC §7): the bearer token and the signed-in user. */
export const AuthResponseSchema = z.object({ token: z.string(), user: CurrentUserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/** `PATCH /api/auth/me`: what a user may change about themselves. */
export const UpdateMeRequestSchema = z.object({ name: UserNameSchema });
export type UpdateMeRequest = z.infer<typeof UpdateMeRequestSchema>;

export const PasswordResetRequestSchema = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: AUTH_MESSAGES.emailRequired })
    .max(254),
  language: z.enum(LANGUAGES).optional(),
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

export const PasswordResetConfirmSchema = z.object({
  token: z.string().min(1).max(200),
  password: NewPasswordSchema,
});
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirmSchema>;

/** The answer of calls that only acknowledge (logout, reset request). */
export const AcknowledgementSchema = z.object({ ok: z.literal(true) });

/** Minutes a password-reset link stays valid. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** Query of `GET /api/auth/google`: where to go after signing in (an internal path). */
export const GoogleStartQuerySchema = z.object({ redirect: z.string().max(2000).optional() });

/** Error codes of the Google callback page (SPEC §8). */
export const GOOGLE_CALLBACK_ERRORS = ['google_auth_failed', 'no_user'] as const;

/** `GET /api/auth/providers`: which sign-in methods this server offers besides e-mail. */
export const AuthProvidersSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;
