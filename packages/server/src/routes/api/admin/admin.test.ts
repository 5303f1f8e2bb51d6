import { AdminUsersPageSchema, AuthResponseSchema } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, settleJobs } from '../../../../test/helper.js';
import { DEFAULT_ADMIN_EMAIL, ensureFirstAdmin } from '../../../accounts/first-admin.js';
import type { App } from '../../../app.js';

let app: App;
let adminToken: string;
let userToken: string;
const PASSWORD = 'lotus-pond-evening-5';
const ADMIN_PASSWORD = 'root admin passphrase 9';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function signUp(email: string, name: string) {
  return AuthResponseSchema.parse(
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name, email, password: PASSWORD },
      })
    ).json(),
  );
}

beforeAll(async () => {
  app = await buildTestApp({ adminEmail: 'root@jyotish.example', adminPassword: ADMIN_PASSWORD });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'root@jyotish.example', password: ADMIN_PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  const admin = AuthResponseSchema.parse(login.json());
  expect(admin.user).toMatchObject({ role: 'admin', isAdmin: true });
  adminToken = admin.token;
  userToken = (await signUp('plain@example.in', 'Plain User')).token;
  for (let index = 1; index <= 22; index++) {
    await app.db
      .insertInto('app_user')
      .values({
        id: crypto.randomUUID(),
        email: `bulk${index}@example.in`,
        name: `Bulk ${index}`,
        password_hash: null,
      })
      .execute();
  }
});

describe('role guard on /api/admin', () => {
  it('answers 401 without a token and 403 "Admin access required" to a user', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/users' });
    expect(anonymous.statusCode).toBe(401);
    for (const url of [
      '/api/admin/users',
      '/api/admin/mail-outbox',
      '/api/admin/welcome-mail',
      '/api/admin/audit-log',
    ]) {
      const user = await app.inject({ method: 'GET', url, headers: auth(userToken) });
      expect(user.statusCode).toBe(403);
      expect(user.json()).toEqual({
        message: 'Admin access required',
        code: 'forbidden',
        reason: 'admin_required',
      });
    }
  });
});

describe('GET /api/admin/users', () => {
  it('pages through accounts, 20 a page, newest first', async () => {
    const first = AdminUsersPageSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/admin/users', headers: auth(adminToken) })
      ).json(),
    );
    expect(first.total).toBe(24);
    expect(first.users).toHaveLength(20);
    const second = AdminUsersPageSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/users?page=2',
          headers: auth(adminToken),
        })
      ).json(),
    );
    expect(second.users).toHaveLength(4);
    const emails = [...first.users, ...second.users].map((user) => user.email);
    expect(new Set(emails).size).toBe(24);
    expect(emails).toContain('root@jyotish.example');
  });

  it('searches e-mail and name, case-insensitively, with % taken literally', async () => {
    const found = AdminUsersPageSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/users?q=PLAIN',
          headers: auth(adminToken),
        })
      ).json(),
    );
    expect(found.users.map((user) => [user.email, user.name, user.role, user.disabled])).toEqual([
      ['plain@example.in', 'Plain User', 'user', false],
    ]);
    const literal = await app.inject({
      method: 'GET',
      url: '/api/admin/users?q=%25',
      headers: auth(adminToken),
    });
    expect(literal.json().total).toBe(0);
  });

  it('exports the same search as CSV, one row per account', async () => {
    const csv = await app.inject({
      method: 'GET',
      url: '/api/admin/users.csv?q=PLAIN',
      headers: auth(adminToken),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = csv.body.trimEnd().split('\r\n');
    expect(header).toBe('created_at,email,name,role,disabled,google,last_login_at');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(
      /^\d{4}-\d\d-\d\dT[^,]+,plain@example\.in,Plain User,user,false,false,/,
    );
    const refused = await app.inject({ method: 'GET', url: '/api/admin/users.csv' });
    expect(refused.statusCode).toBe(401);
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  it('changes the role, effective on the user’s next request', async () => {
    const { token, user } = await signUp('future-admin@example.in', 'Future Admin');
    const before = await app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: auth(token),
    });
    expect(before.statusCode).toBe(403);
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: auth(adminToken),
      payload: { role: 'admin' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ role: 'admin', email: 'future-admin@example.in' });
    const after = await app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: auth(token),
    });
    expect(after.statusCode).toBe(200);

    await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: auth(adminToken),
      payload: { role: 'user' },
    });
    const demoted = await app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: auth(token),
    });
    expect(demoted.statusCode).toBe(403);
  });

  it('disables an account (its sessions end at once) and enables it again', async () => {
    const { token, user } = await signUp('to-disable@example.in', 'Disable Me');
    const disable = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: auth(adminToken),
      payload: { disabled: true },
    });
    expect(disable.json()).toMatchObject({ disabled: true });
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(token) });
    expect(me.statusCode).toBe(401);
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: auth(adminToken),
      payload: { disabled: false },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'to-disable@example.in', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);

    const audit = await app.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      headers: auth(adminToken),
    });
    const changes = audit
      .json()
      .events.filter((event: { target: string | null }) => event.target === user.id);
    expect(
      changes.map((event: { action: string; details: unknown }) => [event.action, event.details]),
    ).toEqual([
      ['user.update', { disabled: false }],
      ['user.update', { disabled: true }],
    ]);
  });

  it('is refused to users, for unknown ids and for an admin demoting themselves', async () => {
    const { user } = await signUp('victim2@example.in', 'Victim');
    const byUser = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: auth(userToken),
      payload: { role: 'admin' },
    });
    expect(byUser.statusCode).toBe(403);
    const unknown = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${crypto.randomUUID()}`,
      headers: auth(adminToken),
      payload: { disabled: true },
    });
    expect(unknown.statusCode).toBe(404);
    const adminId = (
      await app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(adminToken) })
    ).json().id;
    const self = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${adminId}`,
      headers: auth(adminToken),
      payload: { role: 'user' },
    });
    expect(self.statusCode).toBe(409);
  });
});

