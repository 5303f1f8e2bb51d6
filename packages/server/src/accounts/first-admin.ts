import { randomBytes } from 'node:crypto';
import type { AppDatabase } from '../db/schema.js';
import { hashPassword, weakPasswordMessage } from './passwords.js';
import { findUserByEmail, insertUser } from './users.js';

/** The account created on the first start of an embedded database without ADMIN_EMAIL. */
export const DEFAULT_ADMIN_EMAIL = 'admin@jyotish.local';

export type FirstAdminOutcome =
  | { readonly kind: 'configured'; readonly email: string }
  | { readonly kind: 'generated'; readonly email: string; readonly password: string }
  | { readonly kind: 'none' };

/**
 * Makes sure there is an administrator. With `ADMIN_EMAIL` and `ADMIN_PASSWORD`, that account
 * is created, or promoted to admin when it exists (its password is then left alone). Without
 * them, and only when `generate` is set (the embedded default) and no admin exists yet, an
 * admin with a random password is created; the caller prints the password once. An
 * `ADMIN_PASSWORD` that sign-up would refuse as easily guessed stops the start instead.
 */
export async function ensureFirstAdmin(
  db: AppDatabase,
  options: { email?: string | undefined; password?: string | undefined; generate: boolean },
): Promise<FirstAdminOutcome> {
  if (options.email && options.password) {
    const existing = await findUserByEmail(db, options.email);
    if (existing) {
      if (existing.role !== 'admin') {
        await db
          .updateTable('app_user')
          .set({ role: 'admin' })
          .where('id', '=', existing.id)
          .execute();
      }
    } else {
      const account = { name: 'Administrator', email: options.email };
      const weak = await weakPasswordMessage(options.password, account);
      if (weak) throw new Error(`ADMIN_PASSWORD: ${weak}`);
      await insertUser(db, {
        ...account,
        passwordHash: await hashPassword(options.password),
        role: 'admin',
      });
    }
    return { kind: 'configured', email: options.email };
  }
  if (!options.generate) return { kind: 'none' };
  const admin = await db
    .selectFrom('app_user')
    .select('id')
    .where('role', '=', 'admin')
    .executeTakeFirst();
  if (admin) return { kind: 'none' };
  const password = randomBytes(12).toString('base64url');
  const created = await insertUser(db, {
    email: DEFAULT_ADMIN_EMAIL,
    name: 'Administrator',
    passwordHash: await hashPassword(password),
    role: 'admin',
  });
  if (!created) return { kind: 'none' };
  return { kind: 'generated', email: DEFAULT_ADMIN_EMAIL, password };
}
