import { sql } from 'kysely';
import type { AppDatabase, UserSessionTable } from '../db/schema.js';
import { SESSION_TTL_SECONDS, signSessionToken } from './tokens.js';
import type { UserRow } from './users.js';

/**
 * Opens a session for `userId` and signs its token. The token names the session, so ending
 * the session row (logout, logout-all, password reset) invalidates the token at once.
 */
export async function startSession(
  db: AppDatabase,
  userId: string,
  method: UserSessionTable['method'],
  secret: string,
): Promise<string> {
  const id = crypto.randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('user_session')
      .values({
        id,
        user_id: userId,
        method,
        expires_at: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
      })
      .execute();
    await trx
      .updateTable('app_user')
      .set({ last_login_at: sql`now()` })
      .where('id', '=', userId)
      .execute();
  });
  return signSessionToken({ sub: userId, sid: id }, secret);
}

/**
 * The user of a live session: not ended, not expired, belonging to `userId`, whose account is
 * not disabled. One query per request keeps revocation immediate.
 */
export async function findSessionUser(
  db: AppDatabase,
  sessionId: string,
  userId: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('user_session')
    .innerJoin('app_user', 'app_user.id', 'user_session.user_id')
    .selectAll('app_user')
    .where('user_session.id', '=', sessionId)
    .where('user_session.user_id', '=', userId)
    .where('user_session.ended_at', 'is', null)
    .where('user_session.expires_at', '>', sql<Date>`now()`)
    .where('app_user.disabled_at', 'is', null)
    .executeTakeFirst();
}

export async function endSession(db: AppDatabase, sessionId: string): Promise<void> {
  await db
    .updateTable('user_session')
    .set({ ended_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();
}

/** Ends every live session of a user, except `keepSessionId` when given. */
export async function endUserSessions(
  db: AppDatabase,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  let query = db
    .updateTable('user_session')
    .set({ ended_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}
