import {
  AUTH_MESSAGES,
  AuthResponseSchema,
  BirthProfileSchema,
  CONTROL_CHARACTER_MESSAGE,
} from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildTestApp } from './helper.js';

// Regression: a NUL in a login e-mail, a sign-up name or a profile name answered 500, since
// PostgreSQL refuses U+0000 in text. Every string the OpenAPI document describes, in every
// body, query and path, is sent with a control character and must be answered 400 naming it.

const PASSWORD = 'vermilion kestrel above the ghats 81';
const ADMIN_EMAIL = 'root@jyotish.example';
const ADMIN_PASSWORD = 'saffron heron over the backwaters 64';

type Caller = 'visitor' | 'user' | 'admin';
interface ValidRequest {
  readonly caller: Caller;
  readonly body?: Record<string, unknown>;
  readonly query?: Record<string, string>;
  readonly params?: Record<string, string>;
}

const BIRTH = {
  name: 'Asha',
  gender: 'female',
  birthDate: '1990-08-15',
  birthTime: '06:30',
  latitude: 13.0827,
  longitude: 80.2707,
  timezone: 'Asia/Kolkata',
  ayanamsa: 'lahiri',
  nodeType: 'mean',
  houseSystem: 'whole-sign',
  ambiguousTime: 'earlier',
};
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

let app: App;
let userToken: string;
let adminToken: string;
let userId: string;
let profileId: string;

/** A valid request for every operation of the document; a new operation must be added here. */
function validRequests(): Record<string, ValidRequest> {
  return {
    'GET /api/health': { caller: 'visitor' },
    'POST /api/auth/signup': {
      caller: 'visitor',
      body: { name: 'Meera', email: 'meera@example.in', password: PASSWORD, language: 'en' },
    },
    'POST /api/auth/login': {
      caller: 'visitor',
      body: { email: 'user@example.in', password: PASSWORD },
    },
    'GET /api/auth/me': { caller: 'user' },
    'PATCH /api/auth/me': { caller: 'user', body: { name: 'Ravi Kumar' } },
    'POST /api/auth/logout': { caller: 'user' },
    'POST /api/auth/logout-all': { caller: 'user' },
    'POST /api/auth/password-reset/request': {
      caller: 'visitor',
      body: { email: 'user@example.in', language: 'hi' },
    },
    'POST /api/auth/password-reset/confirm': {
      caller: 'visitor',
      body: { token: 'a-reset-token', password: PASSWORD },
    },
    'GET /api/auth/providers': { caller: 'visitor' },
    'GET /api/auth/google': { caller: 'visitor', query: { redirect: '/kundli' } },
    'GET /api/auth/google/callback': {
      caller: 'visitor',
      query: { code: 'a-code', state: 'a-state', error: 'access_denied' },
    },
    'GET /api/admin/users': { caller: 'admin', query: { q: 'ravi', page: '1' } },
    'PATCH /api/admin/users/{id}': {
      caller: 'admin',
      params: { id: userId },
      body: { role: 'user', disabled: false },
    },
    'GET /api/admin/mail-outbox': { caller: 'admin' },
    'GET /api/admin/audit-log': { caller: 'admin' },
    'GET /api/admin/welcome-mail': { caller: 'admin', query: { language: 'ta' } },
    'GET /api/profiles': { caller: 'user' },
    'POST /api/profiles': { caller: 'user', body: PROFILE },
    'GET /api/profiles/{id}': { caller: 'user', params: { id: profileId } },
    'PUT /api/profiles/{id}': { caller: 'user', params: { id: profileId }, body: PROFILE },
    'DELETE /api/profiles/{id}': { caller: 'user', params: { id: profileId } },
    'POST /api/kundli': { caller: 'visitor', body: BIRTH },
    'POST /api/matching': {
      caller: 'visitor',
      body: { boy: { ...BIRTH, name: 'Arjun', gender: 'male' }, girl: BIRTH },
    },
    'POST /api/sade-sati': { caller: 'visitor', body: { birth: BIRTH } },
    'GET /api/panchang': {
      caller: 'visitor',
      query: {
        date: '2025-10-20',
        latitude: '28.6139',
        longitude: '77.2090',
        timezone: 'Asia/Kolkata',
        ayanamsa: 'lahiri',
        sunriseConvention: 'upper-limb',
      },
    },
    'GET /api/panchang/today': { caller: 'visitor' },
    'GET /api/locations/search': { caller: 'visitor', query: { query: 'Chennai', limit: '5' } },
    'GET /api/locations/timezone': {
      caller: 'visitor',
      query: { latitude: '13.0827', longitude: '80.2707' },
    },
  };
}

interface JsonSchema {
  readonly type?: string;
  readonly properties?: Record<string, JsonSchema>;
}
interface Operation {
  readonly parameters?: { readonly in: string; readonly name: string }[];
  readonly requestBody?: { readonly content: { 'application/json': { schema: JsonSchema } } };
}

/** One string the document describes: where it goes and its path there. */
interface TextField {
  readonly part: 'body' | 'query' | 'params';
  readonly path: readonly string[];
}

function bodyFields(schema: JsonSchema, path: readonly string[] = []): TextField[] {
  if (schema.type === 'string') return [{ part: 'body', path }];
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
    bodyFields(property, [...path, name]),
  );
}

