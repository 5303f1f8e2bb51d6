import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import type { App } from '../../app.js';

describe('compression', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });

  it('gzips a page for a client that accepts gzip', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/kundli',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toContain('<div id="root"></div>');
  });

  it('prefers brotli when offered', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends plain text to a client that accepts no encoding', async () => {
    const response = await app.inject({ method: 'GET', url: '/kundli' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('<div id="root"></div>');
  });
});