describe('outbox and welcome-mail preview', () => {
  it('shows the welcome mails to admins, and renders the preview in the asked language', async () => {
    await settleJobs(app.db);
    const outbox = await app.inject({
      method: 'GET',
      url: '/api/admin/mail-outbox',
      headers: auth(adminToken),
    });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().mails.map((mail: { to: string }) => mail.to)).toContain(
      'plain@example.in',
    );
    const preview = await app.inject({
      method: 'GET',
      url: '/api/admin/welcome-mail?language=ta',
      headers: auth(adminToken),
    });
    expect(preview.json()).toMatchObject({ subject: 'Jyotish-க்கு வரவேற்கிறோம்' });
    expect(preview.json().text).toContain('வணக்கம் Administrator,');
  });
});

describe('the outbox as an administrator sees it', () => {
  it('shows no usable reset link, and every read is in the audit log', async () => {
    const request = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: 'plain@example.in' },
    });
    expect(request.statusCode).toBe(202);
    await settleJobs(app.db);
    const outbox = await app.inject({
      method: 'GET',
      url: '/api/admin/mail-outbox',
      headers: auth(adminToken),
    });
    expect(outbox.headers['cache-control']).toBe('no-store');
    const reset = outbox
      .json()
      .mails.find((mail: { kind: string; to: string }) => mail.kind === 'password-reset');
    expect(reset?.to).toBe('plain@example.in');
    expect(reset?.text).toContain('/reset-password?token=[redacted]');
    expect(reset?.html).toContain('/reset-password?token=[redacted]');
    expect(`${reset?.text}${reset?.html}`).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);

    const audit = await app.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      headers: auth(adminToken),
    });
    expect(audit.statusCode).toBe(200);
    expect(audit.json().events[0]).toMatchObject({
      action: 'mail_outbox.read',
      actorEmail: 'root@jyotish.example',
      target: null,
    });
  });
});

describe('first administrator', () => {
  it('is generated once with a random password on a fresh embedded database', async () => {
    const { db } = await createTestDatabase();
    const first = await ensureFirstAdmin(db, { generate: true });
    expect(first).toMatchObject({ kind: 'generated', email: DEFAULT_ADMIN_EMAIL });
    expect(first.kind === 'generated' && first.password.length).toBe(16);
    expect(await ensureFirstAdmin(db, { generate: true })).toEqual({ kind: 'none' });
    const admins = await db
      .selectFrom('app_user')
      .select('email')
      .where('role', '=', 'admin')
      .execute();
    expect(admins).toEqual([{ email: DEFAULT_ADMIN_EMAIL }]);
  });

  it('promotes an existing ADMIN_EMAIL account without touching its password', async () => {
    const { db } = await createTestDatabase();
    await db
      .insertInto('app_user')
      .values({
        id: crypto.randomUUID(),
        email: 'Owner@Example.in',
        name: 'Owner',
        password_hash: 'kept',
      })
      .execute();
    await ensureFirstAdmin(db, {
      email: 'owner@example.in',
      password: 'whatever-long',
      generate: false,
    });
    const row = await db.selectFrom('app_user').selectAll().executeTakeFirstOrThrow();
    expect([row.role, row.password_hash]).toEqual(['admin', 'kept']);
  });

  it('is not created with an ADMIN_PASSWORD that sign-up would refuse as easily guessed', async () => {
    const { db } = await createTestDatabase();
    await expect(
      ensureFirstAdmin(db, { email: 'root@example.in', password: 'Admin@123', generate: false }),
    ).rejects.toThrow(
      'ADMIN_PASSWORD: This password is too easy to guess. Try a longer phrase of unrelated words.',
    );
    expect(await db.selectFrom('app_user').selectAll().execute()).toEqual([]);
  });
});
