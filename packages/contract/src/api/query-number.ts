import { z } from '../zod.js';

/**
 * A plain decimal as a query string carries it: an optional sign, digits, and an optional
 * fraction. `Number()` would also read `0x1A`, `0b1`, `0o7`, `1e3`, `Infinity`, blanks around
 * the digits and an empty string (as 0); none of those is how a client writes a coordinate or
 * a page number, so each is refused rather than guessed at.
 */
const PLAIN_DECIMAL = /^[+-]?\d+(\.\d+)?$/;
const PLAIN_INTEGER = /^[+-]?\d+$/;

/**
 * A number in a query string, from `min` to `max` (if given); with `integer`, a whole number
 * written without a fraction; `default` when the parameter is absent (an empty value is
 * refused). Anything else is a 400 naming the field. The OpenAPI document shows the pattern,
 * the range and the default.
 */
export function queryNumber(options: {
  readonly min: number;
  readonly max?: number;
  readonly integer?: boolean;
  readonly default?: number;
}) {
  const { min, max, integer = false } = options;
  const kind = integer ? 'A whole number' : 'A plain decimal number';
  const text = z
    .string()
    .regex(integer ? PLAIN_INTEGER : PLAIN_DECIMAL, {
      error: integer ? 'must be a whole number' : 'must be a plain decimal number',
    })
    .meta({
      description: max === undefined ? `${kind}, at least ${min}` : `${kind} from ${min} to ${max}`,
    });
  const number = z
    .number()
    .min(min)
    .max(max ?? Number.POSITIVE_INFINITY);
  return (options.default === undefined ? text : text.default(String(options.default)))
    .transform(Number)
    .pipe(integer ? number.int() : number);
}

/**
 * `value` written the way {@link queryNumber} reads it: `1e-7` as `0.0000001`, since
 * `String(number)` switches to an exponent below 10^-6 and from 10^21 on.
 */
export function formatQueryNumber(value: number): string {
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}
