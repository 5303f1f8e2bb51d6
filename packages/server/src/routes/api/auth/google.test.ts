import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CurrentUserSchema } from '@jyotish/contract';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PUBLIC_URL } from '../../../../test/helper.js';
import type { App } from '../../../app.js';

const CLIENT_ID = 'jyotish-test-client';
// Generated per run, like the provider's signing key: no secret lives in the repository.
const CLIENT_SECRET = randomBytes(24).toString('base64url');

let server: Server;
let issuer: string;
let app: App;

/** A local OpenID Connect provider whose accounts are `<sub>@gmail.example`, consent implied. */
async function startProvider(): Promise<void> {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${TEST_PUBLIC_URL}/api/auth/google/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google puts the e-mail and name in the ID token itself; so does this provider.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        email: `${sub}@gmail.example`,
        email_verified: true,
        name: `Google ${sub}`,
      }),
    }),
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());
}

beforeAll(async () => {
  await startProvider();
  app = await buildTestApp({
    google: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, issuer },
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Follows the provider's redirects as a browser would, signing in as `subject`. */
async function signInAtProvider(authorizationUrl: string, subject: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...init.headers,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const [name = '', value = ''] = pair.split('=');
      cookies.set(name, value);
    }
    return response;
  };
  let response = await request(authorizationUrl);
  for (let hop = 0; hop < 10; hop++) {
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider stopped with ${response.status}`);
    const next = new URL(location, issuer);
    if (next.origin !== issuer) return next;
    if (/^\/interaction\/[^/]+$/.test(next.pathname)) {
      response = await request(next.toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login: subject }).toString(),
      });
    } else {
      response = await request(next.toString());
    }
  }
  throw new Error('too many redirects at the provider');
}

/** The state cookie each started sign-in gave its browser, by state. */
const stateCookies = new Map<string, string>();
const STATE_COOKIE = '__Host-jyotish-google-state';

async function startGoogle(redirect: string) {
  const start = await app.inject({
    method: 'GET',
    url: `/api/auth/google?redirect=${encodeURIComponent(redirect)}`,
  });
  expect(start.statusCode).toBe(302);
  const url = new URL(String(start.headers.location));
  const state = url.searchParams.get('state') ?? '';
  expect(start.headers['set-cookie']).toBe(
    `${STATE_COOKIE}=${state}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax; Secure`,
  );
  stateCookies.set(state, `${STATE_COOKIE}=${state}`);
  return url;
}

/**
 * The provider's redirect back, from the browser that started the sign-in (with its state
 * cookie) unless `cookie` says otherwise (`null`: none).
 */
async function callback(url: URL, cookie?: string | null) {
  const sent =
    cookie === undefined ? stateCookies.get(url.searchParams.get('state') ?? '') : cookie;
  const response = await app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: sent ? { cookie: `theme=dark; ${sent}` } : {},
  });
  expect(response.statusCode).toBe(302);
  // The landing URL may carry the session token: no browser or proxy may keep the answer.
  expect(response.headers['cache-control']).toBe('no-store');
  return new URL(String(response.headers.location), TEST_PUBLIC_URL);
}

describe('Google sign-in (OpenID Connect against a local provider)', () => {
  it('is announced by /api/auth/providers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ google: true });
  });

  it('sends the browser to the provider with state, nonce and an S256 PKCE challenge', async () => {
    const url = await startGoogle('/kundli');
    expect(url.origin).toBe(issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${TEST_PUBLIC_URL}/api/auth/google/callback`,
    );
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('signs a new person in, lands on /auth-success with token, user and redirect, and finds them again by subject', async () => {
    const returned = await signInAtProvider(
      (await startGoogle('/hindi/kundli')).toString(),
      'priya',
    );
    expect(returned.pathname).toBe('/api/auth/google/callback');
    const landing = await callback(returned);
    expect(landing.pathname).toBe('/hindi/auth-success');
    expect(landing.searchParams.get('auth')).toBe('google');
    expect(landing.searchParams.get('redirect')).toBe('/hindi/kundli');
    const user = CurrentUserSchema.parse(JSON.parse(landing.searchParams.get('user') ?? ''));
    expect(user).toMatchObject({
      email: 'priya@gmail.example',
      name: 'Google priya',
      role: 'user',
    });
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${landing.searchParams.get('token')}` },
    });
    expect(me.json()).toEqual(user);

    const again = await callback(
      await signInAtProvider((await startGoogle('/')).toString(), 'priya'),
    );
    expect(again.pathname).toBe('/auth-success');
    expect(JSON.parse(again.searchParams.get('user') ?? '').id).toBe(user.id);
  });

  it('refuses a replayed callback', async () => {
    const returned = await signInAtProvider((await startGoogle('/')).toString(), 'replay');
    expect((await callback(returned)).searchParams.get('token')).toBeTruthy();
    const replay = await callback(returned);
    expect(replay.pathname).toBe('/auth-success');
    expect([...replay.searchParams]).toEqual([['error', 'google_auth_failed']]);
  });

  it('refuses the callback in a browser that did not start the sign-in (login CSRF), and clears the cookie', async () => {
    // An attacker signs in at the provider and sends the callback URL to a victim.
    const start = await startGoogle('/');
    const returned = await signInAtProvider(start.toString(), 'attacker');
    const other = (await startGoogle('/')).searchParams.get('state') ?? '';
    for (const cookie of [null, `${STATE_COOKIE}=${other}`, `jyotish-google-state=${other}`]) {
      const landing = await callback(returned, cookie);
      expect([...landing.searchParams]).toEqual([['error', 'google_auth_failed']]);
    }
    // The refusals did not spend the sign-in: in the browser that started it, it completes.
    const response = await app.inject({
      method: 'GET',
      url: `${returned.pathname}${returned.search}`,
      headers: { cookie: stateCookies.get(start.searchParams.get('state') ?? '') ?? '' },
    });
    expect(response.headers['set-cookie']).toBe(
      `${STATE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure`,
    );
    const landing = new URL(String(response.headers.location), TEST_PUBLIC_URL);
    expect(landing.searchParams.get('token')).toBeTruthy();
  });

  it('refuses an ID token whose nonce is not the one of this sign-in', async () => {
    const start = await startGoogle('/');
    const state = start.searchParams.get('state') ?? '';
    await app.db
      .updateTable('oidc_login')
      .set({ nonce: 'a-different-nonce' })
      .where('state', '=', state)
      .execute();
    const landing = await callback(await signInAtProvider(start.toString(), 'nonce-victim'));
    expect(landing.searchParams.get('error')).toBe('google_auth_failed');
    const created = await app.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'nonce-victim@gmail.example')
      .execute();
    expect(created).toEqual([]);
  });

  it('refuses an unknown state and a callback without code', async () => {
    const forged = await callback(
      new URL('/api/auth/google/callback?code=abc&state=forged', TEST_PUBLIC_URL),
    );
    expect(forged.searchParams.get('error')).toBe('google_auth_failed');
    const denied = await callback(
      new URL('/api/auth/google/callback?error=access_denied', TEST_PUBLIC_URL),
    );
    expect(denied.searchParams.get('error')).toBe('google_auth_failed');
  });

  it('never signs into an existing account by e-mail alone: answers no_user', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Owner', email: 'owner@gmail.example', password: 'owner-password-77' },
    });
    const landing = await callback(
      await signInAtProvider((await startGoogle('/')).toString(), 'owner'),
    );
    expect([...landing.searchParams]).toEqual([['error', 'no_user']]);
  });

  it('keeps the redirect on this site', async () => {
    const landing = await callback(
      await signInAtProvider((await startGoogle('//evil.example/x')).toString(), 'redirected'),
    );
    expect(landing.searchParams.get('redirect')).toBe('/');
  });
});

describe('Google sign-in against a provider that is not the configured one', () => {
  it('refuses a discovery document naming another issuer, and one that redirects, sending the browser back with google_auth_failed', async () => {
    // The same provider under another name: its document says http://127.0.0.1:…, the
    // configuration http://localhost:…; ID tokens would be checked against the document's.
    const renamed = issuer.replace('127.0.0.1', 'localhost');
    // A server whose discovery answers with a redirect to the real provider.
    const redirecting = createServer((_request, response) => {
      response.writeHead(302, { location: `${issuer}/.well-known/openid-configuration` }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const moved = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}`;
    try {
      for (const configured of [renamed, moved]) {
        const other = await buildTestApp({
          google: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, issuer: configured },
        });
        const start = await other.inject({
          method: 'GET',
          url: '/api/auth/google?redirect=/tamil',
        });
        expect(start.statusCode, configured).toBe(302);
        expect(start.headers.location).toBe('/tamil/auth-success?error=google_auth_failed');
        expect(start.headers['set-cookie']).toBeUndefined();
      }
    } finally {
      await new Promise((resolve) => redirecting.close(resolve));
    }
  });
});

describe('Google sign-in without configuration', () => {
  it('answers 503 with a message', async () => {
    const unconfigured = await buildTestApp();
    const response = await unconfigured.inject({ method: 'GET', url: '/api/auth/google' });
    expect(response.statusCode).toBe(503);
    const providers = await unconfigured.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.json()).toEqual({ google: false });
    expect(response.json()).toEqual({
      message: 'Google sign-in is not configured',
      code: 'service_unavailable',
      reason: 'google_not_configured',
    });
  });
});
