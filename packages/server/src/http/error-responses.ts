import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  type ErrorCode,
  type ErrorReason,
  type ErrorResponse,
  MESSAGE_REASONS,
} from '@jyotish/contract';

export const NOT_FOUND_RESPONSE: ErrorResponse = {
  message: 'Not found',
  code: 'not_found',
  reason: 'not_found',
};

export const INTERNAL_ERROR_RESPONSE: ErrorResponse = {
  message: 'Internal server error',
  code: 'internal_error',
  reason: 'internal_error',
};

/** The contract's error code for an HTTP status the server answers with. */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 429:
      return 'rate_limited';
    case 503:
      return 'service_unavailable';
    default:
      return status >= 500 ? 'internal_error' : 'bad_request';
  }
}

/** The generic reason of a refusal nothing more specific is known about (Fastify's own 4xx). */
export function errorReasonForStatus(status: number): ErrorReason {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'internal_error' : 'bad_request';
  }
}

const MESSAGES = { ...AUTH_MESSAGES, ...ADMIN_MESSAGES };
const REASON_BY_MESSAGE = new Map<string, ErrorReason>(
  (Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]).map((key) => [
    MESSAGES[key],
    MESSAGE_REASONS[key],
  ]),
);

/**
 * The reason of a contract schema's failing rule: its own when the rule's message is one of
 * the contract's keyed messages (`Email is required` → `email_required`), else the generic one.
 */
export function validationReason(message: string | undefined): ErrorReason {
  return (message && REASON_BY_MESSAGE.get(message)) || 'validation_failed';
}
