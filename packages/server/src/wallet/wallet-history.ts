import type { Wallet, WalletTransaction, WalletTransactionKind } from '@jyotish/contract';
import { WALLET_TRANSACTION_KINDS } from '@jyotish/contract';
import { sql } from 'kysely';
import type { AppDatabase } from '../db/schema.js';
import { type AccountRef, findAccountId, walletOf } from './ledger.js';

interface HistoryRow {
  id: string;
  kind: string;
  amount: string;
  balance_after: string;
  description: string;
  created_at: Date | string;
  receipt_id: string | null;
}

function walletKind(kind: string): WalletTransactionKind {
  const known = WALLET_TRANSACTION_KINDS.find((candidate) => candidate === kind);
  if (!known) throw new Error(`Transfer kind ${kind} touched a wallet`);
  return known;
}

function presentTransaction(row: HistoryRow): WalletTransaction {
  return {
    id: row.id,
    kind: walletKind(row.kind),
    amount: Number(row.amount),
    balanceAfter: Number(row.balance_after),
    description: row.description,
    createdAt: new Date(row.created_at).toISOString(),
    ...(row.receipt_id ? { receiptId: row.receipt_id } : {}),
  };
}

/**
 * A user's wallet, newest line first, `limit` lines after `cursor` (a transfer id: ids grow
 * with time, so "older than the last line shown" is `id < cursor` and pages never shift when
 * new lines arrive). Each line is read from the transfer with the balance stored beside it.
 */
export function walletHistory(
  db: AppDatabase,
  userId: string,
  page: { readonly cursor?: string | undefined; readonly limit: number },
): Promise<Wallet> {
  return accountHistory(db, walletOf(userId), page);
}

/** {@link walletHistory} of any person's account (an astrologer's earnings). */
export async function accountHistory(
  db: AppDatabase,
  account: AccountRef,
  page: { readonly cursor?: string | undefined; readonly limit: number },
): Promise<Wallet> {
  const wallet = await findAccountId(db, account);
  if (wallet === undefined)
    return { balance: 0, currency: 'INR', transactions: [], nextCursor: null };
  const before = page.cursor ?? '9223372036854775807';
  // The two sides of the wallet as two index scans, merged: an `or` would scan the table.
  const { rows } = await sql<HistoryRow>`
    select t.id, t.kind, t.amount, t.balance_after, t.description, t.created_at, r.id as receipt_id
    from (
      (select id, kind, -amount as amount, debit_balance_after as balance_after, description,
              created_at, reference
         from ledger_transfer where debit_account_id = ${wallet} and id < ${before}
         order by id desc limit ${page.limit + 1})
      union all
      (select id, kind, amount, credit_balance_after, description, created_at, reference
         from ledger_transfer where credit_account_id = ${wallet} and id < ${before}
         order by id desc limit ${page.limit + 1})
    ) t
    left join receipt r on t.kind = 'recharge' and r.payment_id = t.reference
    order by t.id desc
    limit ${page.limit + 1}`.execute(db);
  const balance = await db
    .selectFrom('ledger_account')
    .select('balance')
    .where('id', '=', wallet)
    .executeTakeFirstOrThrow();
  const shown = rows.slice(0, page.limit);
  return {
    balance: Number(balance.balance),
    currency: 'INR',
    transactions: shown.map(presentTransaction),
    nextCursor: rows.length > page.limit ? (shown.at(-1)?.id ?? null) : null,
  };
}
