import { ReceiptSchema, WalletSchema } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.js';
import {
  bearer,
  paySandboxOrder,
  rechargeThroughSandbox,
  signUpUser,
  startRecharge,
} from '../../../../test/wallet-helper.js';
import type { App } from '../../../app.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});

async function wallet(token: string, query = '') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/wallet${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return WalletSchema.parse(response.json());
}

describe('GET /api/wallet/packages', () => {
  it('sells ₹100 to ₹2,000 with 18 % GST on top: ₹500 of credit costs ₹590', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/wallet/packages' });
    expect(response.statusCode).toBe(200);
    const { gstRatePercent, packages } = response.json();
    expect(gstRatePercent).toBe(18);
    expect(packages.map((p: { credit: number }) => p.credit)).toEqual([
      10_000, 20_000, 50_000, 100_000, 200_000,
    ]);
    expect(packages[2]).toEqual({
      id: 'inr-500',
      credit: 50_000,
      bonus: 0,
      gst: 9_000,
      price: 59_000,
      popular: true,
    });
    expect(packages[4]).toMatchObject({ credit: 200_000, bonus: 30_000, price: 236_000 });
  });
});

describe('a recharge through the sandbox', () => {
  it('credits ₹500, issues a GST receipt and shows both in the history', async () => {
    const { token } = await signUpUser(app, 'recharge@example.in');
    expect((await wallet(token)).balance).toBe(0);

    const verified = await rechargeThroughSandbox(app, token, 'inr-500');
    expect(verified).toMatchObject({ status: 'paid', credited: 50_000, balance: 50_000 });
    expect(verified.receiptId).toMatch(/^JY-\d{4}-\d{6}$/);

    const after = await wallet(token);
    expect(after.balance).toBe(50_000);
    expect(after.transactions).toHaveLength(1);
    expect(after.transactions[0]).toMatchObject({
      kind: 'recharge',
      amount: 50_000,
      balanceAfter: 50_000,
      description: verified.paymentId,
      receiptId: verified.receiptId,
    });

    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().balance).toBe(50_000);

    const receipt = ReceiptSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/receipts/${verified.receiptId}`,
          headers: bearer(token),
        })
      ).json(),
    );
    expect(receipt).toMatchObject({
      id: verified.receiptId,
      buyer: { email: 'recharge@example.in' },
      credit: 50_000,
      taxableValue: 50_000,
      gstRatePercent: 18,
      gst: 9_000,
      total: 59_000,
      paymentId: verified.paymentId,
      gateway: 'sandbox',
      refunds: [],
    });
    expect(receipt.seller.gstin).toBeTruthy();
  });

  it('gives the ₹2,000 package its ₹300 bonus as a line of its own', async () => {
    const { token } = await signUpUser(app, 'bonus@example.in');
    const verified = await rechargeThroughSandbox(app, token, 'inr-2000');
    expect(verified).toMatchObject({ credited: 230_000, balance: 230_000 });
    const { transactions } = await wallet(token);
    expect(transactions.map((t) => [t.kind, t.amount, t.balanceAfter])).toEqual([
      ['bonus', 30_000, 230_000],
      ['recharge', 200_000, 200_000],
    ]);
  });

  it('keeps a receipt from anyone but its owner (404, as if it did not exist)', async () => {
    const owner = await signUpUser(app, 'owner@example.in');
    const other = await signUpUser(app, 'other@example.in');
    const { receiptId } = await rechargeThroughSandbox(app, owner.token, 'inr-100');
    const response = await app.inject({
      method: 'GET',
      url: `/api/receipts/${receiptId}`,
      headers: bearer(other.token),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().reason).toBe('receipt_not_found');
    expect(
      (await app.inject({ method: 'GET', url: `/api/receipts/${receiptId}` })).statusCode,
    ).toBe(401);
  });

  it('numbers receipts consecutively', async () => {
    const { token } = await signUpUser(app, 'numbers@example.in');
    const first = await rechargeThroughSandbox(app, token, 'inr-100');
    const second = await rechargeThroughSandbox(app, token, 'inr-100');
    const number = (id: string) => Number(id.split('-')[2]);
    expect(number(second.receiptId)).toBe(number(first.receiptId) + 1);
  });

  it('pages the history newest first with a cursor', async () => {
    const { token } = await signUpUser(app, 'pages@example.in');
    for (let i = 0; i < 3; i += 1) await rechargeThroughSandbox(app, token, 'inr-100');
    const first = await wallet(token, '?limit=2');
    expect(first.transactions.map((t) => t.balanceAfter)).toEqual([30_000, 20_000]);
    expect(first.nextCursor).not.toBeNull();
    const second = await wallet(token, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.transactions.map((t) => t.balanceAfter)).toEqual([10_000]);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses an unknown package with 422 naming the field, and creates no order', async () => {
    const { token } = await signUpUser(app, 'nopackage@example.in');
    const response = await app.inject({
      method: 'POST',
      url: '/api/wallet/recharge',
      headers: bearer(token),
      payload: { packageId: 'inr-999' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ reason: 'package_not_found', field: 'packageId' });
    const orders = await app.db.selectFrom('payment_order').select('id').execute();
    expect(orders.every((order) => order.id.startsWith('order_'))).toBe(true);
  });

  it('asks a visitor to sign in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/wallet' })).statusCode).toBe(401);
    const recharge = await app.inject({
      method: 'POST',
      url: '/api/wallet/recharge',
      payload: { packageId: 'inr-500' },
    });
    expect(recharge.statusCode).toBe(401);
  });

  it('does not let a user pay or verify another user’s order', async () => {
    const owner = await signUpUser(app, 'orderowner@example.in');
    const thief = await signUpUser(app, 'thief@example.in');
    const order = await startRecharge(app, owner.token);
    const pay = await app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/orders/${order.id}/pay`,
      headers: bearer(thief.token),
      payload: { outcome: 'success' },
    });
    expect(pay.statusCode).toBe(404);
    const fields = await paySandboxOrder(app, owner.token, order.id);
    const verify = await app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers: bearer(thief.token),
      payload: fields,
    });
    expect(verify.statusCode).toBe(404);
  });
});

