import { LANGUAGES } from '@jyotish/contract';
import { z } from 'zod';
import type { AppDatabase } from '../db/schema.js';
import { defineJobKind, type JobHandler } from '../jobs/job-kind.js';
import { type MailTransport, type OutgoingMail, REDACTED, sendMail } from './mail-outbox.js';
import {
  renderContactMail,
  renderFreeAnswerMail,
  renderPasswordResetMail,
  renderWelcomeMail,
} from './mail-templates.js';

/**
 * What a mail job carries: which mail, to whom, in which language, and the values its template
 * needs. The mail is rendered when the job runs, so a job enqueued inside a transaction costs
 * only a row, and a mail retried after a deploy is rendered by the current templates.
 */
const MailJobPayloadSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('welcome'),
    to: z.string(),
    language: z.enum(LANGUAGES),
    variables: z.object({ name: z.string() }),
  }),
  z.object({
    kind: z.literal('password-reset'),
    to: z.string(),
    language: z.enum(LANGUAGES),
    // Until the mail is sent; then redacted in the job row (`redactOnSuccess`).
    variables: z.object({ token: z.string() }),
  }),
  z.object({
    kind: z.literal('free-answer'),
    to: z.string(),
    language: z.enum(LANGUAGES),
    variables: z.object({ name: z.string(), astrologer: z.string(), answer: z.string() }),
  }),
  z.object({
    kind: z.literal('contact-message'),
    to: z.string(),
    language: z.enum(LANGUAGES),
    variables: z.object({
      name: z.string(),
      email: z.string(),
      message: z.string(),
      language: z.string(),
    }),
  }),
]);
export type MailJobPayload = z.infer<typeof MailJobPayloadSchema>;

/**
 * Outgoing mail. Eight tries: with the default 30 s first delay, doubling, the last one comes
 * about an hour after the first, long enough for an SMTP server to come back from a restart.
 */
export const MAIL_JOB = defineJobKind({
  kind: 'mail',
  payload: MailJobPayloadSchema,
  maxAttempts: 8,
});

function renderMail(payload: MailJobPayload, publicUrl: string): OutgoingMail {
  const { kind, to, language } = payload;
  switch (kind) {
    case 'welcome':
      return {
        ...renderWelcomeMail(language, payload.variables.name, publicUrl),
        to,
        kind,
        language,
      };
    case 'password-reset': {
      const { token } = payload.variables;
      return {
        ...renderPasswordResetMail(language, token, publicUrl),
        to,
        kind,
        language,
        secrets: [token],
      };
    }
    case 'free-answer':
      return {
        ...renderFreeAnswerMail(language, payload.variables, publicUrl),
        to,
        kind,
        language,
      };
    case 'contact-message':
      return {
        ...renderContactMail(language, payload.variables, publicUrl),
        to,
        kind,
        language,
      };
  }
}

/**
 * Renders the mail, keeps it in the outbox (secrets redacted) and sends it when a transport is
 * configured. Idempotent: the outbox row is keyed on the job's id, and a mail already marked
 * sent is not sent again.
 */
export function mailJobHandler(deps: {
  readonly db: AppDatabase;
  readonly transport: MailTransport | undefined;
  readonly publicUrl: string;
}): JobHandler<MailJobPayload> {
  return {
    job: MAIL_JOB,
    run: async (payload, { jobId }) =>
      sendMail(deps.db, jobId, renderMail(payload, deps.publicUrl), deps.transport),
    redactOnSuccess: (payload) =>
      payload.kind === 'password-reset' ? { ...payload, variables: { token: REDACTED } } : payload,
  };
}
