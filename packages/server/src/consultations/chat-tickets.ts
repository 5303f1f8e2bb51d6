import { createHash, randomBytes } from 'node:crypto';
import { CHAT_TICKET_SECONDS } from '@jyotish/contract';
import type { AppDatabase } from '../db/schema.js';

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/**
 * A single-use ticket for one socket of one participant: browsers cannot send an
 * Authorization header with a WebSocket, and a long-lived token must not travel in a URL.
 */
export async function issueChatTicket(
  db: AppDatabase,
  input: { readonly consultationId: string; readonly userId: string; readonly now: Date },
): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + CHAT_TICKET_SECONDS * 1000);
  await db
    .insertInto('chat_ticket')
    .values({
      hash: hashOf(ticket),
      consultation_id: input.consultationId,
      user_id: input.userId,
      expires_at: expiresAt,
    })
    .execute();
  // Spent and expired tickets are of no further use.
  await db
    .deleteFrom('chat_ticket')
    .where('expires_at', '<', new Date(input.now.getTime() - 3600_000))
    .execute();
  return { ticket, expiresAt };
}

/** Spends a ticket: the account it was issued to, or undefined when stale, used or foreign. */
export async function redeemChatTicket(
  db: AppDatabase,
  input: { readonly ticket: string; readonly consultationId: string; readonly now: Date },
): Promise<string | undefined> {
  const row = await db
    .updateTable('chat_ticket')
    .set({ used_at: input.now })
    .where('hash', '=', hashOf(input.ticket))
    .where('consultation_id', '=', input.consultationId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', input.now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
