import {
  type AdminStats,
  addDays,
  type Funnel,
  JOURNEY_STAGES,
  type JourneyStage,
  STATS_FIGURES,
  STATS_TIME_ZONE,
  type StatsFigures,
  type StatsQuery,
} from '@jyotish/contract';
import { type RawBuilder, sql } from 'kysely';
import type { AppDatabase } from '../db/schema.js';

/** A figure's values by IST day (`YYYY-MM-DD`), as one query returns them. */
type DailyRows = { day: string; [figure: string]: string | number | null }[];

const ZERO: StatsFigures = Object.fromEntries(STATS_FIGURES.map((key) => [key, 0])) as StatsFigures;

/** The IST day of a timestamp column, as text. */
const dayOf = (column: RawBuilder<unknown>) =>
  sql<string>`to_char(${column} at time zone ${STATS_TIME_ZONE}, 'YYYY-MM-DD')`;

/**
 * The figures of the IST days `from`…`to` (both included), the same for the equally long range
 * just before, and each day's. Everything is counted from the domain tables and the ledger
 * when asked — there is no second counter that could drift from them.
 */
export async function businessStats(db: AppDatabase, query: StatsQuery): Promise<AdminStats> {
  const length = Math.round((Date.parse(query.to) - Date.parse(query.from)) / 86_400_000) + 1;
  const previousTo = addDays(query.from, -1);
  const previousFrom = addDays(previousTo, 1 - length);
  const [days, activeUsers, previousDays, previousActiveUsers, funnel] = await Promise.all([
    dailyFigures(db, query.from, query.to),
    distinctActiveUsers(db, query.from, query.to),
    dailyFigures(db, previousFrom, previousTo),
    distinctActiveUsers(db, previousFrom, previousTo),
    journeyFunnel(db, query.from, query.to),
  ]);
  return {
    from: query.from,
    to: query.to,
    previousFrom,
    previousTo,
    totals: { ...sumOf(days), activeUsers },
    previous: { ...sumOf(previousDays), activeUsers: previousActiveUsers },
    days,
    funnel,
  };
}

/** The events that mark a user's paid engagement: the consultation stage. */
const ENGAGED = ['payment_completed', 'consultation_started', 'premium_report_downloaded'];

/** The SPEC §9 funnel of the range, from `analytics_event` (see `AdminStatsSchema`). */
async function journeyFunnel(db: AppDatabase, from: string, to: string): Promise<Funnel> {
  const { start, end } = bounds(from, to);
  const { rows } = await sql<Record<JourneyStage, string>>`
    with range as (
      select name, user_id from analytics_event where created_at >= ${start} and created_at < ${end}
    ), engaged as (
      select distinct user_id from range where name in (${sql.join(ENGAGED)}) and user_id is not null
    )
    select
      (select count(*) from range where name = 'page_view') as awareness,
      (select count(*) from range where name = 'astrologer_profile_viewed') as interest,
      (select count(*) from range where name = 'signup_completed') as consideration,
      (select count(*) from engaged) as consultation,
      (select count(*) from engaged where exists (
        select 1 from analytics_event earlier
        where earlier.user_id = engaged.user_id and earlier.created_at < ${start}
          and earlier.name in (${sql.join(ENGAGED)})
      )) as retention`.execute(db);
  const row = rows[0];
  return Object.fromEntries(
    JOURNEY_STAGES.map((stage) => [stage, Number(row?.[stage] ?? 0)]),
  ) as Funnel;
}

function sumOf(days: readonly StatsFigures[]): StatsFigures {
  const total = { ...ZERO };
  for (const day of days) for (const key of STATS_FIGURES) total[key] += day[key];
  return total;
}

/** The instants a range of IST days spans: from its first midnight to the one after it. */
function bounds(from: string, to: string) {
  return {
    start: new Date(`${from}T00:00:00+05:30`),
    end: new Date(`${addDays(to, 1)}T00:00:00+05:30`),
  };
}

