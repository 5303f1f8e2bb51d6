import { type Kysely, sql } from 'kysely';

/**
 * The wallet as a double-entry ledger (`src/wallet/`, docs/ARCHITECTURE.md "Money"). Every
 * movement of money is one immutable `ledger_transfer` from one account to another; an
 * account's stored `balance` is the sum of its transfers (credits minus debits), kept in the
 * same transaction and proven by `npm run ledger:check`. Accounts that belong to a person
 * (a wallet, its holds, an astrologer's earnings) can never go below zero; the platform's own
 * accounts (the gateway's clearing account, promotional credit) are where money enters, so
 * they run negative, and all balances always add up to zero.
 *
 * Payments: an order at the gateway per recharge, one payment per order (the gateway's
 * payment id is the key, so a payment is credited once whatever arrives), its GST receipt,
 * refunds, webhook events seen, promo codes, and the stored answers of requests made with an
 * `Idempotency-Key`. `app_user.balance` goes: the wallet account holds the balance now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ledger_account (
      id bigserial primary key,
      kind text not null check (kind in ('wallet', 'wallet_hold', 'astrologer_earnings',
        'platform_revenue', 'gst_payable', 'gateway_clearing', 'promotional_credit')),
      owner_id uuid references app_user (id),
      balance bigint not null default 0,
      created_at timestamptz not null default now(),
      constraint ledger_account_owner_check check (
        (kind in ('wallet', 'wallet_hold', 'astrologer_earnings')) = (owner_id is not null)),
      constraint ledger_account_not_negative check (
        kind not in ('wallet', 'wallet_hold', 'astrologer_earnings') or balance >= 0)
    )`.execute(db);
  await sql`create unique index ledger_account_owner_idx on ledger_account (kind, owner_id)
    where owner_id is not null`.execute(db);
  await sql`create unique index ledger_account_system_idx on ledger_account (kind)
    where owner_id is null`.execute(db);
  await sql`insert into ledger_account (kind) values ('platform_revenue'), ('gst_payable'),
    ('gateway_clearing'), ('promotional_credit')`.execute(db);

  await sql`
    create table ledger_transfer (
      id bigserial primary key,
      debit_account_id bigint not null references ledger_account (id),
      credit_account_id bigint not null references ledger_account (id),
      amount bigint not null check (amount > 0),
      kind text not null,
      reference text not null,
      description text not null default '',
      idempotency_key text unique,
      debit_balance_after bigint not null,
      credit_balance_after bigint not null,
      created_at timestamptz not null default now(),
      check (debit_account_id <> credit_account_id)
    )`.execute(db);
  await sql`create index ledger_transfer_debit_idx on ledger_transfer (debit_account_id, id)`.execute(
    db,
  );
  await sql`create index ledger_transfer_credit_idx on ledger_transfer (credit_account_id, id)`.execute(
    db,
  );
  await sql`create index ledger_transfer_reference_idx on ledger_transfer (reference)`.execute(db);
  // Corrections are new transfers: the database itself refuses to change or delete one.
  await sql`
    create function ledger_transfer_immutable() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger transfers are immutable: record a correcting transfer instead';
    end $$`.execute(db);
  await sql`
    create trigger ledger_transfer_immutable before update or delete on ledger_transfer
    for each row execute function ledger_transfer_immutable()`.execute(db);

  await sql`
    create table wallet_hold (
      id uuid primary key,
      user_id uuid not null references app_user (id),
      amount bigint not null check (amount > 0),
      reference text not null,
      created_at timestamptz not null default now(),
      settled_at timestamptz
    )`.execute(db);

  await sql`
    create table promo_code (
      id uuid primary key,
      code text not null unique,
      kind text not null check (kind in ('percent', 'fixed')),
      value integer not null check (value > 0),
      max_bonus bigint not null check (max_bonus > 0),
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      total_limit integer not null check (total_limit > 0),
      per_user_limit integer not null check (per_user_limit > 0),
      uses integer not null default 0 check (uses >= 0 and uses <= total_limit),
      created_by uuid references app_user (id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table payment_order (
      id text primary key,
      user_id uuid not null references app_user (id),
      gateway text not null,
      package_id text not null,
      credit bigint not null check (credit > 0),
      bonus bigint not null check (bonus >= 0),
      promo_code_id uuid references promo_code (id),
      promo_bonus bigint not null default 0 check (promo_bonus >= 0),
      gst bigint not null check (gst >= 0),
      gst_rate_bp integer not null,
      amount bigint not null check (amount = credit + gst),
      state text not null default 'created' check (state in ('created', 'paid', 'failed')),
      failure_reason text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index payment_order_user_idx on payment_order (user_id, created_at)`.execute(db);
  // Per-user promo limits count this user's orders holding a use of the code.
  await sql`create index payment_order_promo_idx on payment_order (promo_code_id, user_id)
    where promo_code_id is not null`.execute(db);

  await sql`
    create table payment (
      id text primary key,
      order_id text not null unique references payment_order (id),
      user_id uuid not null references app_user (id),
      gateway text not null,
      amount bigint not null check (amount > 0),
      receipt_id text not null unique,
      captured_at timestamptz not null default now()
    )`.execute(db);

  await sql`create table receipt_counter (year integer primary key, last integer not null)`.execute(
    db,
  );
  await sql`
    create table receipt (
      id text primary key,
      payment_id text not null unique references payment (id),
      user_id uuid not null references app_user (id),
      issued_at timestamptz not null default now(),
      details jsonb not null
    )`.execute(db);

  await sql`
    create table refund (
      id text primary key,
      payment_id text not null references payment (id),
      gateway_refund_id text unique,
      amount bigint not null check (amount > 0),
      destination text not null check (destination in ('wallet', 'source')),
      reason text not null,
      state text not null check (state in ('processing', 'processed')),
      created_by uuid references app_user (id) on delete set null,
      created_at timestamptz not null default now(),
      processed_at timestamptz
    )`.execute(db);
  await sql`create index refund_payment_idx on refund (payment_id)`.execute(db);

  await sql`
    create table webhook_event (
      id text primary key,
      event text not null,
      received_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table idempotency_request (
      scope text not null,
      key text not null,
      request_hash text not null,
      state text not null check (state in ('running', 'done')),
      status integer,
      content_type text,
      body text,
      locked_until timestamptz not null,
      created_at timestamptz not null default now(),
      primary key (scope, key)
    )`.execute(db);
  await sql`create index idempotency_request_created_idx on idempotency_request (created_at)`.execute(
    db,
  );

  await sql`alter table app_user drop column balance`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table app_user add column balance bigint not null default 0`.execute(db);
  for (const table of [
    'idempotency_request',
    'webhook_event',
    'refund',
    'receipt',
    'receipt_counter',
    'payment',
    'payment_order',
    'promo_code',
    'wallet_hold',
    'ledger_transfer',
    'ledger_account',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
  await sql`drop function ledger_transfer_immutable()`.execute(db);
}
