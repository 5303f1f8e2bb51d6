import { sql } from 'kysely';
import type { AppDatabase } from '../db/schema.js';
import { type AccountRef, transfer, walletOf } from './ledger.js';

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
  const id = crypto.randomUUID();
  await db.transaction().execute(async (trx) => {
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
  });
  return { id, userId: input.userId, amount: input.amount };
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
  return db.transaction().execute(async (trx) => {
    const hold = await trx
      .updateTable('wallet_hold')
      .set({ settled_at: sql`now()` })
      .where('id', '=', holdId)
      .where('settled_at', 'is', null)
      .returning(['user_id', 'amount', 'reference'])
      .executeTakeFirst();
    if (!hold) return false;
    const amount = Number(hold.amount);
    const charged = charges.reduce((sum, charge) => sum + charge.amount, 0);
    if (charged > amount)
      throw new RangeError(`Charges of ${charged} exceed the hold of ${amount}`);
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
  });
}
