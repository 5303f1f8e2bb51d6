import { type ErrorResponse, WALLET_MESSAGES } from '@jyotish/contract';
import { InsufficientBalanceError } from '../wallet/ledger.js';
import { OrderNotFoundError } from './crediting.js';
import { GatewayError } from './gateway.js';
import { PackageNotFoundError } from './orders.js';
import { PromoCodeRefusedError } from './promo-codes.js';
import { PaymentNotFoundError, RefundExceedsPaymentError } from './refunds.js';

const PROMO_MESSAGES = {
  promo_code_unknown: WALLET_MESSAGES.promoCodeUnknown,
  promo_code_not_started: WALLET_MESSAGES.promoCodeNotStarted,
  promo_code_expired: WALLET_MESSAGES.promoCodeExpired,
  promo_code_exhausted: WALLET_MESSAGES.promoCodeExhausted,
  promo_code_used_by_you: WALLET_MESSAGES.promoCodeUsedByYou,
} as const;

/**
 * The HTTP refusal of a domain error of the wallet or payments, or undefined for an error that
 * is a fault (answered 500 by the error handler). One table, so every route refuses alike.
 */
export function moneyRefusal(
  error: unknown,
): { readonly status: 404 | 409 | 422 | 502; readonly body: ErrorResponse } | undefined {
  if (error instanceof InsufficientBalanceError) {
    return {
      status: 409,
      body: {
        message: WALLET_MESSAGES.insufficientBalance,
        code: 'conflict',
        reason: 'insufficient_balance',
      },
    };
  }
  if (error instanceof PromoCodeRefusedError) {
    return {
      status: 422,
      body: {
        message: PROMO_MESSAGES[error.reason],
        code: 'validation_failed',
        reason: error.reason,
        field: 'promoCode',
      },
    };
  }
  if (error instanceof PackageNotFoundError) {
    return {
      status: 422,
      body: {
        message: WALLET_MESSAGES.packageNotFound,
        code: 'validation_failed',
        reason: 'package_not_found',
        field: 'packageId',
      },
    };
  }
  if (error instanceof RefundExceedsPaymentError) {
    return {
      status: 409,
      body: {
        message: `${WALLET_MESSAGES.refundExceedsPayment} (${error.refundable} paise)`,
        code: 'conflict',
        reason: 'refund_exceeds_payment',
        field: 'amount',
      },
    };
  }
  if (error instanceof OrderNotFoundError) {
    return {
      status: 404,
      body: {
        message: WALLET_MESSAGES.orderNotFound,
        code: 'not_found',
        reason: 'order_not_found',
      },
    };
  }
  if (error instanceof PaymentNotFoundError) {
    return {
      status: 404,
      body: {
        message: WALLET_MESSAGES.paymentNotFound,
        code: 'not_found',
        reason: 'payment_not_found',
      },
    };
  }
  if (error instanceof GatewayError) {
    return {
      status: 502,
      body: {
        message: WALLET_MESSAGES.gatewayFailed,
        code: 'service_unavailable',
        reason: 'gateway_failed',
      },
    };
  }
  return undefined;
}
