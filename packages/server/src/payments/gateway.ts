import type { PaymentGatewayName } from '@jyotish/contract';

export interface GatewayOrderInput {
  /** Paise. */
  readonly amount: number;
  readonly currency: 'INR';
  /** Our reference for the order, shown in the gateway's dashboard. */
  readonly receipt: string;
  readonly notes: Readonly<Record<string, string>>;
}

export interface GatewayRefundInput {
  readonly paymentId: string;
  /** Paise. */
  readonly amount: number;
  /** Our refund id, sent back in the `refund.processed` webhook's notes. */
  readonly refundId: string;
}

/**
 * A payment gateway as the wallet needs it. Razorpay in production; the sandbox speaks the
 * same protocol (order ids, Checkout's three signed fields, signed webhooks) so the very same
 * verification and crediting code runs on a machine without keys.
 */
export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  /** The public key id Checkout opens with (razorpay only). */
  readonly keyId: string | undefined;
  /** Signs Checkout's `razorpay_signature` (Razorpay: the key secret). */
  readonly paymentSecret: string;
  /** Signs the webhook bodies (Razorpay: the webhook secret set in its dashboard). */
  readonly webhookSecret: string;
  /** Creates the order the user pays; returns its id (`order_…`). */
  createOrder(input: GatewayOrderInput): Promise<{ readonly id: string }>;
  /** Asks for a refund to the card or account that paid; returns the gateway's refund id. */
  refund(input: GatewayRefundInput): Promise<{ readonly id: string }>;
}

/** The gateway could not be reached or refused the call. */
export class GatewayError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'GatewayError';
  }
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id shaped like Razorpay's: a prefix and 14 random letters and digits (`order_Ng3…`). */
export function gatewayStyleId(prefix: 'order' | 'pay' | 'rfnd' | 'evt'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(14));
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return `${prefix}_${id}`;
}
