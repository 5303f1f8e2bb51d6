import { sql } from 'kysely';
import type { AppDatabase } from '../db/schema.js';

/** What `npm run ledger:check` found: counts, and every difference (none when balanced). */
export interface LedgerCheckReport {
  readonly accounts: number;
  readonly transfers: number;
  /** Sum of every account's balance in paise: 0 in a balanced ledger. */
  readonly total: number;
  readonly problems: readonly string[];
}

/**
 * Proves the ledger's invariants from the rows themselves:
 * - every account's stored balance is the sum of its transfers (credits minus debits);
 * - each transfer's stored balance-after is the running sum of that account up to it;
 * - all balances add up to zero (every paisa that entered came from somewhere);
 * - no person's account is below zero;
 * - a paid order has one payment, credited by exactly one recharge transfer of its credit;
 * - money on hold equals the holds not yet settled, less what was already charged from them;
 * - what a hold says it charged is what was paid out of it (a consultation's minutes);
 * - a consultation that is over has no money left on hold;
 * - every report was paid once at its price, and refunded once exactly when it is marked
 *   refunded (a failed build, or an administrator's refund); a failed report is refunded.
 */
export async function checkLedger(db: AppDatabase): Promise<LedgerCheckReport> {
  const problems: string[] = [];
  const counts = await sql<{ accounts: string; transfers: string; total: string }>`
    select (select count(*) from ledger_account) as accounts,
           (select count(*) from ledger_transfer) as transfers,
           (select coalesce(sum(balance), 0) from ledger_account) as total`.execute(db);
  const { accounts, transfers, total } = counts.rows[0] ?? { accounts: 0, transfers: 0, total: 0 };
  if (Number(total) !== 0) problems.push(`balances add up to ${total} paise, not 0`);

  const sums = await sql<{ id: string; kind: string; balance: string; summed: string }>`
    select a.id, a.kind, a.balance,
      coalesce((select sum(amount) from ledger_transfer where credit_account_id = a.id), 0)
      - coalesce((select sum(amount) from ledger_transfer where debit_account_id = a.id), 0)
        as summed
    from ledger_account a`.execute(db);
  for (const row of sums.rows) {
    if (row.balance !== row.summed) {
      problems.push(
        `account ${row.id} (${row.kind}) stores ${row.balance} paise, its transfers sum to ${row.summed}`,
      );
    }
    const owned = ['wallet', 'wallet_hold', 'astrologer_earnings'].includes(row.kind);
    if (owned && Number(row.balance) < 0) {
      problems.push(`account ${row.id} (${row.kind}) is below zero: ${row.balance} paise`);
    }
  }

  const chain = await sql<{ account_id: string; id: string; after: string; running: string }>`
    select account_id, id, after, running from (
      select account_id, id, after, sum(delta) over (partition by account_id order by id) as running
      from (
        select debit_account_id as account_id, id, -amount as delta, debit_balance_after as after
          from ledger_transfer
        union all
        select credit_account_id, id, amount, credit_balance_after from ledger_transfer
      ) moves
    ) m where after <> running
    limit 20`.execute(db);
  for (const row of chain.rows) {
    problems.push(
      `transfer ${row.id} says account ${row.account_id} held ${row.after} paise after it; its transfers sum to ${row.running}`,
    );
  }

  const payments = await sql<{
    order_id: string;
    state: string;
    payments: string;
    credits: string;
  }>`
    select o.id as order_id, o.state,
      (select count(*) from payment p where p.order_id = o.id) as payments,
      (select count(*) from ledger_transfer t join payment p on t.reference = p.id
        where p.order_id = o.id and t.kind = 'recharge' and t.amount = o.credit) as credits
    from payment_order o
    where o.state = 'paid' or exists (select 1 from payment p where p.order_id = o.id)`.execute(db);
  for (const row of payments.rows) {
    if (row.state !== 'paid' || row.payments !== '1' || row.credits !== '1') {
      problems.push(
        `order ${row.order_id} is ${row.state} with ${row.payments} payment(s) and ${row.credits} credit(s); a paid order has one of each`,
      );
    }
  }

  const holds = await sql<{ owner_id: string; held: string; open: string }>`
    select a.owner_id, a.balance as held,
      coalesce((select sum(amount - charged) from wallet_hold h
        where h.user_id = a.owner_id and h.settled_at is null), 0) as open
    from ledger_account a where a.kind = 'wallet_hold'`.execute(db);
  for (const row of holds.rows) {
    if (row.held !== row.open) {
      problems.push(
        `user ${row.owner_id} has ${row.held} paise on hold, open holds say ${row.open}`,
      );
    }
  }

  const charges = await sql<{ id: string; charged: string; paid: string }>`
    select h.id, h.charged,
      coalesce((select sum(t.amount) from ledger_transfer t
        join ledger_account a on a.id = t.debit_account_id and a.kind = 'wallet_hold'
        where t.reference = h.id::text and t.kind = 'purchase'), 0) as paid
    from wallet_hold h`.execute(db);
  for (const row of charges.rows) {
    if (row.charged !== row.paid) {
      problems.push(`hold ${row.id} says ${row.charged} paise were charged, ${row.paid} were paid`);
    }
  }

  const openHolds = await sql<{ id: string; status: string }>`
    select c.id, c.status from consultation c join wallet_hold h on h.id = c.hold_id
    where c.status in ('ended', 'expired', 'declined') and h.settled_at is null`.execute(db);
  for (const row of openHolds.rows) {
    problems.push(`consultation ${row.id} is ${row.status} but its money is still on hold`);
  }

  const reports = await sql<{
    id: string;
    status: string;
    price: string;
    paid: string;
    refunded: string;
    marked: boolean;
  }>`
    select r.id, r.status, r.price_paise as price, r.refunded_at is not null as marked,
      coalesce((select sum(t.amount) from ledger_transfer t
        where t.reference = 'report:' || r.id and t.kind = 'purchase'), 0) as paid,
      coalesce((select sum(t.amount) from ledger_transfer t
        where t.reference = 'report:' || r.id and t.kind = 'refund'), 0) as refunded
    from report r`.execute(db);
  for (const row of reports.rows) {
    const refund = row.marked ? row.price : '0';
    if (
      row.paid !== row.price ||
      row.refunded !== refund ||
      (row.status === 'failed' && !row.marked)
    ) {
      problems.push(
        `report ${row.id} (${row.status}, ${row.price} paise) was paid ${row.paid} and refunded ${row.refunded}`,
      );
    }
  }

  return {
    accounts: Number(accounts),
    transfers: Number(transfers),
    total: Number(total),
    problems,
  };
}
