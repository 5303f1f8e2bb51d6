import { AuthResponseSchema } from '@jyotish/contract';
import { SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.js';
import { signSessionToken } from '../../../accounts/tokens.js';
import type { App } from '../../../app.js';

let app: App;
let token: string;
let userId: string;
let sessionId: string;

const PASSWORD = 'peacock-feather-31';

beforeAll(async () => {
  app = await buildTestApp();
  const answer = AuthResponseSchema.parse(
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'Token Tester', email: 'tokens@example.in', password: PASSWORD },
      })
    ).json(),
  );
  token = answer.token;
  userId = answer.user.id;
  const session = await app.db
    .selectFrom('user_session')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  sessionId = session.id;
});

const key = (secret: string) => new TextEncoder().encode(secret);

function me(bearer: string) {
  return app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${bearer}` },
  });
}

describe('session tokens', () => {
  it('carry exp, iat, typ and the session id, and are accepted as issued', async () => {
    const [, payload = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({ sub: userId, sid: sessionId, typ: 'session' });
    expect(claims.exp - claims.iat).toBe(7 * 24 * 60 * 60);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('answer 401 for alg none', async () => {
    const forged = new UnsecuredJWT({ sid: sessionId, typ: 'session' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('answer 401 for a token signed with another key', async () => {
    const forged = await signSessionToken(
      { sub: userId, sid: sessionId },
      'another-secret-that-is-long-enough-0123456789',
    );
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('answer 401 for an expired token', async () => {
    const eightDaysAgo = Math.floor(Date.now() / 1000) - 8 * 24 * 60 * 60;
    const expired = await signSessionToken(
      { sub: userId, sid: sessionId },
      app.config.jwtSecret,
      eightDaysAgo,
    );
    expect((await me(expired)).statusCode).toBe(401);
  });

  it('answer 401 for a token of another type, or without exp', async () => {
    const otherType = await new SignJWT({ sid: sessionId, typ: 'password-reset' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key(app.config.jwtSecret));
    const noExpiry = await new SignJWT({ sid: sessionId, typ: 'session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt()
      .sign(key(app.config.jwtSecret));
    expect((await me(otherType)).statusCode).toBe(401);
    expect((await me(noExpiry)).statusCode).toBe(401);
  });

  it('answer 401 for another algorithm with the same secret (HS512)', async () => {
    const forged = await new SignJWT({ sid: sessionId, typ: 'session' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key(app.config.jwtSecret));
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('answer 401 for a valid signature naming another user’s session', async () => {
    const other = AuthResponseSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { name: 'Other', email: 'other-tokens@example.in', password: PASSWORD },
        })
      ).json(),
    );
    const mixed = await signSessionToken(
      { sub: other.user.id, sid: sessionId },
      app.config.jwtSecret,
    );
    expect((await me(mixed)).statusCode).toBe(401);
  });

  it('answer 401 for garbage and for a non-bearer scheme', async () => {
    expect((await me('not.a.jwt')).statusCode).toBe(401);
    const basic = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Basic ${token}` },
    });
    expect(basic.statusCode).toBe(401);
  });
});

describe('revocation takes effect at once', () => {
  async function freshUser(email: string) {
    return AuthResponseSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { name: 'Revoked', email, password: PASSWORD },
        })
      ).json(),
    );
  }

  it('a disabled account’s token answers 401 on the next request, and it cannot sign in', async () => {
    const { token: userToken, user } = await freshUser('disabled@example.in');
    expect((await me(userToken)).statusCode).toBe(200);
    await app.db
      .updateTable('app_user')
      .set({ disabled_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    expect((await me(userToken)).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'disabled@example.in', password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('This account has been disabled');
  });

  it('a role change shows in the very next /api/auth/me', async () => {
    const { token: userToken, user } = await freshUser('promoted@example.in');
    await app.db
      .updateTable('app_user')
      .set({ role: 'astrologer' })
      .where('id', '=', user.id)
      .execute();
    expect((await me(userToken)).json()).toMatchObject({ role: 'astrologer', isAdmin: false });
  });
});
