import { type Kysely, sql } from 'kysely';

/**
 * The consultation marketplace (`src/consultations/`, docs/ARCHITECTURE.md "Consultations").
 * An astrologer is an account of role `astrologer` with a public profile; a consultation is a
 * chat between one user and one astrologer whose life (requested → active → ended, or expired
 * or declined) and money are kept here, never only in a server's memory: its deadlines
 * (`next_event_at`) are what the billing sweep reads, so a restart loses and doubles nothing.
 * Paid minutes are set aside in a wallet hold (0005) and charged from it minute by minute
 * (`wallet_hold.charged`); messages carry a per-consultation sequence number and the sender's
 * own id, so a resent message is stored once and a reconnecting client asks for what it missed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table astrologer (
      user_id uuid primary key references app_user (id),
      slug text not null unique,
      name text not null,
      bio text not null default '',
      languages jsonb not null,
      specialties jsonb not null,
      experience_years integer not null check (experience_years between 0 and 80),
      rate_per_minute bigint not null check (rate_per_minute > 0),
      revenue_share_bp integer not null default 6000
        check (revenue_share_bp between 0 and 10000),
      image text,
      demo boolean not null default false,
      online boolean not null default false,
      last_seen_at timestamptz,
      rating_sum integer not null default 0,
      review_count integer not null default 0,
      created_at timestamptz not null default now()
    )`.execute(db);

  // The charged amount of a hold: consultations pay from their hold minute by minute and give
  // back what is left at the end.
  await sql`alter table wallet_hold add column charged bigint not null default 0
    check (charged >= 0 and charged <= amount)`.execute(db);

  await sql`
    create table consultation (
      id uuid primary key,
      user_id uuid not null references app_user (id),
      astrologer_id uuid not null references astrologer (user_id),
      mode text not null check (mode in ('per-minute', 'package')),
      status text not null check (status in ('requested', 'active', 'ended', 'expired',
        'declined')),
      rate_per_minute bigint not null,
      revenue_share_bp integer not null,
      free_minutes integer not null check (free_minutes >= 0),
      paid_minutes integer not null check (paid_minutes >= 0),
      package_price bigint,
      hold_id uuid references wallet_hold (id),
      minutes_charged integer not null default 0,
      requested_at timestamptz not null,
      accept_by timestamptz not null,
      started_at timestamptz,
      ended_at timestamptz,
      end_reason text,
      user_left_at timestamptz,
      warned boolean not null default false,
      next_event_at timestamptz,
      next_seq integer not null default 0,
      user_read_seq integer not null default 0,
      astrologer_read_seq integer not null default 0,
      check (minutes_charged <= paid_minutes)
    )`.execute(db);
  // One open consultation per user: a second request waits until the first is over.
  await sql`create unique index consultation_open_user_idx on consultation (user_id)
    where status in ('requested', 'active')`.execute(db);
  await sql`create index consultation_user_idx on consultation (user_id, requested_at desc)`.execute(
    db,
  );
  await sql`create index consultation_astrologer_idx on consultation (astrologer_id,
    requested_at desc)`.execute(db);
  await sql`create index consultation_due_idx on consultation (next_event_at)
    where next_event_at is not null`.execute(db);

  await sql`
    create table consultation_message (
      consultation_id uuid not null references consultation (id),
      seq integer not null,
      sender text not null check (sender in ('user', 'astrologer', 'system')),
      client_id text not null,
      text text not null,
      created_at timestamptz not null,
      primary key (consultation_id, seq),
      unique (consultation_id, sender, client_id)
    )`.execute(db);

  await sql`
    create table consultation_review (
      consultation_id uuid primary key references consultation (id),
      user_id uuid not null references app_user (id),
      astrologer_id uuid not null references astrologer (user_id),
      rating integer not null check (rating between 1 and 5),
      text text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index consultation_review_astrologer_idx on consultation_review
    (astrologer_id, created_at desc)`.execute(db);

  // Only the hash of a ticket is kept: a database read cannot open a chat.
  await sql`
    create table chat_ticket (
      hash text primary key,
      consultation_id uuid not null references consultation (id),
      user_id uuid not null references app_user (id),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
}
