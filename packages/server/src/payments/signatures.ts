import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `message` under `secret`, hex: how Razorpay signs payments and webhooks. */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/**
 * Whether `signature` is the HMAC of `message`, compared in constant time so the time taken
 * says nothing about how many leading characters were right.
 */
export function signatureMatches(
  secret: string,
  message: string | Buffer,
  signature: string,
): boolean {
  const expected = Buffer.from(hmacHex(secret, message), 'utf8');
  const given = Buffer.from(signature.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The message Checkout's signature covers: `order_id|payment_id`. */
export function paymentSignatureMessage(orderId: string, paymentId: string): string {
  return `${orderId}|${paymentId}`;
}
