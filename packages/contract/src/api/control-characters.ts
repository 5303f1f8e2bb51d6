import { z } from '../zod.js';

/**
 * Control characters (Unicode category Cc: U+0000–U+001F, U+007F–U+009F) other than tab and
 * line feed. PostgreSQL refuses U+0000 in text outright; the others are never typed by a
 * person, so no text field takes them.
 */
const CONTROL_CHARACTER = /(?![\t\n])\p{Cc}/u;

export const CONTROL_CHARACTER_MESSAGE =
  'must not contain control characters (tab and line feed are the only ones allowed)';

/** Whether `text` holds a control character other than tab and line feed. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * The path of every string inside `value` (an object, an array, or a string itself) that holds
 * a control character other than tab and line feed; object keys are not looked at.
 */
export function controlCharacterPaths(value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  if (typeof value === 'string') return hasControlCharacter(value) ? [path] : [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => controlCharacterPaths(item, [...path, index]));
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      controlCharacterPaths(item, [...path, key]),
    );
  }
  return [];
}

/**
 * `schema` behind a first pass over the raw input that refuses every string holding a control
 * character other than tab and line feed, with an issue at that string's path, before `schema`
 * sees anything. The server wraps every request schema (body, query, params) in it when it
 * compiles the route's validator, so a new route cannot forget it.
 */
export function refusingControlCharacters<T extends z.core.$ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, context) => {
      for (const path of controlCharacterPaths(value)) {
        context.addIssue({
          code: 'custom',
          message: CONTROL_CHARACTER_MESSAGE,
          path,
          input: value,
        });
      }
    })
    .pipe(schema);
}
