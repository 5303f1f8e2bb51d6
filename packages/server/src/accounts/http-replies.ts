import {
  AUTH_MESSAGES,
  type AuthMessageKey,
  type ErrorResponse,
  MESSAGE_REASONS,
} from '@jyotish/contract';
import type { FastifyReply } from 'fastify';

/** A 400 naming the field, shaped like the validation errors of the error handler. */
export function fieldError(field: string, key: AuthMessageKey): ErrorResponse {
  return {
    message: `${field}: ${AUTH_MESSAGES[key]}`,
    code: 'validation_failed',
    reason: MESSAGE_REASONS[key],
    field,
  };
}

export function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({
      message: AUTH_MESSAGES.tooManyAttempts,
      code: 'rate_limited',
      reason: 'too_many_attempts',
    } satisfies ErrorResponse);
}

/** After a guard, `request.account` is set; reaching this means a route lacks its guard. */
export function unreachable(): never {
  throw new Error('route guard missing: request.account is not set');
}
