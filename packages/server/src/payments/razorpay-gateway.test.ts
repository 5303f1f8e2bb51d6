import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, settleJobs } from '../../test/helper.js';
import { bearer, postWebhook, signInAdmin, signUpUser } from '../../test/wallet-helper.js';
import type { App } from '../app.js';
import { gatewayStyleId } from './gateway.js';
import { hmacHex } from './signatures.js';

const KEY_ID = 'rzp_test_StandIn0001';
const KEY_SECRET = 'stand-in-key-secret-0123456789';
const WEBHOOK_SECRET = 'stand-in-webhook-secret-0123456789';
const ADMIN = { email: 'rzp-admin@jyotish.example', password: 'root admin passphrase 9' };

interface Call {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: Record<string, unknown>;
}

/**
 * A local stand-in for Razorpay's orders and refunds API, speaking its protocol (basic auth
 * with the key pair, JSON bodies, its entity shapes), so the official SDK runs unchanged.
 */
class RazorpayStandIn {
  readonly calls: Call[] = [];
  failOrders = false;
  #server: Server | undefined;

  async start(): Promise<string> {
    this.#server = createServer((request, response) => void this.#handle(request, response));
    this.#server.listen(0, '127.0.0.1');
    await once(this.#server, 'listening');
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.#server?.close();
  }

  async #handle(request: IncomingMessage, response: import('node:http').ServerResponse) {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const path = request.url ?? '';
    this.calls.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      body,
    });
    const reply = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    const expected = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return reply(401, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
      });
    }
    if (request.method === 'POST' && path === '/v1/orders') {
      if (this.failOrders) {
        return reply(500, { error: { code: 'SERVER_ERROR', description: 'The server is down' } });
      }
      return reply(200, {
        id: gatewayStyleId('order'),
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
        attempts: 0,
        notes: body.notes,
        created_at: Math.floor(Date.now() / 1000),
      });
    }
    const refund = /^\/v1\/payments\/(pay_\w+)\/refund$/.exec(path);
    if (request.method === 'POST' && refund) {
      return reply(200, {
        id: gatewayStyleId('rfnd'),
        entity: 'refund',
        amount: body.amount,
        currency: 'INR',
        payment_id: refund[1],
        notes: body.notes,
        status: 'pending',
        speed_requested: body.speed,
        created_at: Math.floor(Date.now() / 1000),
      });
    }
    return reply(404, {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The requested URL was not found on the server.',
      },
    });
  }
}

const standIn = new RazorpayStandIn();
let app: App;
let adminToken: string;

function signedRazorpayWebhook(secret: string, event: string, payload: object) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_Test',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: 1,
  });
  return { eventId: gatewayStyleId('evt'), body, signature: hmacHex(secret, body) };
}

beforeAll(async () => {
  const apiUrl = await standIn.start();
  app = await buildTestApp({
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    payments: {
      razorpay: { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiUrl },
      sandboxSecret: 'unused-sandbox-secret-0123456789abcdef',
    },
  });
  adminToken = await signInAdmin(app, ADMIN.email, ADMIN.password);
});

afterAll(() => standIn.stop());

describe('the Razorpay gateway, against a local stand-in of its API', () => {
  it('creates the order through the SDK, verifies Checkout’s signature with the key secret, refunds to the source', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().paymentGateway).toBe('razorpay');
    const page = await app.inject({ method: 'GET', url: '/wallet-recharge' });
    expect(page.headers['content-security-policy']).toContain(
      "script-src 'self' https://checkout.razorpay.com",
    );

    const user = await signUpUser(app, 'razorpay@example.in');
    const recharge = await app.inject({
      method: 'POST',
      url: '/api/wallet/recharge',
      headers: bearer(user.token),
      payload: { packageId: 'inr-500' },
    });
    expect(recharge.statusCode).toBe(200);
    const { order } = recharge.json();
    expect(order).toMatchObject({
      gateway: 'razorpay',
      amount: 59_000,
      currency: 'INR',
      keyId: KEY_ID,
    });
    expect(order.checkoutUrl).toBeUndefined();
    expect(standIn.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/orders',
      body: { amount: 59_000, currency: 'INR', notes: { package: 'inr-500' } },
    });

    // The sandbox's checkout does not exist beside Razorpay.
    const sandboxPay = await app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/orders/${order.id}/pay`,
      headers: bearer(user.token),
      payload: { outcome: 'success' },
    });
    expect(sandboxPay.statusCode).toBe(404);

    const paymentId = gatewayStyleId('pay');
    const forged = await app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers: bearer(user.token),
      payload: {
        razorpay_order_id: order.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmacHex(WEBHOOK_SECRET, `${order.id}|${paymentId}`),
      },
    });
    expect(forged.statusCode).toBe(400);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers: bearer(user.token),
      payload: {
        razorpay_order_id: order.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmacHex(KEY_SECRET, `${order.id}|${paymentId}`),
      },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ balance: 50_000 });

    // Razorpay's own webhook for the same payment: signed with the webhook secret, credits nothing more.
    const captured = signedRazorpayWebhook(WEBHOOK_SECRET, 'payment.captured', {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          order_id: order.id,
          amount: 59_000,
          currency: 'INR',
          status: 'captured',
          method: 'upi',
        },
      },
    });
    expect((await postWebhook(app, captured)).statusCode).toBe(200);
    const signedWithKey = { ...captured, signature: hmacHex(KEY_SECRET, captured.body) };
    expect((await postWebhook(app, signedWithKey)).statusCode).toBe(400);

    const refund = await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${paymentId}/refunds`,
      headers: bearer(adminToken),
      payload: { amount: 59_000, reason: 'Customer request', to: 'source' },
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json()).toMatchObject({ state: 'processing', amount: 59_000 });
    const refundCall = standIn.calls.at(-1);
    expect(refundCall).toMatchObject({
      path: `/v1/payments/${paymentId}/refund`,
      body: { amount: 59_000, notes: { refund_id: refund.json().id } },
    });
    const balance = await app.inject({
      method: 'GET',
      url: '/api/wallet',
      headers: bearer(user.token),
    });
    expect(balance.json().balance).toBe(0);

    const processed = signedRazorpayWebhook(WEBHOOK_SECRET, 'refund.processed', {
      refund: {
        entity: {
          id: 'rfnd_StandIn0000001',
          entity: 'refund',
          payment_id: paymentId,
          amount: 59_000,
          notes: { refund_id: refund.json().id },
          status: 'processed',
        },
      },
    });
    expect((await postWebhook(app, processed)).statusCode).toBe(200);
    const receipt = await app.inject({
      method: 'GET',
      url: `/api/receipts/${verified.json().receiptId}`,
      headers: bearer(user.token),
    });
    expect(receipt.json().refunds).toMatchObject([{ state: 'processed', amount: 59_000 }]);
    await settleJobs(app.db);
  });

  it('answers 502 when Razorpay cannot create the order, and records none', async () => {
    const user = await signUpUser(app, 'razorpay-down@example.in');
    standIn.failOrders = true;
    try {
      const recharge = await app.inject({
        method: 'POST',
        url: '/api/wallet/recharge',
        headers: bearer(user.token),
        payload: { packageId: 'inr-100' },
      });
      expect(recharge.statusCode).toBe(502);
      expect(recharge.json().reason).toBe('gateway_failed');
    } finally {
      standIn.failOrders = false;
    }
    const orders = await app.db
      .selectFrom('payment_order')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(orders).toEqual([]);
  });
});
