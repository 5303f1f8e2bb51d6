import type { ErrorResponse } from '@jyotish/contract';
import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import {
  errorCodeForStatus,
  INTERNAL_ERROR_RESPONSE,
  NOT_FOUND_RESPONSE,
} from '../../http/error-responses.js';

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
  if (first === undefined) return { message: 'Invalid request', code: 'validation_failed' };
  const field = fieldOf(first, context);
  return {
    message: `${field}: ${first.message ?? 'is invalid'}`,
    code: 'validation_failed',
    field,
  };
}

/**
 * Answers requests no route takes (unknown API paths, methods other than GET on pages) and
 * turns every error into the contract's `{message, code, field?}`. Validation failures name the
 * field; client errors keep their message; anything else is logged with the request id and
 * answered with a fixed message, so no stack trace or internal detail reaches the client.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setNotFoundHandler(async (_request, reply) => reply.code(404).send(NOT_FOUND_RESPONSE));
    app.setErrorHandler<FastifyError>(async (error, request, reply) => {
      if (error.validation) {
        return reply.code(400).send(validationFailure(error.validation, error.validationContext));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'request rejected');
        const body: ErrorResponse = { message: error.message, code: errorCodeForStatus(status) };
        return reply.code(status).send(body);
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(INTERNAL_ERROR_RESPONSE);
    });
  },
  { name: 'error-handler' },
);
