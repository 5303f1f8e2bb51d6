import { ADMIN_MESSAGES, AUTH_MESSAGES } from '@jyotish/contract';
import { ApiError } from '@/lib/api-client';

/**
 * Every message the server answers with that the web translates, keyed as in the `auth`
 * namespace's `server` texts: the sign-in messages and the administration ones.
 */
export const SERVER_MESSAGES = { ...AUTH_MESSAGES, ...ADMIN_MESSAGES } as const;
export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

const KEY_BY_MESSAGE = new Map<string, ServerMessageKey>(
  (Object.entries(SERVER_MESSAGES) as [ServerMessageKey, string][]).map(([key, text]) => [
    text,
    key,
  ]),
);

/** The key of a message the server (or a contract schema) gives, when we can translate it. */
export function serverMessageKey(message: string): ServerMessageKey | undefined {
  return KEY_BY_MESSAGE.get(message);
}

export type ServerMessage =
  | { readonly kind: 'known'; readonly key: ServerMessageKey; readonly field?: string }
  | { readonly kind: 'text'; readonly text: string; readonly field?: string }
  | { readonly kind: 'none' };

/**
 * What to tell the user about a failed call: a message the server sent that we can translate
 * (`password: Password must be at least 8 characters` → `passwordTooShort`), the server's own
 * text otherwise, or nothing when there was no answer at all (network error). `field` is the
 * input the server named, so a form can show the message under it.
 */
export function serverMessageOf(error: unknown): ServerMessage {
  if (!(error instanceof ApiError)) return { kind: 'none' };
  const details = error.details;
  if (!details) return { kind: 'text', text: error.message };
  const withoutField =
    details.field && details.message.startsWith(`${details.field}: `)
      ? details.message.slice(details.field.length + 2)
      : details.message;
  const field = details.field ? { field: details.field } : {};
  const key = serverMessageKey(withoutField);
  return key ? { kind: 'known', key, ...field } : { kind: 'text', text: withoutField, ...field };
}
