import type { ErrorCode, ErrorResponse } from '@jyotish/contract';

export const NOT_FOUND_RESPONSE: ErrorResponse = { message: 'Not found', code: 'not_found' };

export const INTERNAL_ERROR_RESPONSE: ErrorResponse = {
  message: 'Internal server error',
  code: 'internal_error',
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
