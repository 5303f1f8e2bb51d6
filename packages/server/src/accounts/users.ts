import type { CurrentUser, UserRole } from '@jyotish/contract';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import { recordAnalyticsEvent } from '../analytics/analytics-events.js';
import type { AppDatabase, AppUserTable } from '../db/schema.js';
import { balanceOf, walletOf } from '../wallet/ledger.js';

export type UserRow = Selectable<AppUserTable>;

/**
 * The API shape of an account (`GET /api/auth/me`): no hash, no identities; `balance` is the
 * wallet's, read from the ledger.
 */
export async function presentCurrentUser(db: AppDatabase, user: UserRow): Promise<CurrentUser> {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    balance: await balanceOf(db, walletOf(user.id)),
    isAdmin: user.role === 'admin',
    hasPassword: user.password_hash !== null,
  };
}

export function findUserByEmail(db: AppDatabase, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('app_user')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: AppDatabase, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewUser {
  readonly email: string;
  readonly name: string;
  readonly passwordHash: string | null;
  readonly role?: UserRole;
  readonly language?: string;
  readonly google?: { readonly issuer: string; readonly subject: string };
}

/**
 * Inserts an account; resolves undefined when the e-mail (in any case) is taken. A user's own
 * sign-up (role user) is recorded as `signup_completed` with it.
 */
export async function insertUser(db: AppDatabase, user: NewUser): Promise<UserRow | undefined> {
  const inserted = await db
    .insertInto('app_user')
    .values({
      id: crypto.randomUUID(),
      email: user.email.trim(),
      name: user.name,
      password_hash: user.passwordHash,
      role: user.role ?? 'user',
      language: user.language ?? 'en',
      google_issuer: user.google?.issuer ?? null,
      google_subject: user.google?.subject ?? null,
    })
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted && inserted.role === 'user') {
    await recordAnalyticsEvent(db, { name: 'signup_completed', userId: inserted.id });
  }
  return inserted;
}
