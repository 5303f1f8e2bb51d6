import type { ChatMessage } from '@jyotish/contract';
import type { Selectable } from 'kysely';
import type { AppDatabase, ConsultationMessageTable } from '../db/schema.js';
import type { LedgerTransaction } from '../wallet/ledger.js';

type MessageRow = Selectable<ConsultationMessageTable>;

export function presentMessage(row: MessageRow): ChatMessage {
  return {
    type: 'message',
    seq: row.seq,
    clientId: row.client_id,
    from: row.sender,
    text: row.text,
    at: row.created_at.toISOString(),
  };
}

/**
 * Stores a message with the consultation's next sequence number, inside the caller's
 * transaction. The consultation row is locked first, so messages of one conversation are
 * numbered one after the other; a `clientId` this sender used before returns the stored message
 * (`duplicate`), so a message resent after a dropped connection is kept once.
 */
export async function appendMessage(
  trx: LedgerTransaction,
  input: {
    readonly consultationId: string;
    readonly sender: MessageRow['sender'];
    readonly clientId: string;
    readonly text: string;
    readonly at: Date;
  },
): Promise<{ message: ChatMessage; duplicate: boolean }> {
  const consultation = await trx
    .selectFrom('consultation')
    .select('next_seq')
    .where('id', '=', input.consultationId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const existing = await trx
    .selectFrom('consultation_message')
    .selectAll()
    .where('consultation_id', '=', input.consultationId)
    .where('sender', '=', input.sender)
    .where('client_id', '=', input.clientId)
    .executeTakeFirst();
  if (existing) return { message: presentMessage(existing), duplicate: true };
  const seq = consultation.next_seq + 1;
  const row = await trx
    .insertInto('consultation_message')
    .values({
      consultation_id: input.consultationId,
      seq,
      sender: input.sender,
      client_id: input.clientId,
      text: input.text,
      created_at: input.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('consultation')
    .set({ next_seq: seq })
    .where('id', '=', input.consultationId)
    .execute();
  return { message: presentMessage(row), duplicate: false };
}

/** The messages after `after`, in order: a reconnecting client's replay and the transcript. */
export async function messagesAfter(
  db: AppDatabase,
  consultationId: string,
  after: number,
): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('consultation_message')
    .selectAll()
    .where('consultation_id', '=', consultationId)
    .where('seq', '>', after)
    .orderBy('seq')
    .limit(5000)
    .execute();
  return rows.map(presentMessage);
}