describe('Idempotency-Key on money routes', () => {
  it('replays the first answer for the same key and body, refuses another body with 422', async () => {
    const { token } = await signUpUser(app, 'idem@example.in');
    const headers = { ...bearer(token), 'idempotency-key': 'recharge-1' };
    const first = await app.inject({
      method: 'POST',
      url: '/api/wallet/recharge',
      headers,
      payload: { packageId: 'inr-100' },
    });
    const again = await app.inject({
      method: 'POST',
      url: '/api/wallet/recharge',
      headers,
      payload: { packageId: 'inr-100' },
    });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await app.inject({
      method: 'POST',
      url: '/api/wallet/recharge',
      headers,
      payload: { packageId: 'inr-200' },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().reason).toBe('idempotency_key_reused');
  });

  it('answers 409 to a retry while the first request still runs, and the same key fired 100 times creates one order', async () => {
    const { token, id } = await signUpUser(app, 'idem-race@example.in');
    const headers = { ...bearer(token), 'idempotency-key': 'race-1' };
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/wallet/recharge',
          headers,
          payload: { packageId: 'inr-100' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const conflicts = answers.filter((answer) => answer.statusCode === 409);
    for (const conflict of conflicts) expect(conflict.json().reason).toBe('request_in_progress');
    const orderIds = new Set(
      answers.filter((a) => a.statusCode === 200).map((a) => a.json().order.id),
    );
    expect(orderIds.size).toBe(1);
    const orders = await app.db
      .selectFrom('payment_order')
      .select('id')
      .where('user_id', '=', id)
      .execute();
    expect(orders).toHaveLength(1);
  });
});
