import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, onlineAstrologer, requestChat } from '../../../../test/consultation-helper.js';
import { buildTestApp } from '../../../../test/helper.js';
import {
  bearer,
  rechargeThroughSandbox,
  signUpUser,
  WALLET_TEST_PASSWORD,
} from '../../../../test/wallet-helper.js';
import type { App } from '../../../app.js';

let app: App;

beforeAll(async () => {
  app = await buildTestApp(ADMIN);
});

const remove = (token: string, payload: object) =>
  app.inject({ method: 'DELETE', url: '/api/auth/me', headers: bearer(token), payload });

const PROFILE = {
  name: 'Lakshmi Rao',
  relation: 'family',
  gender: 'female',
  birthDate: '1962-03-14',
  birthTime: '05:45',
  birthPlace: 'Chennai, Tamil Nadu, India',
  latitude: 13.0827,
  longitude: 80.2707,
};

describe('DELETE /api/auth/me', () => {
  it('empties the account after the password, signs it out everywhere and frees its e-mail', async () => {
    const email = `leaving-${Date.now()}@example.in`;
    const user = await signUpUser(app, email);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: bearer(user.token),
      payload: PROFILE,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const wrote = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: bearer(user.token),
      remoteAddress: '10.88.0.1',
      payload: { name: 'Leaving User', email, message: 'Please tell me about refunds.' },
    });
    expect(wrote.statusCode, wrote.body).toBe(201);

    const wrong = await remove(user.token, { password: 'not-my-password', confirm: true });
    expect([wrong.statusCode, wrong.json().field]).toEqual([400, 'password']);
    const unconfirmed = await remove(user.token, { password: WALLET_TEST_PASSWORD });
    expect([unconfirmed.statusCode, unconfirmed.json().field]).toEqual([400, 'confirm']);

    const done = await remove(user.token, { password: WALLET_TEST_PASSWORD, confirm: true });
    expect(done.statusCode, done.body).toBe(200);

    const me = await app.inject({ url: '/api/auth/me', headers: bearer(user.token) });
    expect(me.statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: WALLET_TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    const row = await app.db
      .selectFrom('app_user')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: '', password_hash: null });
    expect(row.email).toBe(`deleted-${user.id}@deleted.invalid`);
    expect(row.deleted_at).not.toBeNull();
    const profiles = await app.db
      .selectFrom('birth_profile')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(profiles).toEqual([]);
    const messages = await app.db
      .selectFrom('contact_message')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(messages).toEqual([]);
    // Its analytics events (the sign-up at least) stay counted, no longer tied to anyone.
    const events = await app.db
      .selectFrom('analytics_event')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(events).toEqual([]);
    // The address is free again for a new account.
    await signUpUser(app, email);
  });

  it('refuses while money is in the wallet, and keeps the account whole', async () => {
    const user = await signUpUser(app, `with-balance-${Date.now()}@example.in`);
    await rechargeThroughSandbox(app, user.token);
    const refused = await remove(user.token, { password: WALLET_TEST_PASSWORD, confirm: true });
    expect([refused.statusCode, refused.json().reason]).toEqual([409, 'account_has_balance']);
    const me = await app.inject({ url: '/api/auth/me', headers: bearer(user.token) });
    expect(me.statusCode).toBe(200);
  });

  it('refuses while a consultation is open, and for an astrologer', async () => {
    const astrologer = await onlineAstrologer(app, 20);
    const user = await signUpUser(app, `chatting-${Date.now()}@example.in`);
    const chat = await requestChat(app, user.token, astrologer.id);
    expect(chat.statusCode, chat.body).toBe(201);
    const refused = await remove(user.token, { password: WALLET_TEST_PASSWORD, confirm: true });
    expect([refused.statusCode, refused.json().reason]).toEqual([
      409,
      'account_has_open_consultation',
    ]);
    const own = await remove(astrologer.token, { password: WALLET_TEST_PASSWORD, confirm: true });
    expect([own.statusCode, own.json().reason]).toEqual([409, 'account_closed_by_admin']);
  });

  it('needs a signed-in user', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      payload: { confirm: true },
    });
    expect(response.statusCode).toBe(401);
  });
});
