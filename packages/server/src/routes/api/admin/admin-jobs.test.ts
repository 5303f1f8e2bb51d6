import {
  ADMIN_JOBS_PAGE_SIZE,
  AdminJobSchema,
  AdminJobsPageSchema,
  AuditLogPageSchema,
  AuthResponseSchema,
} from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, settleJobs } from '../../../../test/helper.js';
import { MAIL_JOB } from '../../../accounts/mail-job.js';
import type { App } from '../../../app.js';
import { enqueueJob } from '../../../jobs/job-queue.js';

let app: App;
let adminToken: string;
let userToken: string;
/** While true, the SMTP server refuses every mail. */
let smtpDown = false;
const sent: string[] = [];
const ADMIN_EMAIL = 'root@jyotish.example';
const ADMIN_PASSWORD = 'saffron heron over the backwaters 64';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  app = await buildTestApp(
    { adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD },
    {
      mailTransport: async (mail) => {
        if (smtpDown) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        sent.push(mail.to);
      },
    },
  );
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  adminToken = AuthResponseSchema.parse(login.json()).token;
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Meera', email: 'meera@example.in', password: ADMIN_PASSWORD },
  });
  userToken = AuthResponseSchema.parse(signup.json()).token;
  await settleJobs(app.db);
});

async function listJobs(query = '') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/jobs${query}`,
    headers: auth(adminToken),
  });
  expect(response.statusCode).toBe(200);
  return AdminJobsPageSchema.parse(response.json());
}

describe('the welcome mail', () => {
  it('arrives in the outbox through a mail job that succeeded', async () => {
    const mails = await app.db
      .selectFrom('mail_outbox')
      .select(['id', 'kind', 'sent_at'])
      .where('to_address', '=', 'meera@example.in')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe('welcome');
    expect(sent).toEqual(['meera@example.in']);
    const { jobs } = await listJobs('?kind=mail');
    // The outbox row is keyed on its job's id: a retried job finds the mail it kept.
    expect(jobs.find((job) => job.id === mails[0]?.id)).toMatchObject({
      kind: 'mail',
      state: 'succeeded',
      attempts: 1,
      maxAttempts: 8,
      lastError: null,
    });
  });
});

describe('GET /api/admin/jobs and POST /api/admin/jobs/{id}/retry', () => {
  it('shows a mail that failed its last try as dead, and sends it once an admin retries it', async () => {
    smtpDown = true;
    const id = await enqueueJob(
      app.db,
      { ...MAIL_JOB, maxAttempts: 2 },
      { kind: 'welcome', to: 'lost@example.in', language: 'ta', variables: { name: 'Kavin' } },
    );
    app.jobs.wake();
    await settleJobs(app.db);
    const dead = await listJobs('?state=dead&kind=mail');
    expect(dead.total).toBe(1);
    expect(dead.jobs[0]).toMatchObject({
      id,
      state: 'dead',
      attempts: 2,
      maxAttempts: 2,
      lastError: 'Error: connect ECONNREFUSED 127.0.0.1:25',
    });
    expect(dead.jobs[0]?.finishedAt).not.toBeNull();

    smtpDown = false;
    const retry = await app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${id}/retry`,
      headers: auth(adminToken),
    });
    expect(retry.statusCode).toBe(200);
    expect(AdminJobSchema.parse(retry.json())).toMatchObject({ id, state: 'queued', attempts: 0 });
    await settleJobs(app.db);
    expect(sent).toContain('lost@example.in');
    const [job] = (await listJobs('?kind=mail')).jobs.filter((row) => row.id === id);
    expect(job).toMatchObject({ state: 'succeeded', attempts: 1 });

    const audit = AuditLogPageSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: auth(adminToken) })
      ).json(),
    );
    expect(audit.events[0]).toMatchObject({
      action: 'job.retry',
      actorEmail: ADMIN_EMAIL,
      target: id,
      details: { kind: 'mail' },
    });
  });

  it('pages newest first and filters by state and kind', async () => {
    // Finished jobs of a kind no runner handles: nothing here is left for settleJobs to wait on.
    const ids: string[] = [];
    for (let index = 0; index < ADMIN_JOBS_PAGE_SIZE + 3; index++) {
      const id = crypto.randomUUID();
      ids.push(id);
      await app.db
        .insertInto('job')
        .values({
          id,
          kind: 'test.report',
          payload: '{}',
          max_attempts: 1,
          state: index % 2 === 0 ? 'succeeded' : 'dead',
          created_at: new Date(Date.UTC(2030, 0, 1, 0, index)),
        })
        .execute();
    }
    const newestFirst = ids.toReversed();
    const first = await listJobs('?kind=test.report');
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: ADMIN_JOBS_PAGE_SIZE });
    expect(first.jobs.map((job) => job.id)).toEqual(newestFirst.slice(0, 20));
    const second = await listJobs('?kind=test.report&page=2');
    expect(second.jobs.map((job) => job.id)).toEqual(newestFirst.slice(20));
    const dead = await listJobs('?kind=test.report&state=dead');
    expect(dead.jobs.map((job) => job.id)).toEqual(newestFirst.filter((_, i) => i % 2 === 1));
    const mails = await listJobs('?kind=mail');
    expect(mails.jobs.map((job) => job.kind)).toEqual(['mail', 'mail']);
  });

  it('answers 409 for a job that is not dead, 404 for an unknown one, 400 for a bad id', async () => {
    const { jobs } = await listJobs('?state=succeeded');
    const succeeded = jobs[0]?.id ?? '';
    const conflict = await app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${succeeded}/retry`,
      headers: auth(adminToken),
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      message: 'Only a dead job can be retried',
      code: 'conflict',
      reason: 'job_not_dead',
    });
    const unknown = await app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${crypto.randomUUID()}/retry`,
      headers: auth(adminToken),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ reason: 'job_not_found' });
    const badId = await app.inject({
      method: 'POST',
      url: '/api/admin/jobs/42/retry',
      headers: auth(adminToken),
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ reason: 'validation_failed', field: 'id' });
    const badState = await app.inject({
      method: 'GET',
      url: '/api/admin/jobs?state=lost',
      headers: auth(adminToken),
    });
    expect(badState.statusCode).toBe(400);
    expect(badState.json()).toMatchObject({ reason: 'validation_failed', field: 'state' });
  });

  it('refuses a signed-in user (403) and an anonymous caller (401)', async () => {
    const [job] = (await listJobs()).jobs;
    for (const [method, url] of [
      ['GET', '/api/admin/jobs'],
      ['POST', `/api/admin/jobs/${job?.id}/retry`],
    ] as const) {
      const user = await app.inject({ method, url, headers: auth(userToken) });
      expect(user.statusCode).toBe(403);
      expect(user.json()).toMatchObject({ reason: 'admin_required' });
      const anonymous = await app.inject({ method, url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ reason: 'sign_in_required' });
    }
  });
});
