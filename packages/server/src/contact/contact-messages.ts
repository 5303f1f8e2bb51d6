import { randomUUID } from 'node:crypto';
import type { ContactMessage, ContactRequestSchema, Language } from '@jyotish/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { MAIL_JOB } from '../accounts/mail-job.js';
import type { WindowRule } from '../accounts/throttle.js';
import type { AppDatabase, ContactMessageTable } from '../db/schema.js';
import type { JobQueue } from '../plugins/app/jobs.js';

/** Messages from one address (a shared network included) and to one e-mail, per hour. */
export const CONTACT_MESSAGES_PER_ADDRESS: WindowRule = {
  scope: 'contact:address',
  max: 5,
  windowSeconds: 60 * 60,
};
export const CONTACT_MESSAGES_PER_EMAIL: WindowRule = {
  scope: 'contact:email',
  max: 3,
  windowSeconds: 60 * 60,
};

/**
 * Keeps a contact message for the administrators and, when the team has an address
 * (`ADMIN_EMAIL`), mails it there through the outbox: the row and its mail job are written in
 * one transaction, so a message is never mailed without being kept, nor kept and forgotten.
 */
export async function receiveContactMessage(
  db: AppDatabase,
  jobs: JobQueue,
  input: z.output<typeof ContactRequestSchema> & { readonly userId: string | null },
  teamAddress: string | undefined,
): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('contact_message')
      .values({
        id,
        user_id: input.userId,
        name: input.name,
        email: input.email,
        message: input.message,
        language: input.language,
      })
      .execute();
    if (teamAddress) {
      await jobs.enqueue(
        MAIL_JOB,
        {
          kind: 'contact-message',
          to: teamAddress,
          language: 'en',
          variables: {
            name: input.name,
            email: input.email,
            message: input.message,
            language: input.language,
          },
        },
        { db: trx },
      );
    }
  });
  if (teamAddress) jobs.wake();
  return id;
}

export function presentContactMessage(row: Selectable<ContactMessageTable>): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    language: row.language as Language,
    userId: row.user_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
