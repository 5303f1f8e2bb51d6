import { recordAuditEvent } from '../audit/audit-log.js';
import type { AppDatabase } from '../db/schema.js';
import { transfer, walletOf } from './ledger.js';

export interface AdjustmentInput {
  readonly userId: string;
  /** Signed paise: a credit from the promotional account, or a debit back to it. */
  readonly amount: number;
  readonly reason: string;
  readonly adminId: string;
  /** The request's Idempotency-Key, when it has one: the same key adjusts once. */
  readonly idempotencyKey?: string | undefined;
}

export interface Adjustment {
  readonly transactionId: string;
  readonly amount: number;
  readonly balance: number;
}

/**
 * An administrator's promotional credit or correction, with its audit entry, in one
 * transaction. A debit larger than the balance throws `InsufficientBalanceError`.
 */
export async function adjustWallet(db: AppDatabase, input: AdjustmentInput): Promise<Adjustment> {
  return db.transaction().execute(async (trx) => {
    const credit = input.amount > 0;
    const promotional = { kind: 'promotional_credit' } as const;
    const moved = await transfer(trx, {
      from: credit ? promotional : walletOf(input.userId),
      to: credit ? walletOf(input.userId) : promotional,
      amount: Math.abs(input.amount),
      kind: 'adjustment',
      reference: `adjustment:${input.adminId}`,
      description: input.reason,
      ...(input.idempotencyKey
        ? { idempotencyKey: `adjustment:${input.adminId}:${input.idempotencyKey}` }
        : {}),
    });
    await recordAuditEvent(trx, {
      actorId: input.adminId,
      action: 'wallet.adjust',
      target: input.userId,
      details: { amount: input.amount, reason: input.reason, transferId: moved.id },
    });
    return {
      transactionId: moved.id,
      amount: input.amount,
      balance: credit ? moved.creditBalanceAfter : moved.debitBalanceAfter,
    };
  });
}
