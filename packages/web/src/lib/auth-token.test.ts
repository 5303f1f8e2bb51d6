import { describe, expect, it } from 'vitest';
import { decodeJwtClaims, isTokenExpired, judgeStoredToken } from './auth-token';

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

// 2030-01-01T00:00:00Z in seconds.
const EXP = 1_893_456_000;

describe('isTokenExpired', () => {
  it('is false before exp and true from exp on (exp in seconds, now in milliseconds)', () => {
    expect(isTokenExpired(jwt({ exp: EXP }), EXP * 1000 - 1)).toBe(false);
    expect(isTokenExpired(jwt({ exp: EXP }), EXP * 1000)).toBe(true);
    expect(isTokenExpired(jwt({ exp: EXP }), EXP * 1000 + 60_000)).toBe(true);
  });

  it('treats a token without exp as never expiring', () => {
    expect(isTokenExpired(jwt({ sub: 'u1' }), Date.UTC(2100, 0, 1))).toBe(false);
  });

  it('treats malformed tokens as expired', () => {
    const now = EXP * 1000 - 1;
    expect(isTokenExpired('not-a-jwt', now)).toBe(true);
    expect(isTokenExpired('a.b', now)).toBe(true);
    expect(isTokenExpired('a.%%%.c', now)).toBe(true);
    expect(isTokenExpired(`x.${Buffer.from('[1,2]').toString('base64url')}.y`, now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: 'tomorrow' }), now)).toBe(true);
  });

  it('decodes base64url payloads with non-ASCII text', () => {
    expect(decodeJwtClaims(jwt({ name: 'राम', exp: EXP }))).toEqual({ name: 'राम', exp: EXP });
  });
});

describe('judgeStoredToken', () => {
  it('follows the auth state machine of SPEC §4', () => {
    const now = EXP * 1000 - 1;
    expect(judgeStoredToken(null, now)).toBe('missing');
    expect(judgeStoredToken('', now)).toBe('missing');
    expect(judgeStoredToken(jwt({ exp: EXP - 10 }), now)).toBe('expired');
    expect(judgeStoredToken('garbage', now)).toBe('expired');
    expect(judgeStoredToken(jwt({ exp: EXP }), now)).toBe('check');
    expect(judgeStoredToken(jwt({}), now)).toBe('check');
  });
});
