import {
  AuthResponseSchema,
  PaymentVerifyResponseSchema,
  RechargeResponseSchema,
  SandboxPayResponseSchema,
} from '@jyotish/contract';
import { expect } from 'vitest';
import type { App } from '../src/app.js';
import {
  postWebhookTo,
  type SignedWebhook,
  signWebhookEvent,
} from '../src/payments/sandbox-gateway.js';
import { hmacHex } from '../src/payments/signatures.js';
import { TEST_SANDBOX_SECRET } from './helper.js';

export const WALLET_TEST_PASSWORD = 'mango-orchard-2030';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let signUps = 0;

/**
 * Signs up a new account; returns its token and id. Each from an address of its own, as the
 * sign-up throttle allows 20 an hour from one.
 */
export async function signUpUser(app: App, email: string) {
  signUps += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: `10.20.${Math.floor(signUps / 250)}.${signUps % 250}`,
    payload: { name: 'Test User', email, password: WALLET_TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(201);
  const { token, user } = AuthResponseSchema.parse(response.json());
  return { token, id: user.id };
}

/** Signs in the first administrator (the app must be built with ADMIN_EMAIL/PASSWORD). */
export async function signInAdmin(app: App, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  return AuthResponseSchema.parse(response.json()).token;
}

/** Starts a recharge of `packageId` and returns the sandbox order. */
export async function startRecharge(
  app: App,
  token: string,
  packageId = 'inr-500',
  promoCode?: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/wallet/recharge',
    headers: bearer(token),
    payload: { packageId, ...(promoCode ? { promoCode } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return RechargeResponseSchema.parse(response.json()).order;
}

/** Pays an order on the sandbox checkout; returns what Checkout hands the browser. */
export async function paySandboxOrder(app: App, token: string, orderId: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/orders/${orderId}/pay`,
    headers: bearer(token),
    payload: { outcome: 'success' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const paid = SandboxPayResponseSchema.parse(response.json());
  if ('error' in paid) throw new Error('The sandbox refused a successful payment');
  return paid;
}

/** Recharge, pay and verify: the whole browser flow; returns the verify answer. */
export async function rechargeThroughSandbox(app: App, token: string, packageId = 'inr-500') {
  const order = await startRecharge(app, token, packageId);
  const fields = await paySandboxOrder(app, token, order.id);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/payments/verify',
    headers: bearer(token),
    payload: fields,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return PaymentVerifyResponseSchema.parse(verified.json());
}

/** A `payment.captured` webhook for an order, signed with the sandbox's test secret. */
export function capturedWebhook(orderId: string, paymentId: string, amount: number) {
  return signWebhookEvent(TEST_SANDBOX_SECRET, {
    event: 'payment.captured',
    payment: { id: paymentId, order_id: orderId, amount, currency: 'INR', status: 'captured' },
  });
}

/** Delivers a webhook as the gateway does (raw body, signature and event id headers). */
export const postWebhook = (app: App, webhook: SignedWebhook) => postWebhookTo(app, webhook);

/** Checkout's signature of a payment, as the gateway would compute it. */
export const checkoutSignature = (orderId: string, paymentId: string) =>
  hmacHex(TEST_SANDBOX_SECRET, `${orderId}|${paymentId}`);
