import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import type { App } from '../../app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let app: App;

beforeAll(async () => {
  app = await buildTestApp();
  app.get('/api/test/request-id', async (request) => ({ id: request.id }));
});

describe('request ids', () => {
  it('are random UUIDs, echoed in the x-request-id header', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/test/request-id' });
    const second = await app.inject({ method: 'GET', url: '/api/test/request-id' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(first.json()).toEqual({ id: first.headers['x-request-id'] });
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('keep an incoming x-request-id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/request-id',
      headers: { 'x-request-id': 'lb-7f3a.91:2' },
    });
    expect(response.headers['x-request-id']).toBe('lb-7f3a.91:2');
    expect(response.json()).toEqual({ id: 'lb-7f3a.91:2' });
  });

  it('replace an incoming id that is not a plain token', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/request-id',
      headers: { 'x-request-id': 'forged"}\n{"level":60' },
    });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('are echoed on pages and 404s too', async () => {
    const page = await app.inject({ method: 'GET', url: '/kundli' });
    const missing = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(page.headers['x-request-id']).toMatch(UUID);
    expect(missing.headers['x-request-id']).toMatch(UUID);
  });
});
