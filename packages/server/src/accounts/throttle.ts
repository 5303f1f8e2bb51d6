import { type RawBuilder, sql } from 'kysely';
import type { AppDatabase } from '../db/schema.js';

/**
 * A fixed window: at most `max` attempts per `windowSeconds` for one subject of one scope;
 * the window starts at the first attempt after the previous one ended.
 */
export interface WindowRule {
  readonly scope: string;
  readonly max: number;
  readonly windowSeconds: number;
}

/**
 * Growing delays instead of a lock: `freeAttempts` attempts pass at once, then each further
 * attempt must wait `firstDelaySeconds`, doubling up to `maxDelaySeconds`. The count is
 * forgotten after `quietSeconds` without any attempt.
 */
export interface BackoffRule {
  readonly scope: string;
  readonly freeAttempts: number;
  readonly firstDelaySeconds: number;
  readonly maxDelaySeconds: number;
  readonly quietSeconds: number;
}

/**
 * Sign-in attempts of one account from one address: strict, since the owner's own address
 * is the only one an attacker on it shares.
 */
export const LOGIN_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS: WindowRule = {
  scope: 'login:account-address',
  max: 10,
  windowSeconds: 15 * 60,
};
/** Sign-in attempts from one address across accounts: looser, for shared networks. */
export const LOGIN_ATTEMPTS_PER_ADDRESS: WindowRule = {
  scope: 'login:address',
  max: 30,
  windowSeconds: 15 * 60,
};
/**
 * Sign-in attempts on one account from addresses it has never signed in from: a guesser
 * spread over many addresses is slowed to one guess per five minutes, while the owner's own
 * addresses are not delayed at all (see docs/security.md).
 */
export const LOGIN_ATTEMPTS_PER_ACCOUNT: BackoffRule = {
  scope: 'login:account',
  freeAttempts: 10,
  firstDelaySeconds: 2,
  maxDelaySeconds: 5 * 60,
  quietSeconds: 60 * 60,
};
/**
 * Sign-ups, which cost a password hash and send a welcome mail: per address (loose enough
 * for a college or a mobile carrier's shared address) and per e-mail.
 */
export const SIGNUPS_PER_ADDRESS: WindowRule = {
  scope: 'signup:address',
  max: 20,
  windowSeconds: 60 * 60,
};
export const SIGNUPS_PER_EMAIL: WindowRule = {
  scope: 'signup:email',
  max: 3,
  windowSeconds: 60 * 60,
};
/** Password-reset requests, which send mail: per account and per address. */
export const RESET_REQUESTS_PER_ACCOUNT: WindowRule = {
  scope: 'reset:account',
  max: 3,
  windowSeconds: 60 * 60,
};
export const RESET_REQUESTS_PER_ADDRESS: WindowRule = {
  scope: 'reset:address',
  max: 10,
  windowSeconds: 60 * 60,
};

/** The outcome of taking an attempt: allowed, or refused with the seconds to wait. */
export type Attempt = { readonly allowed: true } | { readonly allowed: false; retryAfter: number };

const ALLOWED: Attempt = { allowed: true };

function secondsUntil(instant: Date | string): number {
  return Math.max(1, Math.ceil((new Date(instant).getTime() - Date.now()) / 1000));
}

/**
 * How one rule counts, as SQL over the subject's existing `throttle_counter` row: when the
 * count starts afresh, when an attempt is allowed, when the next attempt becomes due.
 */
interface CountingRule {
  readonly restart: RawBuilder<unknown>;
  readonly allows: RawBuilder<unknown>;
  readonly nextAttemptAt: RawBuilder<Date>;
}

/**
 * Counts one attempt in a single `INSERT … ON CONFLICT DO UPDATE … WHERE <allowed>` statement,
 * which PostgreSQL runs under the row's lock: parallel attempts cannot all pass a check made
 * before any of them is counted. Returns whether the attempt was counted (allowed).
 */