function textFields(operation: Operation): TextField[] {
  const parameters = (operation.parameters ?? []).map(
    (parameter): TextField => ({
      part: parameter.in === 'path' ? 'params' : 'query',
      path: [parameter.name],
    }),
  );
  const body = operation.requestBody?.content['application/json'].schema;
  return [...parameters, ...(body ? bodyFields(body) : [])];
}

/** `object` with the value at `path` replaced by `replace(current value)`. */
function replaced(
  object: Record<string, unknown>,
  [head, ...rest]: readonly string[],
  replace: (current: unknown) => string,
): Record<string, unknown> {
  if (head === undefined) return object;
  const current = object[head];
  const next =
    rest.length === 0
      ? replace(current)
      : replaced((current ?? {}) as Record<string, unknown>, rest, replace);
  return { ...object, [head]: next };
}

function send(method: string, template: string, request: ValidRequest) {
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(request.params?.[name] ?? ''),
  );
  const query = new URLSearchParams(request.query ?? {}).toString();
  const token = request.caller === 'admin' ? adminToken : userToken;
  return app.inject({
    method: method as 'GET',
    url: query === '' ? url : `${url}?${query}`,
    headers: request.caller === 'visitor' ? {} : { authorization: `Bearer ${token}` },
    ...(request.body === undefined ? {} : { payload: request.body }),
  });
}

function operations(document: { paths: Record<string, Record<string, Operation>> }) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

beforeAll(async () => {
  app = await buildTestApp({ adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD });
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Ravi', email: 'user@example.in', password: PASSWORD },
  });
  const user = AuthResponseSchema.parse(signup.json());
  userToken = user.token;
  userId = user.user.id;
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  adminToken = AuthResponseSchema.parse(login.json()).token;
  const profile = await app.inject({
    method: 'POST',
    url: '/api/profiles',
    headers: { authorization: `Bearer ${userToken}` },
    payload: PROFILE,
  });
  profileId = BirthProfileSchema.parse(profile.json()).id;
});

describe('control characters in request text', () => {
  it.each([
    ['NUL', '\u0000'],
    ['BEL', '\u0007'],
    ['carriage return', '\r'],
    ['DEL', '\u007f'],
  ])('%s in any string of any operation answers 400 naming the field', async (_, character) => {
    const document = (await app.inject({ url: '/api/docs' })).json();
    const valid = validRequests();
    let checked = 0;
    for (const { key, method, path, operation } of operations(document)) {
      const request = valid[key];
      expect(request, `a valid request for ${key} in validRequests()`).toBeDefined();
      if (request === undefined) continue;
      for (const field of textFields(operation)) {
        const poisoned = {
          ...request,
          [field.part]: replaced(
            request[field.part] ?? {},
            field.path,
            (current) => `${typeof current === 'string' ? current : 'x'}${character}`,
          ),
        };
        const response = await send(method, path, poisoned);
        const name = field.path.join('.');
        expect({ key, name, status: response.statusCode, body: response.json() }).toEqual({
          key,
          name,
          status: 400,
          body: {
            message: `${name}: ${CONTROL_CHARACTER_MESSAGE}`,
            code: 'validation_failed',
            reason: 'validation_failed',
            field: name,
          },
        });
        checked++;
      }
    }
    // signup 4, login 2, me 1, reset 2 + 2, google 1 + 3, admin 2 + 2 + 1, profiles 1 + 9
    // (+ 1 path id) × 3, birth forms 8 + 16 + 8, panchang 6, locations 2 + 2.
    expect(checked).toBeGreaterThanOrEqual(70);
  });

  it('the valid requests of the table pass validation (so the 400s above are the character’s)', async () => {
    const document = (await app.inject({ url: '/api/docs' })).json();
    const valid = validRequests();
    const ordered = operations(document).sort(
      (a, b) => Number(a.key.includes('logout')) - Number(b.key.includes('logout')),
    );
    for (const { key, method, path } of ordered) {
      const request = valid[key];
      if (request === undefined) continue;
      const response = await send(method, path, request);
      const body = response.body === '' ? null : JSON.parse(response.body);
      // The made-up reset token passes the schema; the handler then finds no such link.
      const handlerRefusal =
        key === 'POST /api/auth/password-reset/confirm'
          ? `token: ${AUTH_MESSAGES.resetLinkInvalid}`
          : undefined;
      expect(body?.code === 'validation_failed' ? body.message : undefined, key).toBe(
        handlerRefusal,
      );
      expect(response.statusCode, key).toBeLessThan(500 + Number(key.includes('google')) * 4);
    }
  });

  it('keeps tab and line feed, which multi-line text may hold', async () => {
    const headers = { authorization: `Bearer ${adminToken}` };
    const renamed = await app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers,
      payload: { name: 'Root\tAdmin\nJyotish' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Root\tAdmin\nJyotish');
    const profile = await app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers,
      payload: { ...PROFILE, birthPlace: 'Mylapore,\nChennai' },
    });
    expect(profile.statusCode).toBe(201);
    expect(profile.json().birthPlace).toBe('Mylapore,\nChennai');
  });
});
