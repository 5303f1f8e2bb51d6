import { AuthResponseSchema, CurrentUserSchema } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.js';
import type { App } from '../../../app.js';

let app: App;
const logLines: string[] = [];

beforeAll(async () => {
  app = await buildTestApp(
    { logLevel: 'trace' },
    { logDestination: { write: (line) => void logLines.push(line) } },
  );
});

const PASSWORD = 'saffron-monsoon-42';
let signups = 0;

async function signUp(email: string, name = 'Asha Rao', password = PASSWORD) {
  // Each from its own address: this file signs up more people than one address may per hour.
  signups += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name, email, password },
    remoteAddress: `198.51.100.${signups}`,
  });
  expect(response.statusCode).toBe(201);
  return AuthResponseSchema.parse(response.json());
}

function me(token: string) {
  return app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('POST /api/auth/signup', () => {
  it('creates a user and answers 201 with a token that works on /api/auth/me', async () => {
    const { token, user } = await signUp('asha@example.in');
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'asha@example.in',
      name: 'Asha Rao',
      role: 'user',
      balance: 0,
      isAdmin: false,
      hasPassword: true,
    });
    const answer = await me(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(CurrentUserSchema.parse(answer.json())).toEqual(user);
  });

  it('stores an argon2id hash with m=19456, t=2, p=1, never the password', async () => {
    await signUp('hash@example.in');
    const row = await app.db
      .selectFrom('app_user')
      .select('password_hash')
      .where('email', '=', 'hash@example.in')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
  });

  it('answers 409 for a taken e-mail, whatever its case', async () => {
    await signUp('taken@example.in');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Other', email: 'TAKEN@Example.IN', password: PASSWORD },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'An account with this email already exists',
      code: 'conflict',
      reason: 'email_taken',
      field: 'email',
    });
  });

  it.each([
    ['short', 'password: Password must be at least 8 characters', 'password_too_short'],
    ['x'.repeat(129), 'password: Password must be at most 128 characters', 'password_too_long'],
  ])(
    'refuses the password %s with 400 naming the field and the reason',
    async (password, message, reason) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'Ravi', email: `p${password.length}@example.in`, password },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message,
        field: 'password',
        code: 'validation_failed',
        reason,
      });
    },
  );

  it.each([
    'aaaaaaaa',
    'Passw0rd!',
    'password123',
    'Password123',
    'india@123',
    'Jaishreeram1',
    'Ramesh1985',
    'iyer2001',
    'ramesh.iyer',
  ])(
    'refuses the easily guessed password %s for Ramesh Iyer with 400 naming the field',
    async (password) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'Ramesh Iyer', email: 'ramesh.iyer@example.in', password },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message:
          'password: This password is too easy to guess. Try a longer phrase of unrelated words.',
        code: 'validation_failed',
        reason: 'weak_password',
        field: 'password',
      });
    },
  );

  it('accepts a passphrase of unrelated words, and 128 characters, without composition rules', async () => {
    await signUp('ramesh.iyer@example.in', 'Ramesh Iyer', 'tulsi kettle harbour');
    await signUp(
      'long@example.in',
      'Long',
      'a quiet heron waits by the tamarind tree while monsoon clouds gather over old stone temple steps near the river ghat at dusk'.padEnd(
        128,
        '.',
      ),
    );
  });

  it('refuses a malformed e-mail with 400 naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Ravi', email: 'not-an-email', password: PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'email: Please enter a valid email address',
      field: 'email',
    });
  });
});

describe('a missing field', () => {
  // Regression: a login body without a password answered zod's "Invalid input: expected
  // string, received undefined".
  it.each([
    [
      '/api/auth/login',
      { email: 'someone@example.in' },
      'password',
      'Password is required',
      'password_required',
    ],
    [
      '/api/auth/login',
      { password: 'whatever-long' },
      'email',
      'Email is required',
      'email_required',
    ],
    [
      '/api/auth/signup',
      { email: 'new@example.in', password: PASSWORD },
      'name',
      'Name is required',
      'name_required',
    ],
    [
      '/api/auth/signup',
      { name: 'Asha', password: PASSWORD },
      'email',
      'Email is required',
      'email_required',
    ],
    ['/api/auth/password-reset/request', {}, 'email', 'Email is required', 'email_required'],
  ])('%s with %j names %s: %s', async (url, payload, field, message, reason) => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: '192.0.2.222',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `${field}: ${message}`,
      code: 'validation_failed',
      reason,
      field,
    });
  });
});

describe('POST /api/auth/login', () => {
  it('answers {token, user} for the right password, with the e-mail in any case', async () => {
    const { user } = await signUp('login@example.in', 'Login User');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'LOGIN@example.in', password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const answer = AuthResponseSchema.parse(response.json());
    expect(answer.user).toEqual(user);
    expect((await me(answer.token)).json()).toEqual(user);
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    await signUp('wrong@example.in');
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'wrong@example.in', password: 'not the password' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.in', password: PASSWORD },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      message: 'Invalid email or password',
      code: 'unauthorized',
      reason: 'invalid_credentials',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });
});

describe('answers carrying a session token', () => {
  it('are never stored by a browser or proxy: sign-up and login send cache-control: no-store', async () => {
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Cache Test', email: 'no-store@example.in', password: PASSWORD },
      // Its own address, so no sign-up limit per address can answer 429 here.
      remoteAddress: '203.0.113.201',
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.headers['cache-control']).toBe('no-store');
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'no-store@example.in', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Please sign in to continue',
      code: 'unauthorized',
      reason: 'sign_in_required',
    });
  });

  it('PATCH changes the name', async () => {
    const { token } = await signUp('rename@example.in', 'Old Name');
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: '  Meera Iyer ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Meera Iyer');
    expect((await me(token)).json().name).toBe('Meera Iyer');
  });
});

describe('logout and logout-all', () => {
  it('logout ends that session only; the token answers 401 at once', async () => {
    const first = await signUp('logout@example.in');
    const second = AuthResponseSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'logout@example.in', password: PASSWORD },
        })
      ).json(),
    );
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${first.token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(first.token)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(200);
  });

  it('logout-all ends every session of the user and no one else’s', async () => {
    const first = await signUp('everywhere@example.in');
    const other = await signUp('bystander@example.in');
    const second = AuthResponseSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'everywhere@example.in', password: PASSWORD },
        })
      ).json(),
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: { authorization: `Bearer ${second.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect((await me(first.token)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(200);
  });
});

describe('logs', () => {
  it('never contain a password or a token', async () => {
    const secret = 'kingfisher-lotus-8812';
    const { token } = await signUp('logs@example.in', 'Logs', secret);
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'logs@example.in', password: `${secret}-wrong` },
    });
    await me(token);
    expect(logLines.length).toBeGreaterThan(5);
    const log = logLines.join('\n');
    expect(log).toContain('/api/auth/login');
    expect(log).not.toContain(secret);
    expect(log).not.toContain(token);
  });
});
