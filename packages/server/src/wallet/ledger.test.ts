import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helper.js';
import { insertUser } from '../accounts/users.js';
import type { AppDatabase } from '../db/schema.js';
import { creditPayment } from '../payments/crediting.js';
import { createRechargeOrder } from '../payments/orders.js';
import { refundPayment } from '../payments/refunds.js';
import { type SignedWebhook, sandboxGateway } from '../payments/sandbox-gateway.js';
import { adjustWallet } from './adjustments.js';
import { chargeHold, extendHold, release, reserve } from './holds.js';
import { balanceOf, InsufficientBalanceError, walletOf } from './ledger.js';
import { checkLedger } from './ledger-check.js';
import { purchase } from './purchases.js';

let database: TestDatabase;
let db: AppDatabase;
let adminId: string;
const deliveredWebhooks: SignedWebhook[] = [];
// The real sandbox gateway; its webhooks are kept here instead of being posted to an app.
const gateway = sandboxGateway({
  secret: 'ledger-test-secret-long-enough-0123456789',
  deliver: async (webhook) => {
    deliveredWebhooks.push(webhook);
  },
});

async function newUser(label: string): Promise<string> {
  const user = await insertUser(db, {
    email: `${label}-${crypto.randomUUID()}@example.in`,
    name: label,
    passwordHash: null,
  });
  if (!user) throw new Error('user not created');
  return user.id;
}

async function credit(userId: string, amount: number): Promise<void> {
  await adjustWallet(db, { userId, amount, reason: 'test credit', adminId });
}

const spend = (userId: string, amount: number, key: string) =>
  purchase(db, {
    userId,
    reference: `report:${key}`,
    description: 'Life report',
    shares: [{ to: { kind: 'platform_revenue' }, amount }],
    idempotencyKey: key,
  });

