import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import type { App } from '../../app.js';

const STRICT_CSP =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;font-src 'self';" +
  "connect-src 'self';object-src 'none';base-uri 'none';form-action 'self';frame-ancestors 'none'";

describe('security headers, site served over https', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ publicUrl: 'https://jyotish.test' });
  });

  it.each(['/', '/kundli-matching', '/no-such-page', '/api/health', '/api/nope', '/favicon.svg'])(
    '%s carries the strict CSP, HSTS and the other policies',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe(
        `${STRICT_CSP};upgrade-insecure-requests`,
      );
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toBe(
        'camera=(), microphone=(), geolocation=(self)',
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-powered-by']).toBeUndefined();
    },
  );
});

describe('security headers, site served over plain http', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ publicUrl: 'http://localhost:3000' });
  });

  it('neither upgrade requests to https nor send HSTS', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toBe(STRICT_CSP);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
