import { sql } from 'kysely';
import type { AppDatabase } from '../db/schema.js';
import { type AccountRef, type LedgerTransaction, transfer, walletOf } from './ledger.js';

export interface Hold {
  readonly id: string;
  readonly userId: string;
  /** Paise set aside. */
  readonly amount: number;
}

/**
 * Sets `amount` paise of a user's wallet aside (a consultation about to start): the money
 * moves to the user's hold account, so it can be neither spent twice nor lost. Throws
 * `InsufficientBalanceError` when the wallet holds less.
 */
export async function reserve(
  db: AppDatabase,
  input: { readonly userId: string; readonly amount: number; readonly reference: string },
): Promise<Hold> {
  return db.transaction().execute((trx) => reserveIn(trx, input));
}

/** {@link reserve} inside the caller's transaction, with its other writes. */
export async function reserveIn(
  trx: LedgerTransaction,
  input: { readonly userId: string; readonly amount: number; readonly reference: string },
): Promise<Hold> {
  const id = crypto.randomUUID();
  await trx
    .insertInto('wallet_hold')
    .values({ id, user_id: input.userId, amount: input.amount, reference: input.reference })
    .execute();
  await transfer(trx, {
    from: walletOf(input.userId),
    to: { kind: 'wallet_hold', ownerId: input.userId },
    amount: input.amount,
    kind: 'hold',
    reference: id,
    description: input.reference,
  });
  return { id, userId: input.userId, amount: input.amount };
}

/**
 * Adds `amount` paise of the wallet to an open hold (a chat extended after a recharge).
 * Throws `InsufficientBalanceError` when the wallet holds less; returns false when the hold
 * is already settled.
 */
export async function extendHold(
  trx: LedgerTransaction,
  holdId: string,
  amount: number,
): Promise<boolean> {
  const hold = await trx
    .updateTable('wallet_hold')
    .set({ amount: sql`amount + ${amount}` })
    .where('id', '=', holdId)
    .where('settled_at', 'is', null)
    .returning(['user_id', 'reference'])
    .executeTakeFirst();
  if (!hold) return false;
  await transfer(trx, {
    from: walletOf(hold.user_id),
    to: { kind: 'wallet_hold', ownerId: hold.user_id },
    amount,
    kind: 'hold',
    reference: holdId,
    description: hold.reference,
  });
  return true;
}

/**
 * Pays charges straight out of an open hold, once per `idempotencyKey` (a consultation's
 * minute): a second call with the same key moves nothing and returns false. The charges may
 * not exceed what is left on the hold.
 */
export async function chargeHold(
  trx: LedgerTransaction,
  holdId: string,
  charges: readonly HoldCharge[],
  idempotencyKey: string,
  description = '',
): Promise<boolean> {
  const total = charges.reduce((sum, charge) => sum + charge.amount, 0);
  // The hold's row is locked before the key is looked for: a parallel charge with the same key
  // waits here, then finds the transfers the first one committed.
  const locked = await trx
    .selectFrom('wallet_hold')
    .select('id')
    .where('id', '=', holdId)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) throw new RangeError(`There is no hold ${holdId}`);
  // Exact keys, so the unique index answers (a LIKE prefix would scan every transfer).
  const keys = charges.map((_, index) => `${idempotencyKey}:${index}`);
  const existing =
    keys.length === 0
      ? undefined
      : await trx
          .selectFrom('ledger_transfer')
          .select('id')
          .where('idempotency_key', 'in', keys)
          .executeTakeFirst();
  if (existing) return false;
  const hold = await trx
    .updateTable('wallet_hold')
    .set({ charged: sql`charged + ${total}` })
    .where('id', '=', holdId)
    .where('settled_at', 'is', null)
    .where(sql<boolean>`amount - charged >= ${total}`)
    .returning(['user_id', 'reference'])
    .executeTakeFirst();
  if (!hold) throw new RangeError(`Hold ${holdId} is settled or holds less than ${total} paise`);
  for (const [index, charge] of charges.entries()) {
    if (charge.amount === 0) continue;
    await transfer(trx, {
      from: { kind: 'wallet_hold', ownerId: hold.user_id },
      to: charge.to,
      amount: charge.amount,
      kind: 'purchase',
      reference: holdId,
      description: description || hold.reference,
      idempotencyKey: `${idempotencyKey}:${index}`,
    });
  }
  return true;
}

export interface HoldCharge {
  readonly to: AccountRef;
  /** Paise. */
  readonly amount: number;
}

/**
 * Ends a hold in one transaction: the whole hold goes back to the wallet, then each charge is
 * paid from the wallet (so the history reads "set aside, given back, paid"); the charges may
 * not exceed the hold. A hold is released once: the second call (a retry, a second instance)
 * finds it settled and returns false without moving anything.
 */
export async function release(
  db: AppDatabase,
  holdId: string,
  charges: readonly HoldCharge[] = [],
  description = '',
): Promise<boolean> {
  return db.transaction().execute((trx) => releaseIn(trx, holdId, charges, description));
}

/** {@link release} inside the caller's transaction, with its other writes. */
export async function releaseIn(
  trx: LedgerTransaction,
  holdId: string,
  charges: readonly HoldCharge[] = [],
  description = '',
): Promise<boolean> {
  {
    const hold = await trx
      .updateTable('wallet_hold')
      .set({ settled_at: sql`now()` })
      .where('id', '=', holdId)
      .where('settled_at', 'is', null)
      .returning(['user_id', 'amount', 'charged', 'reference'])
      .executeTakeFirst();
    if (!hold) return false;
    // What was charged from the hold already (a consultation's minutes) stays paid.
    const amount = Number(hold.amount) - Number(hold.charged);
    const charged = charges.reduce((sum, charge) => sum + charge.amount, 0);
    if (charged > amount)
      throw new RangeError(`Charges of ${charged} exceed the hold of ${amount}`);
    if (amount > 0)
      await transfer(trx, {
        from: { kind: 'wallet_hold', ownerId: hold.user_id },
        to: walletOf(hold.user_id),
        amount,
        kind: 'hold_release',
        reference: holdId,
        description: hold.reference,
      });
    for (const charge of charges) {
      if (charge.amount === 0) continue;
      await transfer(trx, {
        from: walletOf(hold.user_id),
        to: charge.to,
        amount: charge.amount,
        kind: 'purchase',
        reference: holdId,
        description: description || hold.reference,
      });
    }
    return true;
  }
}
