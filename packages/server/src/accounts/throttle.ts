import { sql } from 'kysely';
import type { AppDatabase } from '../db/schema.js';

/** A limit: at most `max` events per `windowSeconds` for one subject of one scope. */
export interface ThrottleRule {
  readonly scope: string;
  readonly max: number;
  readonly windowSeconds: number;
}

/** Failed sign-ins: per account, and a looser limit per client address (shared networks). */
export const LOGIN_FAILURES_PER_ACCOUNT: ThrottleRule = {
  scope: 'login:account',
  max: 10,
  windowSeconds: 15 * 60,
};
export const LOGIN_FAILURES_PER_ADDRESS: ThrottleRule = {
  scope: 'login:address',
  max: 30,
  windowSeconds: 15 * 60,
};
/** Password-reset requests, which send mail: per account and per address. */
export const RESET_REQUESTS_PER_ACCOUNT: ThrottleRule = {
  scope: 'reset:account',
  max: 3,
  windowSeconds: 60 * 60,
};
export const RESET_REQUESTS_PER_ADDRESS: ThrottleRule = {
  scope: 'reset:address',
  max: 10,
  windowSeconds: 60 * 60,
};

/**
 * Seconds until `subject` may try again under `rule`, or 0 when it is within the limit.
 * Counted in the database, so the limit holds across server instances and restarts.
 */
export async function throttleRetryAfter(
  db: AppDatabase,
  rule: ThrottleRule,
  subject: string,
): Promise<number> {
  const row = await db
    .selectFrom('auth_failure')
    .select([(eb) => eb.fn.countAll<string>().as('count'), (eb) => eb.fn.min('at').as('oldest')])
    .where('scope', '=', rule.scope)
    .where('subject', '=', subject)
    .where('at', '>', sql<Date>`now() - make_interval(secs => ${rule.windowSeconds})`)
    .executeTakeFirst();
  const count = Number(row?.count ?? 0);
  if (count < rule.max || !row?.oldest) return 0;
  const oldest = new Date(row.oldest).getTime();
  return Math.max(1, Math.ceil((oldest + rule.windowSeconds * 1000 - Date.now()) / 1000));
}

export async function recordThrottledEvent(
  db: AppDatabase,
  rule: ThrottleRule,
  subject: string,
): Promise<void> {
  await db.insertInto('auth_failure').values({ scope: rule.scope, subject }).execute();
  // Events older than the window no longer count; dropping them keeps the table small.
  await db
    .deleteFrom('auth_failure')
    .where('scope', '=', rule.scope)
    .where('subject', '=', subject)
    .where('at', '<=', sql<Date>`now() - make_interval(secs => ${rule.windowSeconds})`)
    .execute();
}

/** Forgets the failures of a subject (a successful sign-in clears its account's count). */
export async function clearThrottle(
  db: AppDatabase,
  rule: ThrottleRule,
  subject: string,
): Promise<void> {
  await db
    .deleteFrom('auth_failure')
    .where('scope', '=', rule.scope)
    .where('subject', '=', subject)
    .execute();
}
