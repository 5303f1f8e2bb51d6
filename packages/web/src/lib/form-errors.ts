import type { z } from '@jyotish/contract';
import { type ServerMessage, serverMessageKey, serverMessageOf } from './server-message';

/** Each named field's message, from the contract's schema or from the server's answer. */
export type FieldMessages<Field extends string> = Partial<Record<Field, ServerMessage>>;

function messageOf(text: string): ServerMessage {
  const key = serverMessageKey(text);
  return key ? { kind: 'known', key } : { kind: 'text', text };
}

/**
 * Every field's first failing rule of `schema` at once (SPEC §5: each field shows its own
 * error), so a form can check with the same schema the server validates with before sending.
 */
export function schemaFieldMessages<Field extends string>(
  schema: z.ZodType,
  values: Record<Field, unknown>,
): FieldMessages<Field> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const messages: FieldMessages<Field> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(field in values)) continue;
    messages[field as Field] ??= messageOf(issue.message);
  }
  return messages;
}

/**
 * A failed call split for a form: the server's `{field, message}` answer goes under the field
 * of `fields` it names, anything else (wrong password, too many attempts, no answer) above
 * the button (`kind: 'none'` when there was no answer at all).
 */
export function splitServerError<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): { field: FieldMessages<Field>; form: ServerMessage | null } {
  const message = serverMessageOf(error);
  const field = message.kind === 'none' ? undefined : message.field;
  if (field !== undefined && (fields as readonly string[]).includes(field)) {
    const messages: FieldMessages<Field> = {};
    messages[field as Field] = message;
    return { field: messages, form: null };
  }
  return { field: {}, form: message };
}
