import { describe, expect, it } from 'vitest';
import { secretsInLog } from './log-secrets.js';

// The check the browser suite's teardown runs on the server's log: it must be able to fail.
describe('secretsInLog', () => {
  const secrets = { 'JWT secret': 'jwt-secret-0123456789abcdef' };
  const request =
    '{"level":30,"req":{"method":"POST","url":"/api/auth/login"},"msg":"incoming request"}';

  it('passes a log of requests and refusals', () => {
    expect(secretsInLog(`${request}\n{"level":30,"password":"[Redacted]"}\n`, secrets)).toEqual([]);
  });

  it('finds a known secret, a token, a bearer header and a value under a secret key', () => {
    const token =
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
    const log = [
      request,
      'config loaded with jwt-secret-0123456789abcdef',
      `{"level":30,"msg":"issued ${token}"}`,
      '{"level":40,"headers":{"authorization":"Bearer abcdefghijklmnopqrstu"}}',
      '{"level":30,"body":{"email":"a@b.in","password":"hunter2-longer"}}',
    ].join('\n');
    expect(secretsInLog(log, secrets)).toEqual([
      'the JWT secret',
      'a JSON Web Token (eyJhbGciOiJIUzI1…)',
      'a bearer header',
      'a value under "authorization"',
      'a value under "password"',
    ]);
  });
});
