import { sql } from 'kysely';
import type { AppDatabase } from '../db/schema.js';
import { balanceOf, walletOf } from '../wallet/ledger.js';

/** Why an account cannot be deleted yet; the route answers each with its own reason. */
export type DeletionRefusal = 'balance' | 'consultation' | 'role';

/**
 * Deletes a user's account at its owner's request. The `app_user` row stays, because the
 * ledger, payments, receipts and consultations refer to it (tax law keeps receipts for years),
 * but it is emptied: no name, an address that cannot receive mail, no password or Google
 * link, `deleted_at` and `disabled_at` set. Everything else personal goes: birth profiles,
 * sessions, sign-in addresses, reset links, chat tickets, the free question, contact-form
 * messages sent while signed in, the chats' messages and review texts (the star rating stays, so an astrologer's average does not
 * change). Refused while money is in the wallet or set aside for a chat, while a consultation
 * is open, and for astrologers and administrators, whose accounts an administrator closes.
 * All in one transaction under the user's row lock, so a recharge or a consultation request
 * racing the deletion either comes first (and is seen) or finds the account gone.
 */
export async function deleteOwnAccount(
  db: AppDatabase,
  userId: string,
): Promise<DeletionRefusal | null> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('app_user')
      .select(['role', 'email'])
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return null;
    if (user.role !== 'user') return 'role';
    const open = await trx
      .selectFrom('consultation')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', 'in', ['requested', 'active'])
      .executeTakeFirst();
    if (open) return 'consultation';
    const money =
      (await balanceOf(trx, walletOf(userId))) +
      (await balanceOf(trx, { kind: 'wallet_hold', ownerId: userId }));
    if (money > 0) return 'balance';

    const consultations = trx.selectFrom('consultation').select('id').where('user_id', '=', userId);
    await trx
      .deleteFrom('consultation_message')
      .where('consultation_id', 'in', consultations)
      .execute();
    await trx
      .updateTable('consultation_review')
      .set({ text: '' })
      .where('user_id', '=', userId)
      .execute();
    for (const table of [
      'birth_profile',
      'user_session',
      'password_reset',
      'chat_ticket',
      'free_question',
      'report',
    ] as const) {
      await trx.deleteFrom(table).where('user_id', '=', userId).execute();
    }
    // Sign-in addresses are kept by the e-mail as typed at sign-in, lower-cased.
    await trx
      .deleteFrom('known_login_address')
      .where('account', '=', user.email.toLowerCase())
      .execute();
    await trx.deleteFrom('contact_message').where('user_id', '=', userId).execute();
    await trx
      .updateTable('analytics_event')
      .set({ user_id: null })
      .where('user_id', '=', userId)
      .execute();
    await trx
      .updateTable('app_user')
      .set({
        name: '',
        email: sql<string>`'deleted-' || id || '@deleted.invalid'`,
        password_hash: null,
        google_issuer: null,
        google_subject: null,
        disabled_at: sql`now()`,
        deleted_at: sql`now()`,
      })
      .where('id', '=', userId)
      .execute();
    return null;
  });
}