async function countAttempt(
  db: AppDatabase,
  scope: string,
  subject: string,
  { restart, allows, nextAttemptAt }: CountingRule,
): Promise<boolean> {
  const counted = await db
    .insertInto('throttle_counter')
    .values({
      scope,
      subject,
      attempts: 1,
      window_started_at: sql`now()`,
      last_attempt_at: sql`now()`,
      next_attempt_at: sql`now()`,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['scope', 'subject'])
        .doUpdateSet({
          attempts: sql`case when ${restart} then 1 else throttle_counter.attempts + 1 end`,
          window_started_at: sql`case when ${restart} then now() else throttle_counter.window_started_at end`,
          last_attempt_at: sql`now()`,
          next_attempt_at: nextAttemptAt,
        })
        .where(sql<boolean>`${restart} or ${allows}`),
    )
    .returning('attempts')
    .executeTakeFirst();
  return counted !== undefined;
}

/** A refusal, with the seconds until the instant `allowedAt` (SQL over the row) comes. */
async function refusal(
  db: AppDatabase,
  scope: string,
  subject: string,
  allowedAt: RawBuilder<Date>,
): Promise<Attempt> {
  const row = await db
    .selectFrom('throttle_counter')
    .select(allowedAt.as('allowed_at'))
    .where('scope', '=', scope)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return { allowed: false, retryAfter: row ? secondsUntil(row.allowed_at) : 1 };
}

/**
 * Counts one attempt of `subject` under `rule`, or refuses it when the window is full: of any
 * number of parallel attempts at most `max` are counted and allowed. Counted in the database,
 * so the limit holds across server instances.
 */
export async function takeAttempt(
  db: AppDatabase,
  rule: WindowRule,
  subject: string,
): Promise<Attempt> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const counted = await countAttempt(db, rule.scope, subject, {
    restart: sql`throttle_counter.window_started_at <= now() - ${window}`,
    allows: sql`throttle_counter.attempts < ${rule.max}`,
    nextAttemptAt: sql<Date>`now()`,
  });
  if (counted) return ALLOWED;
  return refusal(db, rule.scope, subject, sql<Date>`window_started_at + ${window}`);
}

/**
 * Takes one attempt under a {@link BackoffRule}: allowed when the subject's next attempt is
 * due, which then moves the next one away by the growing delay. Atomic like {@link takeAttempt},
 * so parallel attempts cannot share one slot.
 */
export async function takeBackoffAttempt(
  db: AppDatabase,
  rule: BackoffRule,
  subject: string,
): Promise<Attempt> {
  const quiet = sql`throttle_counter.last_attempt_at <= now() - make_interval(secs => ${rule.quietSeconds})`;
  // The wait after the attempt being counted now, number `attempts + 1`: the first delay after
  // the last free attempt, doubling with each attempt after it.
  const delay = sql`make_interval(secs => least(${rule.maxDelaySeconds}::float8,
    ${rule.firstDelaySeconds}::float8 * power(2, throttle_counter.attempts + 1 - ${rule.freeAttempts})))`;
  const counted = await countAttempt(db, rule.scope, subject, {
    restart: quiet,
    allows: sql`throttle_counter.next_attempt_at <= now()`,
    nextAttemptAt: sql<Date>`case
      when ${quiet} or throttle_counter.attempts + 1 < ${rule.freeAttempts} then now()
      else now() + ${delay} end`,
  });
  if (counted) return ALLOWED;
  return refusal(db, rule.scope, subject, sql<Date>`next_attempt_at`);
}

/** Uncounts one attempt that turned out not to be a failure (a right password). */
export async function giveBackAttempt(
  db: AppDatabase,
  rule: WindowRule,
  subject: string,
): Promise<void> {
  await db
    .updateTable('throttle_counter')
    .set({ attempts: sql`greatest(attempts - 1, 0)` })
    .where('scope', '=', rule.scope)
    .where('subject', '=', subject)
    .execute();
}

/** Forgets every attempt of a subject (a successful sign-in clears its account's count). */
export async function clearThrottle(
  db: AppDatabase,
  rule: WindowRule | BackoffRule,
  subject: string,
): Promise<void> {
  await db
    .deleteFrom('throttle_counter')
    .where('scope', '=', rule.scope)
    .where('subject', '=', subject)
    .execute();
}

/** Drops counters idle for a day: none of the rules looks that far back. */
export async function pruneThrottleCounters(db: AppDatabase): Promise<void> {
  await db
    .deleteFrom('throttle_counter')
    .where('last_attempt_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}
