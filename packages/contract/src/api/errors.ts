import { z } from '../zod.js';

/** Machine-readable error codes; the web app shows each one translated. */
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

/**
 * Body of every non-2xx API answer. `message` is human-readable (SPEC §8 shows it as is);
 * `field` names the offending input for validation errors.
 */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES).optional(),
  field: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
