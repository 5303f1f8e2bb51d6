import { ARTICLE_MESSAGES, AUTH_MESSAGES, CONTROL_CHARACTER_MESSAGE } from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiFixture,
  buildApiFixture,
  type JsonSchema,
  type Operation,
  operations,
  PROFILE,
  send,
  validRequests,
} from './api-operations.js';

// Regression: a NUL in a login e-mail, a sign-up name or a profile name answered 500, since
// PostgreSQL refuses U+0000 in text. Every string the OpenAPI document describes, in every
// body, query and path, is sent with a control character and must be answered 400 naming it.

let fixture: ApiFixture;

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

beforeAll(async () => {
  fixture = await buildApiFixture();
});

describe('control characters in request text', () => {
  it.each([
    ['NUL', '\u0000'],
    ['BEL', '\u0007'],
    ['carriage return', '\r'],
    ['DEL', '\u007f'],
  ])('%s in any string of any operation answers 400 naming the field', async (_, character) => {
    const document = (await fixture.app.inject({ url: '/api/docs' })).json();
    const valid = validRequests(fixture);
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
        const response = await send(fixture, method, path, poisoned);
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
    const document = (await fixture.app.inject({ url: '/api/docs' })).json();
    const valid = validRequests(fixture);
    const ordered = operations(document).sort(
      (a, b) => Number(a.key.includes('logout')) - Number(b.key.includes('logout')),
    );
    for (const { key, method, path } of ordered) {
      const request = valid[key];
      if (request === undefined) continue;
      const response = await send(fixture, method, path, request);
      // A calendar feed answers iCalendar text, not JSON: only its status says it passed.
      const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
      const body = response.body === '' || !isJson ? null : JSON.parse(response.body);
      // The made-up reset token passes the schema; the handler then finds no such link. The
      // account deletion's wrong password likewise (the walk must keep its user), and the cover
      // upload the walk sends without an image.
      const handlerRefusal =
        key === 'POST /api/auth/password-reset/confirm'
          ? `token: ${AUTH_MESSAGES.resetLinkInvalid}`
          : key === 'DELETE /api/auth/me'
            ? `password: ${AUTH_MESSAGES.invalidCredentials}`
            : key === 'POST /api/admin/articles/{id}/cover'
              ? ARTICLE_MESSAGES.coverType
              : undefined;
      expect(body?.code === 'validation_failed' ? body.message : undefined, key).toBe(
        handlerRefusal,
      );
      expect(response.statusCode, key).toBeLessThan(500 + Number(key.includes('google')) * 4);
    }
  });

  it('keeps tab and line feed, which multi-line text may hold', async () => {
    const { app, adminToken } = fixture;
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
