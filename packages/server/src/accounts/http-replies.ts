import { AUTH_MESSAGES, type ErrorResponse } from '@jyotish/contract';
import type { FastifyReply } from 'fastify';

/** A 400 naming the field, shaped like the validation errors of the error handler. */
export function fieldError(field: string, message: string): ErrorResponse {
  return { message: `${field}: ${message}`, code: 'validation_failed', field };
}

export function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({ message: AUTH_MESSAGES.tooManyAttempts, code: 'rate_limited' } satisfies ErrorResponse);
}

/** After a guard, `request.account` is set; reaching this means a route lacks its guard. */
export function unreachable(): never {
  throw new Error('route guard missing: request.account is not set');
}
