import { ErrorResponseSchema } from '@jyotish/contract';
import { EphemerisError } from '@jyotish/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../../test/helper.js';
import type { App } from '../../app.js';

const logLines: string[] = [];
let app: App;

const BirthPlaceSchema = z.object({
  name: z.string().min(2, { error: 'must be at least 2 characters' }),
  latitude: z
    .number({ error: 'must be a number' })
    .min(-90, { error: 'must be between -90 and 90' })
    .max(90, { error: 'must be between -90 and 90' }),
  partner: z.object({ longitude: z.number().min(-180).max(180) }).optional(),
});

beforeAll(async () => {
  app = await buildTestApp(
    { logLevel: 'info' },
    { logDestination: { write: (l) => logLines.push(l) } },
  );
  app.get('/api/test/boom', async () => {
    throw new Error('secret detail from deep inside the server');
  });
  app.post('/api/test/places', { schema: { body: BirthPlaceSchema } }, async (request) => ({
    latitude: request.body.latitude,
  }));
  // The contract's date limits keep real requests inside the ephemeris's range, so a route
  // stands in for a date or place the ephemeris refuses (houses above the polar circle…).
  app.get('/api/test/ephemeris', async () => {
    throw new EphemerisError('houses not computable at latitude 89');
  });
  app.get('/api/test/conflict', async () => {
    throw Object.assign(new Error('That e-mail address is already registered'), {
      statusCode: 409,
    });
  });
});

describe('unknown API paths', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)('%s /api/nope answers 404 JSON', async (method) => {
    const response = await app.inject({ method, url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      message: 'Not found',
      code: 'not_found',
      reason: 'not_found',
    });
  });

  it('never answers an API path with the page shell', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/kundli/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });
});

describe('thrown errors', () => {
  it('answer 500 with a fixed message, no stack and no detail', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Internal server error',
      code: 'internal_error',
      reason: 'internal_error',
    });
    expect(response.body).not.toContain('secret detail');
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('are logged with the request id and the stack', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-request-id': 'trace-500-abc' },
    });
    expect(response.headers['x-request-id']).toBe('trace-500-abc');
    const entry = logLines
      .map(
        (line) => JSON.parse(line) as { reqId?: string; level: number; err?: { stack?: string } },
      )
      .find((logged) => logged.reqId === 'trace-500-abc' && logged.level === 50);
    expect(entry?.err?.stack).toContain('secret detail from deep inside the server');
  });

  it('keep their message and status when they are client errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'That e-mail address is already registered',
      code: 'conflict',
      reason: 'conflict',
    });
  });
});

describe('ephemeris errors', () => {
  it('answer 422 with the reason ephemeris_out_of_range, never 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/ephemeris' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The ephemeris cannot compute this date or place',
      code: 'bad_request',
      reason: 'ephemeris_out_of_range',
    });
  });
});

describe('validation failures', () => {
  it('answer 400 naming the field and what is wrong with it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/places',
      payload: { name: 'Delhi', latitude: 91 },
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json())).toEqual({
      message: 'latitude: must be between -90 and 90',
      code: 'validation_failed',
      reason: 'validation_failed',
      field: 'latitude',
    });
  });

  it('name nested fields by their dotted path', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/places',
      payload: { name: 'Delhi', latitude: 28.6, partner: { longitude: 200 } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      field: 'partner.longitude',
    });
    expect(response.json().message).toMatch(/^partner\.longitude: /);
  });

  it('name the body when there is none', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/places' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', field: 'body' });
  });

  it('let valid input through', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/places',
      payload: { name: 'Chennai', latitude: 13.08 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ latitude: 13.08 });
  });

  it('answer malformed JSON with 400 bad_request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/places',
      headers: { 'content-type': 'application/json' },
      payload: '{"latitude": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', reason: 'bad_request' });
  });
});
