import { GatewayError, type PaymentGateway } from './gateway.js';

export interface RazorpayConfig {
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  /** Razorpay's API; another address only for a local stand-in in tests. */
  readonly apiUrl: string;
}

export const RAZORPAY_API_URL = 'https://api.razorpay.com';

/**
 * Orders and refunds through the official SDK; payments happen in Razorpay Checkout. The SDK
 * (with its HTTP client, about a quarter of a second to load) is imported only by a server
 * that uses Razorpay.
 */
export async function razorpayGateway(config: RazorpayConfig): Promise<PaymentGateway> {
  const { default: Razorpay } = await import('razorpay');
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  // The SDK has no option for its address; its HTTP client (axios) takes a new base URL.
  if (config.apiUrl !== RAZORPAY_API_URL) {
    (
      client as unknown as { api: { rq: { defaults: { baseURL: string } } } }
    ).api.rq.defaults.baseURL = config.apiUrl;
  }
  return {
    name: 'razorpay',
    keyId: config.keyId,
    paymentSecret: config.keySecret,
    webhookSecret: config.webhookSecret,
    async createOrder(input) {
      try {
        const order = await client.orders.create({
          amount: input.amount,
          currency: input.currency,
          receipt: input.receipt,
          notes: { ...input.notes },
        });
        return { id: order.id };
      } catch (error) {
        throw new GatewayError('Razorpay refused to create the order', { cause: error });
      }
    },
    async refund(input) {
      try {
        const refund = await client.payments.refund(input.paymentId, {
          amount: input.amount,
          speed: 'normal',
          notes: { refund_id: input.refundId },
        });
        return { id: refund.id };
      } catch (error) {
        throw new GatewayError('Razorpay refused the refund', { cause: error });
      }
    },
  };
}
