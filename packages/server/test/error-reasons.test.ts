import { ERROR_REASONS, ErrorResponseSchema } from '@jyotish/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiFixture,
  buildApiFixture,
  type Operation,
  operations,
  send,
  type ValidRequest,
  validRequests,
} from './api-operations.js';

// Issue 10: the web matched the server's English messages. Every error answer of every
// operation of the OpenAPI document must carry a `reason` from the contract's enum, which the
// web translates; here each operation is sent spoilt requests and each refusal is checked.

let fixture: ApiFixture;

beforeAll(async () => {
  fixture = await buildApiFixture();
});

/** Ways to spoil a valid request of `operation`, each with a name for the failure message. */
function spoilt(operation: Operation, valid: ValidRequest): [string, ValidRequest][] {
  const variants: [string, ValidRequest][] = [];
  for (const parameter of operation.parameters ?? []) {
    const part = parameter.in === 'path' ? 'params' : 'query';
    variants.push([
      `${parameter.name} with a control character`,
      { ...valid, [part]: { ...valid[part], [parameter.name]: '\u0000' } },
    ]);
  }
  if (operation.requestBody) {
    const { body: _, ...withoutBody } = valid;
    variants.push(['no body', withoutBody]);
    const wrongTyped = Object.fromEntries(
      Object.keys(valid.body ?? {}).map((name) => [name, { wrong: [true] }]),
    );
    variants.push(['every body field of a wrong type', { ...valid, body: wrongTyped }]);
  }
  return variants;
}

function expectReason(what: string, response: LightMyRequestResponse, status?: number) {
  const body = response.json();
  expect(response.statusCode, `${what}: ${response.body}`).toBeGreaterThanOrEqual(400);
  if (status !== undefined) expect(response.statusCode, what).toBe(status);
  expect(ERROR_REASONS, `${what}: ${response.body}`).toContain(body.reason);
  expect(ErrorResponseSchema.safeParse(body).success, what).toBe(true);
  return body.reason as string;
}

describe('error reasons', () => {
  it('every refusal of every operation carries a reason from the enum', async () => {
    const document = (await fixture.app.inject({ url: '/api/docs' })).json();
    const valid = validRequests(fixture);
    const reasons = new Set<string>();
    let checked = 0;
    for (const { key, method, path, operation } of operations(document)) {
      const request = valid[key];
      expect(request, `a valid request for ${key} in validRequests()`).toBeDefined();
      if (request === undefined) continue;
      for (const [how, spoiltRequest] of spoilt(operation, request)) {
        const response = await send(fixture, method, path, spoiltRequest);
        reasons.add(expectReason(`${key}, ${how}`, response));
        checked++;
      }
      if (request.caller !== 'visitor') {
        const anonymous = await send(fixture, method, path, request, null);
        reasons.add(expectReason(`${key} without a token`, anonymous, 401));
        checked++;
      }
      if (request.caller === 'admin') {
        const asUser = await send(fixture, method, path, request, fixture.userToken);
        reasons.add(expectReason(`${key} as a user`, asUser, 403));
        // The other role: an astrologer is no administrator either.
        const asAstrologer = await send(fixture, method, path, request, fixture.astrologerToken);
        reasons.add(expectReason(`${key} as an astrologer`, asAstrologer, 403));
        checked += 2;
      }
    }
    // 31 operations: a NUL per parameter, no body and wrong types per body, 401s and 403s.
    expect(checked).toBeGreaterThanOrEqual(60);
    expect([...reasons].sort()).toEqual(
      expect.arrayContaining(['admin_required', 'sign_in_required', 'validation_failed']),
    );
  });

  it('unknown paths, malformed JSON and a wrong content type carry a reason too', async () => {
    const { app } = fixture;
    const unknown = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(expectReason('unknown path', unknown, 404)).toBe('not_found');
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/kundli',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(expectReason('malformed JSON', malformed, 400)).toBe('bad_request');
    const xml = await app.inject({
      method: 'POST',
      url: '/api/kundli',
      headers: { 'content-type': 'application/xml' },
      payload: '<birth/>',
    });
    expect(expectReason('XML body', xml, 415)).toBe('unsupported_media_type');
    // The router's own refusals: a path part it cannot decode, and one over its length limit.
    const undecodable = await app.inject({ method: 'GET', url: '/api/profiles/%E0%A4%A' });
    expect(expectReason('undecodable path', undecodable, 400)).toBe('bad_request');
    const long = await app.inject({
      method: 'DELETE',
      url: `/api/admin/horoscopes/daily/${'x'.repeat(10_000)}`,
    });
    expect(expectReason('overlong path parameter', long, 414)).toBe('bad_request');
  });
});
