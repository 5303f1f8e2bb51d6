import { AuthResponseSchema } from '@jyotish/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, settleJobs } from '../../../../test/helper.js';
import type { OutgoingMail } from '../../../accounts/mail-outbox.js';
import type { App } from '../../../app.js';

let app: App;
/** What the recipients received, secrets included (the SMTP server's view). */
const delivered: OutgoingMail[] = [];
const PASSWORD = 'jasmine-terrace-77';
const NEW_PASSWORD = 'tamarind-harbour-19';

beforeAll(async () => {
  app = await buildTestApp({}, { mailTransport: async (mail) => void delivered.push(mail) });
});

async function signUp(email: string, language?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Kavya', email, password: PASSWORD, ...(language ? { language } : {}) },
  });
  return AuthResponseSchema.parse(response.json());
}

/** The mails sent to `to`, once the mail jobs enqueued so far have run. */
async function deliveredTo(to: string): Promise<OutgoingMail[]> {
  await settleJobs(app.db);
  return delivered.filter((mail) => mail.to === to);
}

async function outboxFor(to: string, db = app.db) {
  await settleJobs(db);
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('created_at')
    .execute();
}

function resetTokenIn(text: string): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in ${text}`);
  return match[1];
}

const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('welcome mail', () => {
  it('is kept in the outbox in the language the user signed up in', async () => {
    await signUp('hindi@example.in', 'hi');
    const [mail] = await outboxFor('hindi@example.in');
    expect(mail).toMatchObject({
      kind: 'welcome',
      language: 'hi',
      subject: 'Jyotish में आपका स्वागत है',
    });
    expect(mail?.sent_at).toBeInstanceOf(Date);
    expect(mail?.text_body).toContain('नमस्ते Kavya,');
    expect(mail?.text_body).toContain('मुफ़्त कुंडली बनाएँ');
    expect(mail?.text_body).not.toContain('पंचांग');
    expect(mail?.text_body).toContain('https://jyotish.test/hindi');
    expect(mail?.html_body).toContain('<html lang="hi">');
  });
});

describe('password reset', () => {
  it('answers 202 for unknown e-mails too, without mailing anyone', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: 'ghost@example.in' },
    });
    expect(response.statusCode).toBe(202);
    expect(await outboxFor('ghost@example.in')).toEqual([]);
  });

  it('mails a single-use link that sets the password and ends every session', async () => {
    const { token: oldSession } = await signUp('reset@example.in');
    const request = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: 'Reset@Example.in' },
    });
    expect(request.statusCode).toBe(202);
    const mails = await deliveredTo('reset@example.in');
    expect(mails.map((mail) => mail.kind)).toEqual(['welcome', 'password-reset']);
    const resetMail = mails[1];
    expect(resetMail?.subject).toBe('Reset your Jyotish password');
    const token = resetTokenIn(resetMail?.text ?? '');
    const stored = await app.db.selectFrom('password_reset').selectAll().execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    const validFor = stored.map(
      (row) => new Date(row.expires_at).getTime() - new Date(row.created_at).getTime(),
    );
    expect(Math.round((validFor.at(-1) ?? 0) / 60000)).toBe(30);

    // Judged with the account's name: Kavya's name and a year is as weak as 'password123'.
    for (const password of ['password123', 'Kavya2001']) {
      const weak = await app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token, password },
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().field).toBe('password');
    }

    const confirm = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: NEW_PASSWORD },
    });
    expect(confirm.statusCode).toBe(200);

    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${oldSession}` },
    });
    expect(me.statusCode).toBe(401);
    expect((await login('reset@example.in', PASSWORD)).statusCode).toBe(401);
    expect((await login('reset@example.in', NEW_PASSWORD)).statusCode).toBe(200);

    const replay = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'another-fine-passphrase' },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      message: 'token: This reset link is invalid or has expired',
      code: 'validation_failed',
      reason: 'reset_link_invalid',
      field: 'token',
    });
  });

  it('refuses a link older than 30 minutes', async () => {
    await signUp('late@example.in');
    await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: 'late@example.in', language: 'ta' },
    });
    const [, mail] = await deliveredTo('late@example.in');
    expect(mail?.language).toBe('ta');
    expect(mail?.text).toContain('https://jyotish.test/tamil/reset-password?token=');
    const token = resetTokenIn(mail?.text ?? '');
    await app.db
      .updateTable('password_reset')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: NEW_PASSWORD },
    });
    expect(confirm.statusCode).toBe(400);
  });
});

describe('the outbox', () => {
  it('keeps a reset mail with its token redacted: only the recipient gets a usable link', async () => {
    await signUp('redact@example.in');
    await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: 'redact@example.in' },
    });
    const token = resetTokenIn((await deliveredTo('redact@example.in'))[1]?.text ?? '');
    const [, stored] = await outboxFor('redact@example.in');
    expect(stored?.kind).toBe('password-reset');
    for (const body of [stored?.text_body ?? '', stored?.html_body ?? '']) {
      expect(body).toContain('https://jyotish.test/reset-password?token=[redacted]');
      expect(body).not.toContain(token);
    }
  });
});

describe('SMTP', () => {
  // Each of these apps has a database of its own: on a shared one, the runner of the file's
  // other app (another transport) could take the mail job.
  it('sends through the transport when one is configured and marks the mail sent', async () => {
    const sent: { to: string; subject: string }[] = [];
    const { db } = await createTestDatabase();
    const smtpApp = await buildTestApp(
      {},
      {
        database: db,
        mailTransport: async (mail) => void sent.push({ to: mail.to, subject: mail.subject }),
      },
    );
    await smtpApp.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Smtp', email: 'smtp@example.in', password: PASSWORD, language: 'te' },
    });
    const [mail] = await outboxFor('smtp@example.in', db);
    expect(sent).toEqual([{ to: 'smtp@example.in', subject: 'Jyotish కు స్వాగతం' }]);
    expect(mail?.sent_at).toBeInstanceOf(Date);
  });

  it('tries a mail again when the SMTP server refuses it, and sends it once', async () => {
    const tries: string[] = [];
    const { db } = await createTestDatabase();
    const flakyApp = await buildTestApp(
      {},
      {
        database: db,
        mailTransport: async (mail) => {
          tries.push(mail.to);
          if (tries.length < 3) throw new Error('421 Service not available');
        },
      },
    );
    await flakyApp.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Flaky', email: 'flaky@example.in', password: PASSWORD },
    });
    const outbox = await outboxFor('flaky@example.in', db);
    expect(tries).toEqual(['flaky@example.in', 'flaky@example.in', 'flaky@example.in']);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.sent_at).toBeInstanceOf(Date);
    const job = await db.selectFrom('job').selectAll().executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      kind: 'mail',
      state: 'succeeded',
      attempts: 3,
      last_error: 'Error: 421 Service not available',
    });
  });

  it('keeps no reset token in the job once the mail is sent', async () => {
    await signUp('scrub@example.in');
    await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: 'scrub@example.in' },
    });
    const token = resetTokenIn((await deliveredTo('scrub@example.in'))[1]?.text ?? '');
    const jobs = await app.db
      .selectFrom('job')
      .select(['payload', 'state'])
      .where(sql`payload->>'to'`, '=', 'scrub@example.in')
      .execute();
    expect(jobs.map((job) => [job.state, (job.payload as { kind: string }).kind])).toEqual([
      ['succeeded', 'welcome'],
      ['succeeded', 'password-reset'],
    ]);
    expect(JSON.stringify(jobs)).not.toContain(token);
    expect(jobs[1]?.payload).toMatchObject({ variables: { token: '[redacted]' } });
  });
});
