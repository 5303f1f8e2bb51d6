import type { z } from '@jyotish/contract';
import { useState } from 'react';
import { type FieldMessages, schemaFieldMessages, splitServerError } from '@/lib/form-errors';
import { useServerMessageText } from '@/lib/use-server-message';

/**
 * The errors of a sign-in form, per field and for the whole form. `validate()` checks every
 * field at once with the contract's schema before sending (and focuses the first wrong one);
 * after that the fields are re-checked as they are typed in. A server answer naming one of
 * the fields shows under it; other failures show above the button.
 */
export function useFieldErrors<Field extends string>({
  schema,
  values,
  ids,
  serverError,
  fallback,
}: {
  schema: z.ZodType;
  values: Record<Field, unknown>;
  /** The input id of each field, in the form's order. */
  ids: Record<Field, string>;
  /** The failed call, if the last one failed. */
  serverError: unknown;
  /** What to say when a call failed without an answer. */
  fallback: string;
}) {
  const translate = useServerMessageText();
  const [checked, setChecked] = useState(false);
  const fields = Object.keys(ids) as Field[];
  const client: FieldMessages<Field> = checked ? schemaFieldMessages(schema, values) : {};
  const server = serverError ? splitServerError(serverError, fields) : null;
  const fieldError = (field: Field): string | undefined => {
    const message = client[field] ?? server?.field[field];
    return message ? translate(message) : undefined;
  };
  const formError = server?.form ? (translate(server.form) ?? fallback) : null;
  const validate = (): boolean => {
    setChecked(true);
    const wrong = schemaFieldMessages(schema, values);
    const first = fields.find((field) => wrong[field]);
    if (first === undefined) return true;
    document.getElementById(ids[first])?.focus();
    return false;
  };
  return { fieldError, formError, validate };
}
