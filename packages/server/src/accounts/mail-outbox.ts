import type { Language, OutboxMail } from '@jyotish/contract';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import type { AppDatabase, MailOutboxTable } from '../db/schema.js';
import type { RenderedMail } from './mail-templates.js';

export interface OutgoingMail extends RenderedMail {
  readonly to: string;
  /** What the mail is for (`welcome`, `password-reset`), shown to administrators. */
  readonly kind: string;
  readonly language: Language;
  /**
   * Values that grant access (a reset token): sent to the recipient, never stored. The outbox
   * keeps the mail with each of them replaced by {@link REDACTED}, so an administrator reading
   * it cannot take over the account.
   */
  readonly secrets?: readonly string[];
}

export const REDACTED = '[redacted]';

function redact(text: string, secrets: readonly string[]): string {
  let redacted = text;
  for (const secret of secrets) {
    for (const form of new Set([secret, encodeURIComponent(secret)])) {
      redacted = redacted.replaceAll(form, REDACTED);
    }
  }
  return redacted;
}

/** Sends mail to an SMTP server; replaced in tests. */
export type MailTransport = (mail: OutgoingMail) => Promise<void>;

export const FROM_ADDRESS = 'Jyotish <no-reply@jyotish.invalid>';

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transporter.sendMail({
      from: FROM_ADDRESS,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  };
}

/**
 * For development without `SMTP_URL`: writes each mail, secrets included, to the server's
 * standard error (not a log line, so it reaches no log collector) and nowhere else, so a
 * developer can follow a reset link that the outbox shows redacted.
 */
export function consoleTransport(write: (text: string) => void): MailTransport {
  return async (mail) => {
    write(
      `\n── Mail to ${mail.to} (development: no SMTP_URL, so it is shown here only) ──\n` +
        `${mail.subject}\n\n${mail.text}\n`,
    );
  };
}

/**
 * Keeps the mail in the outbox table under `id`, secrets redacted; with a transport (SMTP
 * configured) also sends it and marks it sent. Without one, the outbox is where administrators
 * read the mail in the app. Runs as the `mail` job (`mail-job.ts`) with the job's id, so a
 * retry finds the row it wrote before and does not send a mail already marked sent. A sending
 * failure is thrown: the job is tried again later.
 */
export async function sendMail(
  db: AppDatabase,
  id: string,
  mail: OutgoingMail,
  transport: MailTransport | undefined,
): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      id,
      to_address: mail.to,
      subject: mail.subject,
      text_body: redact(mail.text, mail.secrets ?? []),
      html_body: redact(mail.html, mail.secrets ?? []),
      kind: mail.kind,
      language: mail.language,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  if (!transport) return;
  const stored = await db
    .selectFrom('mail_outbox')
    .select('sent_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (stored.sent_at !== null) return;
  await transport(mail);
  await db.updateTable('mail_outbox').set({ sent_at: sql`now()` }).where('id', '=', id).execute();
}

export function presentOutboxMail(row: Selectable<MailOutboxTable>): OutboxMail {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    kind: row.kind,
    language: row.language,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
  };
}
