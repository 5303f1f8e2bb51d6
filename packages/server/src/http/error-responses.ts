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

/** The code and reason of a refusal by status, for Fastify's own 4xx answers. */
const BY_STATUS: Readonly<Record<number, { code: ErrorCode; reason: ErrorReason }>> = {
  401: { code: 'unauthorized', reason: 'unauthorized' },
  403: { code: 'forbidden', reason: 'forbidden' },
  404: { code: 'not_found', reason: 'not_found' },
  409: { code: 'conflict', reason: 'conflict' },
  413: { code: 'bad_request', reason: 'payload_too_large' },
  415: { code: 'bad_request', reason: 'unsupported_media_type' },
  429: { code: 'rate_limited', reason: 'rate_limited' },
  503: { code: 'service_unavailable', reason: 'unavailable' },
};

/**
 * The contract's error code and generic reason for an HTTP status the server answers with,
 * when nothing more specific is known about the refusal.
 */
export function errorForStatus(status: number): { code: ErrorCode; reason: ErrorReason } {
  return (
    BY_STATUS[status] ??
    (status >= 500
      ? { code: 'internal_error', reason: 'internal_error' }
      : { code: 'bad_request', reason: 'bad_request' })
  );
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
