import type { AppDatabase } from '../db/schema.js';
import { type AccountRef, transfer, walletOf } from './ledger.js';

/** Where a purchase's money goes: the platform, or an astrologer's earnings for their share. */
export interface PurchaseShare {
  readonly to: AccountRef;
  /** Paise. */
  readonly amount: number;
}

export interface PurchaseInput {
  readonly userId: string;
  /** What is bought (a report id, a consultation id): the transfers' reference. */
  readonly reference: string;
  /** Shown in the wallet's history. */
  readonly description: string;
  /** At least one share; the price is their sum. */
  readonly shares: readonly PurchaseShare[];
  /** The same key buys once: a retry returns the first purchase. */
  readonly idempotencyKey: string;
}

export interface Purchase {
  readonly price: number;
  /** The wallet's balance after the purchase, in paise. */
  readonly balance: number;
  readonly transferIds: readonly string[];
}

/**
 * Pays for something from a user's wallet in one transaction: one transfer per share, all
 * or none. Throws `InsufficientBalanceError` (and moves nothing) when the wallet cannot pay
 * the whole price. The reports and consultations capabilities buy through this.
 */
export async function purchase(db: AppDatabase, input: PurchaseInput): Promise<Purchase> {
  if (input.shares.length === 0) throw new RangeError('A purchase has at least one share');
  return db.transaction().execute(async (trx) => {
    const transfers = [];
    for (const [index, share] of input.shares.entries()) {
      transfers.push(
        await transfer(trx, {
          from: walletOf(input.userId),
          to: share.to,
          amount: share.amount,
          kind: 'purchase',
          reference: input.reference,
          description: input.description,
          idempotencyKey: `${input.idempotencyKey}:${index}`,
        }),
      );
    }
    return {
      price: transfers.reduce((sum, t) => sum + t.amount, 0),
      balance: transfers.at(-1)?.debitBalanceAfter ?? 0,
      transferIds: transfers.map((t) => t.id),
    };
  });
}
