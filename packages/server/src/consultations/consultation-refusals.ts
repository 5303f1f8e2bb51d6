import { CONSULTATION_MESSAGES, type ErrorResponse } from '@jyotish/contract';
import { ConsultationRefusedError } from './consultation-lifecycle.js';

const REFUSALS = {
  astrologer_not_found: [404, 'not_found', CONSULTATION_MESSAGES.astrologerNotFound],
  consultation_not_found: [404, 'not_found', CONSULTATION_MESSAGES.consultationNotFound],
  astrologer_offline: [409, 'conflict', CONSULTATION_MESSAGES.astrologerOffline],
  consultation_open: [409, 'conflict', CONSULTATION_MESSAGES.consultationOpen],
  consultation_not_requested: [409, 'conflict', CONSULTATION_MESSAGES.consultationNotRequested],
  consultation_not_active: [409, 'conflict', CONSULTATION_MESSAGES.consultationNotActive],
  cannot_consult_self: [409, 'conflict', CONSULTATION_MESSAGES.cannotConsultSelf],
} as const;

/** The HTTP refusal of a consultation's domain error, or undefined for a fault. */
export function consultationRefusal(
  error: unknown,
): { readonly status: 404 | 409; readonly body: ErrorResponse } | undefined {
  if (!(error instanceof ConsultationRefusedError)) return undefined;
  const [status, code, message] = REFUSALS[error.reason];
  return { status, body: { message, code, reason: error.reason } };
}
