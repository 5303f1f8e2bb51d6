import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  type ErrorReason,
  type ErrorResponse,
  ErrorResponseSchema,
  MESSAGE_REASONS,
} from '@jyotish/contract';
import { ApiError } from '@/lib/api-client';

/**
 * Every keyed message of the contract that the web translates, keyed as in the `auth`
 * namespace's `server` texts: the sign-in messages and the administration ones.
 */
export const SERVER_MESSAGES = { ...AUTH_MESSAGES, ...ADMIN_MESSAGES } as const;
export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

const KEYS = Object.keys(SERVER_MESSAGES) as ServerMessageKey[];
const KEY_BY_MESSAGE = new Map(KEYS.map((key) => [SERVER_MESSAGES[key] as string, key]));
const KEY_BY_REASON = new Map<ErrorReason, ServerMessageKey>(
  KEYS.map((key) => [MESSAGE_REASONS[key], key]),
);

/** The reasons without a keyed message, with their own texts in the `auth` namespace's `reasons`. */
export type OtherReason = Exclude<ErrorReason, (typeof MESSAGE_REASONS)[ServerMessageKey]>;

/**
 * The key of a message a contract schema gives when the browser checks a form with it before
 * sending (no server involved); the server's answers are read by their `reason` instead.
 */
export function serverMessageKey(message: string): ServerMessageKey | undefined {
  return KEY_BY_MESSAGE.get(message);
}

/** The server's `{message, code, reason, field}` answer of a failed call, when its body is one. */
export function errorResponseOf(error: unknown): ErrorResponse | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const parsed = ErrorResponseSchema.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type ServerMessage =
  | { readonly kind: 'known'; readonly key: ServerMessageKey; readonly field?: string }
  | { readonly kind: 'reason'; readonly reason: OtherReason; readonly field?: string }
  | { readonly kind: 'text'; readonly text: string; readonly field?: string }
  | { readonly kind: 'none' };

/**
 * What to tell the user about a failed call, by the answer's `reason` whatever its English
 * message says: a keyed message (`password_too_short` → `passwordTooShort`) or another reason
 * (`not_found`); the text of an answer that is not the contract's error (a proxy's page);
 * nothing when there was no answer at all (network error). `field` is the input the server
 * named, so a form can show the message under it.
 */
export function serverMessageOf(error: unknown): ServerMessage {
  if (!(error instanceof ApiError)) return { kind: 'none' };
  const details = errorResponseOf(error);
  if (!details) return { kind: 'text', text: error.message };
  const field = details.field ? { field: details.field } : {};
  const key = KEY_BY_REASON.get(details.reason);
  if (key) return { kind: 'known', key, ...field };
  return { kind: 'reason', reason: details.reason as OtherReason, ...field };
}
