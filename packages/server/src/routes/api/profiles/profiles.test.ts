import { AuthResponseSchema, BirthProfileSchema, MAX_BIRTH_PROFILES } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.js';
import type { App } from '../../../app.js';

let app: App;
let tokenA: string;
let tokenB: string;
const PASSWORD = 'mango-orchard-2030';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const MOTHER = {
  name: 'Lakshmi Rao',
  relation: 'family',
  gender: 'female',
  birthDate: '1962-03-14',
  birthTime: '05:45',
  birthPlace: 'Chennai, Tamil Nadu, India',
  latitude: 13.0827,
  longitude: 80.2707,
} as const;

async function signUp(email: string) {
  return AuthResponseSchema.parse(
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: email, email, password: PASSWORD },
      })
    ).json(),
  ).token;
}

beforeAll(async () => {
  app = await buildTestApp();
  tokenA = await signUp('a@example.in');
  tokenB = await signUp('b@example.in');
});

describe('saved birth profiles', () => {
  it('are created, listed, replaced and deleted by their owner', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: auth(tokenA),
      payload: MOTHER,
    });
    expect(created.statusCode).toBe(201);
    const profile = BirthProfileSchema.parse(created.json());
    expect(profile).toMatchObject(MOTHER);

    const list = await app.inject({ method: 'GET', url: '/api/profiles', headers: auth(tokenA) });
    expect(list.json().profiles).toEqual([profile]);
    // Someone's birth details: kept by no browser or proxy cache.
    expect(list.headers['cache-control']).toBe('no-store');

    const replaced = await app.inject({
      method: 'PUT',
      url: `/api/profiles/${profile.id}`,
      headers: auth(tokenA),
      payload: { ...MOTHER, birthTime: '06:10' },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().birthTime).toBe('06:10');

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/profiles/${profile.id}`,
      headers: auth(tokenA),
    });
    expect(deleted.statusCode).toBe(204);
    const empty = await app.inject({ method: 'GET', url: '/api/profiles', headers: auth(tokenA) });
    expect(empty.json().profiles).toEqual([]);
  });

  it('keep a birth at 0° 0° (the equator and the prime meridian) as given', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: auth(await signUp('equator@example.in')),
      payload: { ...MOTHER, birthPlace: '0° N, 0° E', latitude: 0, longitude: 0 },
    });
    expect(created.statusCode).toBe(201);
    expect(BirthProfileSchema.parse(created.json())).toMatchObject({ latitude: 0, longitude: 0 });
  });

  it('need a signed-in user', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/profiles' });
    expect(response.statusCode).toBe(401);
  });

  it('validate with the kundli form’s messages, naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: auth(tokenA),
      payload: { ...MOTHER, name: 'L' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'name: Name must be at least 2 characters',
      field: 'name',
    });
  });

  it('of user A can be neither read nor changed nor deleted by user B', async () => {
    const profile = BirthProfileSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/api/profiles',
          headers: auth(tokenA),
          payload: MOTHER,
        })
      ).json(),
    );
    const url = `/api/profiles/${profile.id}`;
    const matrix = [
      ['GET', undefined],
      ['PUT', { ...MOTHER, name: 'Hijacked' }],
      ['DELETE', undefined],
    ] as const;
    for (const [method, payload] of matrix) {
      const asB = await app.inject({
        method,
        url,
        headers: auth(tokenB),
        ...(payload ? { payload } : {}),
      });
      expect([method, asB.statusCode]).toEqual([method, 404]);
      expect(asB.json()).toEqual({
        message: 'Profile not found',
        code: 'not_found',
        reason: 'profile_not_found',
      });
    }
    const listB = await app.inject({ method: 'GET', url: '/api/profiles', headers: auth(tokenB) });
    expect(listB.json().profiles).toEqual([]);

    const asA = await app.inject({ method: 'GET', url, headers: auth(tokenA) });
    expect(asA.statusCode).toBe(200);
    expect(asA.json()).toEqual(profile);
  });

  it(`keep at most ${MAX_BIRTH_PROFILES} per user, also when 120 saves arrive at once`, async () => {
    const token = await signUp('collector@example.in');
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, index) =>
        fetch(`${origin}/api/profiles`, {
          method: 'POST',
          headers: { ...auth(token), 'content-type': 'application/json' },
          body: JSON.stringify({ ...MOTHER, name: `Relative ${index}` }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    // Before the cap was enforced inside the inserting transaction, PostgreSQL stored all 120.
    expect(statuses.filter((status) => status === 201).length).toBe(MAX_BIRTH_PROFILES);
    expect(statuses.filter((status) => status === 409).length).toBe(120 - MAX_BIRTH_PROFILES);
    const list = await app.inject({ method: 'GET', url: '/api/profiles', headers: auth(token) });
    expect(list.json().profiles).toHaveLength(MAX_BIRTH_PROFILES);
  });
});