async function dailyFigures(
  db: AppDatabase,
  from: string,
  to: string,
): Promise<(StatsFigures & { date: string })[]> {
  const { start, end } = bounds(from, to);
  const [signups, active, payments, ledger, consultations, reports] = await Promise.all([
    sql<DailyRows[number]>`
      select ${dayOf(sql`created_at`)} as day, count(*) as signups
      from app_user
      where role = 'user' and created_at >= ${start} and created_at < ${end}
      group by 1`.execute(db),
    sql<DailyRows[number]>`
      select ${dayOf(sql`at`)} as day, count(distinct user_id) as "activeUsers"
      from (${activityOf(start, end)}) as activity
      group by 1`.execute(db),
    sql<DailyRows[number]>`
      select ${dayOf(sql`captured_at`)} as day, count(*) as recharges,
        sum(amount) as "rechargeAmount"
      from payment
      where captured_at >= ${start} and captured_at < ${end}
      group by 1`.execute(db),
    // Each account kind's net movement (credits in, debits out) by day, and the refunds: a
    // refund is one reference whatever number of transfers it took (the card, its GST).
    sql<DailyRows[number]>`
      select ${dayOf(sql`t.created_at`)} as day,
        sum(case when c.kind = 'gst_payable' then t.amount else 0 end)
          - sum(case when d.kind = 'gst_payable' then t.amount else 0 end) as gst,
        sum(case when c.kind = 'platform_revenue' then t.amount else 0 end)
          - sum(case when d.kind = 'platform_revenue' then t.amount else 0 end) as revenue,
        sum(case when c.kind = 'astrologer_earnings' then t.amount else 0 end)
          - sum(case when d.kind = 'astrologer_earnings' then t.amount else 0 end)
          as "astrologerEarnings",
        count(distinct case when t.kind in ('refund', 'refund_to_source') then t.reference end)
          as refunds,
        sum(case when t.kind in ('refund', 'refund_to_source', 'refund_gst') then t.amount
          else 0 end) as "refundAmount"
      from ledger_transfer t
      join ledger_account c on c.id = t.credit_account_id
      join ledger_account d on d.id = t.debit_account_id
      where t.created_at >= ${start} and t.created_at < ${end}
      group by 1`.execute(db),
    // A started chat's free minutes used: its free minutes, or fewer when it ended sooner.
    sql<DailyRows[number]>`
      select ${dayOf(sql`started_at`)} as day, count(*) as consultations,
        sum(minutes_charged) as "billedMinutes",
        sum(least(free_minutes, ceil(extract(epoch from
          (coalesce(ended_at, now()) - started_at)) / 60))) as "freeMinutes"
      from consultation
      where started_at >= ${start} and started_at < ${end}
      group by 1`.execute(db),
    sql<DailyRows[number]>`
      select ${dayOf(sql`created_at`)} as day, count(*) as "reportSales",
        sum(price_paise) as "reportAmount"
      from report
      where created_at >= ${start} and created_at < ${end}
      group by 1`.execute(db),
  ]);
  const byDay = new Map<string, StatsFigures & { date: string }>();
  for (let date = from; date <= to; date = addDays(date, 1)) byDay.set(date, { date, ...ZERO });
  for (const result of [signups, active, payments, ledger, consultations, reports]) {
    for (const row of result.rows) {
      const day = byDay.get(row.day);
      if (!day) continue;
      for (const [key, value] of Object.entries(row)) {
        if (key !== 'day' && key in ZERO) day[key as keyof StatsFigures] = Number(value ?? 0);
      }
    }
  }
  return [...byDay.values()];
}

/**
 * Which users (role user: not astrologers at work, not administrators) did something, when:
 * signed in, paid, asked for a chat, bought a report.
 */
function activityOf(start: Date, end: Date) {
  return sql`
    select done.user_id, done.at from (
      select user_id, created_at as at from user_session
        where created_at >= ${start} and created_at < ${end}
      union all select user_id, captured_at from payment
        where captured_at >= ${start} and captured_at < ${end}
      union all select user_id, requested_at from consultation
        where requested_at >= ${start} and requested_at < ${end}
      union all select user_id, created_at from report
        where created_at >= ${start} and created_at < ${end}
    ) as done
    join app_user on app_user.id = done.user_id and app_user.role = 'user'`;
}

async function distinctActiveUsers(db: AppDatabase, from: string, to: string): Promise<number> {
  const { start, end } = bounds(from, to);
  const { rows } = await sql<{ users: string }>`
    select count(distinct user_id) as users from (${activityOf(start, end)}) as activity
  `.execute(db);
  return Number(rows[0]?.users ?? 0);
}