async function recharge(userId: string, packageId = 'inr-500') {
  const order = await createRechargeOrder(db, gateway, { userId, packageId, now: new Date() });
  return creditPayment(db, {
    orderId: order.id,
    paymentId: `pay_${crypto.randomUUID().slice(0, 14).replace(/-/g, 'x')}`,
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  adminId = await newUser('admin');
});

describe('transfers', () => {
  it(`200 parallel debits against a balance that covers exactly 120: 120 succeed, the balance is 0 (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const userId = await newUser('parallel');
    await credit(userId, 120 * 150);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => spend(userId, 150, `parallel-${userId}-${i}`)),
    );
    const succeeded = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter(
      (o) => o.status === 'rejected' && o.reason instanceof InsufficientBalanceError,
    );
    expect(succeeded).toHaveLength(120);
    expect(refused).toHaveLength(80);
    expect(await balanceOf(db, walletOf(userId))).toBe(0);
    expect((await checkLedger(db)).problems).toEqual([]);
  });

  it('buys once per idempotency key, and all shares of a purchase or none', async () => {
    const userId = await newUser('shares');
    await credit(userId, 1000);
    await spend(userId, 400, `once-${userId}`);
    await spend(userId, 400, `once-${userId}`);
    expect(await balanceOf(db, walletOf(userId))).toBe(600);
    const astrologer = await newUser('astrologer');
    await expect(
      purchase(db, {
        userId,
        reference: 'consultation:1',
        description: 'Chat package',
        shares: [
          { to: { kind: 'astrologer_earnings', ownerId: astrologer }, amount: 500 },
          { to: { kind: 'platform_revenue' }, amount: 200 },
        ],
        idempotencyKey: `split-${userId}`,
      }),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await balanceOf(db, walletOf(userId))).toBe(600);
    expect(await balanceOf(db, { kind: 'astrologer_earnings', ownerId: astrologer })).toBe(0);
  });

  it('refuses to change or delete a transfer: corrections are new transfers', async () => {
    const userId = await newUser('immutable');
    await credit(userId, 500);
    await expect(sql`update ledger_transfer set amount = 1`.execute(db)).rejects.toThrow(
      /immutable/,
    );
    await expect(sql`delete from ledger_transfer`.execute(db)).rejects.toThrow(/immutable/);
  });

  it('keeps a wallet from going below zero even when written around the module', async () => {
    const userId = await newUser('constraint');
    await credit(userId, 100);
    await expect(
      sql`update ledger_account set balance = -1 where owner_id = ${userId}`.execute(db),
    ).rejects.toThrow(/ledger_account_not_negative/);
  });
});

describe('holds', () => {
  it('sets money aside, gives the unused part back and pays the charge, once', async () => {
    const userId = await newUser('hold');
    await credit(userId, 12_000);
    const hold = await reserve(db, { userId, amount: 5_000, reference: 'consultation:7' });
    expect(await balanceOf(db, walletOf(userId))).toBe(7_000);
    expect(await release(db, hold.id, [{ to: { kind: 'platform_revenue' }, amount: 3_000 }])).toBe(
      true,
    );
    expect(await balanceOf(db, walletOf(userId))).toBe(9_000);
    expect(await release(db, hold.id, [{ to: { kind: 'platform_revenue' }, amount: 3_000 }])).toBe(
      false,
    );
    expect(await balanceOf(db, walletOf(userId))).toBe(9_000);
  });

  it('pays a minute from a hold once per key, even 100 times at once, and gives back the rest', async () => {
    const userId = await newUser('hold-minutes');
    const astrologerId = await newUser('hold-astrologer');
    await credit(userId, 10_000);
    const hold = await reserve(db, { userId, amount: 6_000, reference: 'consultation:9' });
    const shares = [
      { to: { kind: 'astrologer_earnings', ownerId: astrologerId }, amount: 1_200 },
      { to: { kind: 'platform_revenue' }, amount: 800 },
    ] as const;
    const charge = (key: string) =>
      db.transaction().execute((trx) => chargeHold(trx, hold.id, shares, key));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, () => charge('consultation:9:minute:1')),
    );
    // One pays; the others find it paid, or wait on the hold's row and then find it.
    expect(outcomes.filter((o) => o.status === 'fulfilled' && o.value === true)).toHaveLength(1);
    expect(await charge('consultation:9:minute:2')).toBe(true);
    await expect(charge('consultation:9:minute:3')).resolves.toBe(true);
    // A fourth minute would take more than is left on the hold: refused, nothing moves.
    await expect(charge('consultation:9:minute:4')).rejects.toThrow(RangeError);
    await db.transaction().execute((trx) => extendHold(trx, hold.id, 2_000));
    expect(await charge('consultation:9:minute:4')).toBe(true);
    expect(await balanceOf(db, { kind: 'astrologer_earnings', ownerId: astrologerId })).toBe(4_800);
    expect(await release(db, hold.id)).toBe(true);
    expect(await balanceOf(db, walletOf(userId))).toBe(2_000);
    expect(await balanceOf(db, { kind: 'wallet_hold', ownerId: userId })).toBe(0);
    expect((await checkLedger(db)).problems).toEqual([]);
  });

  it('100 parallel holds of ₹10 on ₹100: exactly 10 are taken', async () => {
    const userId = await newUser('holds');
    await credit(userId, 10_000);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        reserve(db, { userId, amount: 1_000, reference: `consultation:${i}` }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    expect(await balanceOf(db, walletOf(userId))).toBe(0);
    expect(await balanceOf(db, { kind: 'wallet_hold', ownerId: userId })).toBe(10_000);
  });
});

describe('the ledger under any sequence of operations (property)', () => {
  type Operation =
    | { kind: 'recharge'; packageId: 'inr-100' | 'inr-1000' }
    | { kind: 'spend'; amount: number }
    | { kind: 'adjust'; amount: number }
    | { kind: 'refund'; share: number; to: 'wallet' | 'source' };
  const operation: fc.Arbitrary<Operation> = fc.oneof(
    fc.record({
      kind: fc.constant('recharge' as const),
      packageId: fc.constantFrom('inr-100' as const, 'inr-1000' as const),
    }),
    fc.record({ kind: fc.constant('spend' as const), amount: fc.integer({ min: 1, max: 60_000 }) }),
    fc.record({
      kind: fc.constant('adjust' as const),
      amount: fc.integer({ min: -30_000, max: 30_000 }).filter((a) => a !== 0),
    }),
    fc.record({
      kind: fc.constant('refund' as const),
      share: fc.double({ min: 0.01, max: 1, noNaN: true }),
      to: fc.constantFrom('wallet' as const, 'source' as const),
    }),
  );

  it('never loses or invents a paisa: the wallet follows its model, every balance is the sum of its transfers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (ops) => {
        const userId = await newUser('property');
        let expected = 0;
        const payments: { id: string; left: number; gstShare: number }[] = [];
        for (const [index, op] of ops.entries()) {
          if (op.kind === 'recharge') {
            const paid = await recharge(userId, op.packageId);
            expected += paid.credited;
            const order = await db
              .selectFrom('payment_order')
              .select(['amount', 'gst'])
              .where('id', '=', paid.orderId)
              .executeTakeFirstOrThrow();
            payments.push({
              id: paid.paymentId,
              left: Number(order.amount),
              gstShare: Number(order.gst) / Number(order.amount),
            });
          } else if (op.kind === 'spend') {
            const ok = expected >= op.amount;
            const attempt = spend(userId, op.amount, `prop-${userId}-${index}`);
            if (ok) {
              await attempt;
              expected -= op.amount;
            } else {
              await expect(attempt).rejects.toBeInstanceOf(InsufficientBalanceError);
            }
          } else if (op.kind === 'adjust') {
            const ok = op.amount > 0 || expected >= -op.amount;
            const attempt = adjustWallet(db, {
              userId,
              amount: op.amount,
              reason: 'property',
              adminId,
            });
            if (ok) {
              await attempt;
              expected += op.amount;
            } else {
              await expect(attempt).rejects.toBeInstanceOf(InsufficientBalanceError);
            }
          } else {
            const payment = payments.find((p) => p.left > 0);
            if (!payment) continue;
            const amount = Math.max(1, Math.floor(payment.left * op.share));
            const fromWallet = amount - Math.round(amount * payment.gstShare);
            const ok = op.to === 'wallet' || expected >= fromWallet;
            const attempt = refundPayment(db, gateway, {
              paymentId: payment.id,
              amount,
              reason: 'property',
              to: op.to,
              adminId,
            });
            if (ok) {
              await attempt;
              payment.left -= amount;
              expected += op.to === 'wallet' ? amount : -fromWallet;
            } else {
              await expect(attempt).rejects.toBeInstanceOf(InsufficientBalanceError);
            }
          }
          expect(await balanceOf(db, walletOf(userId))).toBe(expected);
        }
        expect((await checkLedger(db)).problems).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});

describe('ledger check', () => {
  it('reports a balance that differs from its transfers', async () => {
    const userId = await newUser('tamper');
    await credit(userId, 1000);
    expect((await checkLedger(db)).problems).toEqual([]);
    // Written around the module on purpose, then put back, so the file's ledger ends balanced.
    await sql`update ledger_account set balance = balance + 1 where owner_id = ${userId}`.execute(
      db,
    );
    try {
      const report = await checkLedger(db);
      expect(report.problems).toEqual([
        'balances add up to 1 paise, not 0',
        expect.stringMatching(/\(wallet\) stores 1001 paise, its transfers sum to 1000$/),
      ]);
    } finally {
      await sql`update ledger_account set balance = balance - 1 where owner_id = ${userId}`.execute(
        db,
      );
    }
  });

  it('reports a hold whose charged amount differs from what was paid out of it', async () => {
    const userId = await newUser('tamper-hold');
    await credit(userId, 5_000);
    const hold = await reserve(db, { userId, amount: 4_000, reference: 'consultation:tamper' });
    await db
      .transaction()
      .execute((trx) =>
        chargeHold(trx, hold.id, [{ to: { kind: 'platform_revenue' }, amount: 1_000 }], 'tamper:1'),
      );
    expect((await checkLedger(db)).problems).toEqual([]);
    await sql`update wallet_hold set charged = charged + 1 where id = ${hold.id}`.execute(db);
    try {
      expect((await checkLedger(db)).problems).toEqual([
        expect.stringMatching(/has 3000 paise on hold, open holds say 2999$/),
        `hold ${hold.id} says 1001 paise were charged, 1000 were paid`,
      ]);
    } finally {
      await sql`update wallet_hold set charged = charged - 1 where id = ${hold.id}`.execute(db);
      await release(db, hold.id);
    }
  });
});
