import type { ErrorResponse } from '@jyotish/contract';
import { EphemerisError } from '@jyotish/engine';
import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { ENGINE_BUSY_RETRY_AFTER_SECONDS, EngineBusyError } from '../../charts/engine-pool.js';
import { isDatabaseUnavailable } from '../../db/database-unavailable.js';
import {
  errorForStatus,
  INTERNAL_ERROR_RESPONSE,
  NOT_FOUND_RESPONSE,
  validationReason,
} from '../../http/error-responses.js';
import { BUSY_RESPONSE } from './connection-limit.js';

/** Seconds a client is asked to wait while the database server is away (a restart). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_RESPONSE: ErrorResponse = {
  message: 'The service is briefly unavailable; try again in a few seconds',
  code: 'service_unavailable',
  reason: 'unavailable',
};

/**
 * The offending field of a validation failure, as a dotted path (`boy.latitude`); when the
 * whole input is wrong (no body at all), the part of the request that was (`body`).
 */
function fieldOf(issue: FastifySchemaValidationError, context: string | undefined): string {
  const path = issue.instancePath.split('/').filter((segment) => segment !== '');
  if (path.length > 0) return path.join('.');
  const missing = issue.params.missingProperty;
  if (typeof missing === 'string') return missing;
  return context ?? 'request';
}

export function validationFailure(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
): ErrorResponse {
  const first = issues[0];
  if (first === undefined) {
    return { message: 'Invalid request', code: 'validation_failed', reason: 'validation_failed' };
  }
  const field = fieldOf(first, context);
  return {
    message: `${field}: ${first.message ?? 'is invalid'}`,
    code: 'validation_failed',
    reason: validationReason(first.message),
    field,
  };
}

/**
 * Answers requests no route takes (unknown API paths, methods other than GET on pages) and
 * turns every error into the contract's `{message, code, reason, field?}`. Validation failures
 * name the field; client errors keep their message; a date or place the ephemeris cannot
 * compute is the input's fault (422, `ephemeris_out_of_range`); a full engine pool is 503
 * `unavailable` with `Retry-After`, and so is a database server that cannot be reached (a
 * restart: the next requests pass once it is back, on fresh pool connections); anything else
 * is logged with
 * the request id and answered with a fixed message, so no internal detail reaches the client.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setNotFoundHandler(async (_request, reply) => reply.code(404).send(NOT_FOUND_RESPONSE));
    app.setErrorHandler<FastifyError>(async (error, request, reply) => {
      if (error.validation) {
        return reply.code(400).send(validationFailure(error.validation, error.validationContext));
      }
      if (error instanceof EphemerisError) {
        request.log.info({ err: error }, 'ephemeris could not compute the request');
        const body: ErrorResponse = {
          message: 'The ephemeris cannot compute this date or place',
          code: 'bad_request',
          reason: 'ephemeris_out_of_range',
        };
        return reply.code(422).send(body);
      }
      if (error instanceof EngineBusyError) {
        request.log.info('engine pool full: request refused');
        return reply
          .code(503)
          .header('retry-after', String(ENGINE_BUSY_RETRY_AFTER_SECONDS))
          .send(BUSY_RESPONSE);
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable: request refused');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send(DATABASE_UNAVAILABLE_RESPONSE);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'request rejected');
        const body: ErrorResponse = { message: error.message, ...errorForStatus(status) };
        return reply.code(status).send(body);
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(INTERNAL_ERROR_RESPONSE);
    });
  },
  { name: 'error-handler' },
);
