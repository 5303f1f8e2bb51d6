import { sql } from 'kysely';
import type { AppDatabase } from '../db/schema.js';
import {
  type Attempt,
  clearThrottle,
  giveBackAttempt,
  LOGIN_ATTEMPTS_PER_ACCOUNT,
  LOGIN_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_ATTEMPTS_PER_ADDRESS,
  takeAttempt,
  takeBackoffAttempt,
} from './throttle.js';

/**
 * The sign-in throttle policy (docs/security.md). Every attempt is counted before its password
 * is verified, so parallel guesses cannot all slip past the count:
 * - per account and address, at most 10 attempts in 15 minutes (strict);
 * - per address, at most 30 attempts in 15 minutes across accounts;
 * - per account, from addresses that never signed in to it, growing delays after 10 attempts.
 * The owner's own addresses skip the last rule, so a guesser spread over many addresses slows
 * itself down without locking the owner out.
 */
export interface LoginAttempt {
  /** The account as typed, lower-cased: unknown e-mails are throttled exactly like real ones. */
  readonly account: string;
  readonly address: string;
}

function pairOf({ account, address }: LoginAttempt): string {
  return `${account} ${address}`;
}

async function isKnownAddress(db: AppDatabase, { account, address }: LoginAttempt) {
  const row = await db
    .selectFrom('known_login_address')
    .select('address')
    .where('account', '=', account)
    .where('address', '=', address)
    .executeTakeFirst();
  return row !== undefined;
}

/** Counts a sign-in attempt under every rule that applies, or refuses it uncounted. */
export async function admitLoginAttempt(db: AppDatabase, attempt: LoginAttempt): Promise<Attempt> {
  const pair = await takeAttempt(db, LOGIN_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS, pairOf(attempt));
  if (!pair.allowed) return pair;
  const address = await takeAttempt(db, LOGIN_ATTEMPTS_PER_ADDRESS, attempt.address);
  if (!address.allowed) {
    await giveBackAttempt(db, LOGIN_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS, pairOf(attempt));
    return address;
  }
  if (await isKnownAddress(db, attempt)) return pair;
  const account = await takeBackoffAttempt(db, LOGIN_ATTEMPTS_PER_ACCOUNT, attempt.account);
  if (!account.allowed) {
    await giveBackAttempt(db, LOGIN_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS, pairOf(attempt));
    await giveBackAttempt(db, LOGIN_ATTEMPTS_PER_ADDRESS, attempt.address);
  }
  return account;
}

/**
 * After a right password: the attempt was no failure, the account's counts start afresh, and
 * the address becomes one of the account's own.
 */
export async function recordLoginSuccess(db: AppDatabase, attempt: LoginAttempt): Promise<void> {
  await clearThrottle(db, LOGIN_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS, pairOf(attempt));
  await clearThrottle(db, LOGIN_ATTEMPTS_PER_ACCOUNT, attempt.account);
  await giveBackAttempt(db, LOGIN_ATTEMPTS_PER_ADDRESS, attempt.address);
  await rememberLoginAddress(db, attempt);
}

/** Marks `address` as one the account signs in from (also at sign-up). */
export async function rememberLoginAddress(
  db: AppDatabase,
  { account, address }: LoginAttempt,
): Promise<void> {
  await db
    .insertInto('known_login_address')
    .values({ account, address })
    .onConflict((conflict) =>
      conflict.columns(['account', 'address']).doUpdateSet({ last_seen_at: sql`now()` }),
    )
    .execute();
}
