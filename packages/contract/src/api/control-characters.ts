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

/** A value met while walking a request: its key in its parent, and the parent. */
interface Visited {
  readonly value: unknown;
  readonly key?: PropertyKey;
  readonly parent?: Visited;
}

function pathOf(visited: Visited): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Visited | undefined = visited; at?.key !== undefined; at = at.parent) {
    path.push(at.key);
  }
  return path.reverse();
}

/**
 * The path of every string inside `value` (an object, an array, or a string itself) that holds
 * a control character other than tab and line feed, in document order; object keys are not
 * looked at. Walked with a stack of its own, each path built only for a string found: a body of
 * arrays nested ten thousand deep overflowed the call stack of a recursive walk (a 500, found by
 * the fuzzing test) and would have copied a path at every level.
 */
export function controlCharacterPaths(value: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const pending: Visited[] = [{ value }];
  for (let visited = pending.pop(); visited !== undefined; visited = pending.pop()) {
    const current = visited.value;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) found.push(pathOf(visited));
    } else if (current !== null && typeof current === 'object') {
      const entries: [PropertyKey, unknown][] = Array.isArray(current)
        ? current.map((item, index) => [index, item])
        : Object.entries(current);
      // Last child first onto the stack, so that the first is visited first.
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index] as [PropertyKey, unknown];
        pending.push({ value: item, key, parent: visited });
      }
    }
  }
  return found;
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
