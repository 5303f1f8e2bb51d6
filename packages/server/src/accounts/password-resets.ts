import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_TTL_MINUTES } from '@jyotish/contract';
import { sql } from 'kysely';
import type { AppDatabase } from '../db/schema.js';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a single-use reset token for `userId`, valid for 30 minutes; returns the token. */
export async function createPasswordReset(db: AppDatabase, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('password_reset')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60 * 1000),
    })
    .execute();
  return token;
}

/**
 * The name and e-mail of the account a live reset token is for, without using the token up:
 * the new password is judged against them before the token is consumed, so a refused password
 * does not cost the user their link.
 */
export async function passwordResetAccount(
  db: AppDatabase,
  token: string,
): Promise<{ name: string; email: string } | undefined> {
  return db
    .selectFrom('password_reset')
    .innerJoin('app_user', 'app_user.id', 'password_reset.user_id')
    .select(['app_user.name', 'app_user.email'])
    .where('password_reset.token_hash', '=', hashToken(token))
    .where('password_reset.used_at', 'is', null)
    .where('password_reset.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/**
 * Marks a reset token used and returns its user, or undefined when the token is unknown,
 * expired or already used. The update is the check, so two concurrent uses cannot both win.
 */
export async function consumePasswordReset(
  db: AppDatabase,
  token: string,
): Promise<string | undefined> {
  const row = await db
    .updateTable('password_reset')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
