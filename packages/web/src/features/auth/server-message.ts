import { AUTH_MESSAGES, type AuthMessageKey } from '@jyotish/contract';
import { ApiError } from '@/lib/api-client';

const KEY_BY_MESSAGE = new Map<string, AuthMessageKey>(
  (Object.entries(AUTH_MESSAGES) as [AuthMessageKey, string][]).map(([key, text]) => [text, key]),
);

export type ServerMessage =
  | { readonly kind: 'known'; readonly key: AuthMessageKey }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'none' };

/**
 * What to tell the user about a failed call: a message the server sent that we can translate
 * (`password: Password must be at least 8 characters` → `passwordTooShort`), the server's own
 * text otherwise, or nothing when there was no answer at all (network error).
 */
export function serverMessageOf(error: unknown): ServerMessage {
  if (!(error instanceof ApiError)) return { kind: 'none' };
  const details = error.details;
  if (!details) return { kind: 'text', text: error.message };
  const withoutField =
    details.field && details.message.startsWith(`${details.field}: `)
      ? details.message.slice(details.field.length + 2)
      : details.message;
  const key = KEY_BY_MESSAGE.get(withoutField);
  return key ? { kind: 'known', key } : { kind: 'text', text: withoutField };
}
