import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.js';

const PASSWORD = 'banyan-river-2044';

describe('sign-in throttling', () => {
  it('limits failed logins per account to 10 in 15 minutes with 429 and Retry-After; other accounts are unaffected', async () => {
    const app = await buildTestApp();
    for (const email of ['target@example.in', 'neighbour@example.in']) {
      await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'T', email, password: PASSWORD },
      });
    }
    const login = (email: string, password: string, remoteAddress = '203.0.113.7') =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        remoteAddress,
      });

    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await login('target@example.in', `wrong-${attempt}-pw`)).statusCode).toBe(401);
    }
    const blocked = await login('TARGET@example.in', PASSWORD, '198.51.100.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Too many attempts. Please try again later.',
      code: 'rate_limited',
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    expect((await login('neighbour@example.in', PASSWORD)).statusCode).toBe(200);
  });

  it('limits failed logins per client address to 30, across accounts', async () => {
    const app = await buildTestApp();
    await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'V', email: 'victim@example.in', password: PASSWORD },
    });
    const login = (email: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: email === 'victim@example.in' ? PASSWORD : 'wrong-password' },
        remoteAddress,
      });
    for (let attempt = 1; attempt <= 30; attempt++) {
      expect((await login(`spray${attempt}@example.in`, '192.0.2.50')).statusCode).toBe(401);
    }
    expect((await login('victim@example.in', '192.0.2.50')).statusCode).toBe(429);
    expect((await login('victim@example.in', '192.0.2.51')).statusCode).toBe(200);
  });

  it('limits password-reset requests to 3 per account per hour', async () => {
    const app = await buildTestApp();
    const request = (email: string) =>
      app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email } });
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await request('reset-spam@example.in')).statusCode).toBe(202);
    }
    const blocked = await request('reset-spam@example.in');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect((await request('someone-else@example.in')).statusCode).toBe(202);
  });
});
