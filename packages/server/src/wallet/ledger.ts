import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/** A connection inside a transaction: every ledger write happens in one, with its caller's other writes. */
export type LedgerTransaction = Transaction<Database>;

/** Accounts that belong to a person; they can never go below zero. */
export const OWNED_ACCOUNT_KINDS = ['wallet', 'wallet_hold', 'astrologer_earnings'] as const;
export type OwnedAccountKind = (typeof OWNED_ACCOUNT_KINDS)[number];

/** The platform's own accounts, one of each; money enters and leaves the system through them. */
export const PLATFORM_ACCOUNT_KINDS = [
  'platform_revenue',
  'gst_payable',
  'gateway_clearing',
  'promotional_credit',
] as const;
export type PlatformAccountKind = (typeof PLATFORM_ACCOUNT_KINDS)[number];

export type AccountRef =
  | { readonly kind: OwnedAccountKind; readonly ownerId: string }
  | { readonly kind: PlatformAccountKind };

export const walletOf = (userId: string): AccountRef => ({ kind: 'wallet', ownerId: userId });

/**
 * Why money moved. The wallet kinds are what its history shows (contract
 * `WALLET_TRANSACTION_KINDS`); `gst` and `consultation_share` never touch a wallet.
 */
export type TransferKind =
  | 'recharge'
  | 'gst'
  | 'bonus'
  | 'promo_bonus'
  | 'purchase'
  | 'hold'
  | 'hold_release'
  | 'adjustment'
  | 'refund'
  | 'refund_to_source'
  | 'refund_gst';

export interface TransferInput {
  readonly from: AccountRef;
  readonly to: AccountRef;
  /** Paise, a positive whole number. */
  readonly amount: number;
  readonly kind: TransferKind;
  /** What the transfer belongs to: an order, payment, refund, hold or purchase id. */
  readonly reference: string;
  /** Language-neutral detail shown in the wallet's history (a payment id, a code, a reason). */
  readonly description?: string;
  /** A transfer with this key is made once: a second call returns the first transfer. */
  readonly idempotencyKey?: string;
}

export interface Transfer {
  readonly id: string;
  readonly debitAccountId: string;
  readonly creditAccountId: string;
  readonly amount: number;
  readonly debitBalanceAfter: number;
  readonly creditBalanceAfter: number;
}

/** A person's account would go below zero: nothing was written. */
export class InsufficientBalanceError extends Error {
  constructor(
    readonly balance: number,
    readonly amount: number,
  ) {
    super(`Balance ${balance} paise is less than ${amount} paise`);
    this.name = 'InsufficientBalanceError';
  }
}

function isOwned(account: AccountRef): account is Extract<AccountRef, { ownerId: string }> {
  return 'ownerId' in account;
}

/**
 * The id of an account, created on first use (a person's accounts appear with their first
 * movement; the platform's are made by the migration).
 */
export async function accountId(db: Kysely<Database>, account: AccountRef): Promise<string> {
  const existing = await findAccountId(db, account);
  if (existing) return existing;
  if (!isOwned(account)) throw new Error(`The platform account ${account.kind} is missing`);
  await sql`insert into ledger_account (kind, owner_id) values (${account.kind}, ${account.ownerId})
    on conflict (kind, owner_id) where owner_id is not null do nothing`.execute(db);
  const created = await findAccountId(db, account);
  if (!created) throw new Error(`Ledger account ${account.kind} of ${account.ownerId} not created`);
  return created;
}

function selectAccount(db: Kysely<Database>, account: AccountRef) {
  const query = db
    .selectFrom('ledger_account')
    .select(['id', 'balance'])
    .where('kind', '=', account.kind);
  return isOwned(account)
    ? query.where('owner_id', '=', account.ownerId)
    : query.where('owner_id', 'is', null);
}

/** The id of an account that exists, without creating it (reads stay reads). */
export async function findAccountId(
  db: Kysely<Database>,
  account: AccountRef,
): Promise<string | undefined> {
  return (await selectAccount(db, account).executeTakeFirst())?.id;
}

/** An account's balance in paise; 0 for an account that has not moved yet. */
export async function balanceOf(db: Kysely<Database>, account: AccountRef): Promise<number> {
  const row = await selectAccount(db, account).executeTakeFirst();
  return row ? Number(row.balance) : 0;
}

/**
 * Moves `amount` paise between two accounts inside the caller's transaction: locks both rows
 * (always in id order, so two transfers over the same pair never deadlock), refuses with
 * {@link InsufficientBalanceError} when a person's account would go below zero, updates both
 * balances and records the transfer with the balances after it. The check and the update
 * happen under the row lock, so parallel debits of one wallet are taken one after the other
 * and the last ones find the money gone.
 */
export async function transfer(trx: LedgerTransaction, input: TransferInput): Promise<Transfer> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new RangeError(`A transfer moves a positive whole number of paise, not ${input.amount}`);
  }
  if (input.idempotencyKey !== undefined) {
    const done = await findTransferByKey(trx, input.idempotencyKey);
    if (done) return done;
  }
  const debitId = await accountId(trx, input.from);
  const creditId = await accountId(trx, input.to);
  const locked = await sql<{ id: string; balance: string }>`
    select id, balance from ledger_account where id in (${debitId}, ${creditId})
    order by id for update`.execute(trx);
  const debitBalance = Number(locked.rows.find((row) => row.id === debitId)?.balance);
  if (isOwned(input.from) && debitBalance < input.amount) {
    throw new InsufficientBalanceError(debitBalance, input.amount);
  }
  const debit = await trx
    .updateTable('ledger_account')
    .set({ balance: sql`balance - ${input.amount}` })
    .where('id', '=', debitId)
    .returning('balance')
    .executeTakeFirstOrThrow();
  const credit = await trx
    .updateTable('ledger_account')
    .set({ balance: sql`balance + ${input.amount}` })
    .where('id', '=', creditId)
    .returning('balance')
    .executeTakeFirstOrThrow();
  const row = await trx
    .insertInto('ledger_transfer')
    .values({
      debit_account_id: debitId,
      credit_account_id: creditId,
      amount: input.amount,
      kind: input.kind,
      reference: input.reference,
      description: input.description ?? '',
      idempotency_key: input.idempotencyKey ?? null,
      debit_balance_after: debit.balance,
      credit_balance_after: credit.balance,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    debitAccountId: debitId,
    creditAccountId: creditId,
    amount: input.amount,
    debitBalanceAfter: Number(debit.balance),
    creditBalanceAfter: Number(credit.balance),
  };
}

async function findTransferByKey(
  trx: LedgerTransaction,
  key: string,
): Promise<Transfer | undefined> {
  const row = await trx
    .selectFrom('ledger_transfer')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        debitAccountId: row.debit_account_id,
        creditAccountId: row.credit_account_id,
        amount: Number(row.amount),
        debitBalanceAfter: Number(row.debit_balance_after),
        creditBalanceAfter: Number(row.credit_balance_after),
      }
    : undefined;
}
