import { describe, expect, it } from 'vitest';
import { readAuthCallback } from './auth-callback';

const USER = {
  id: 'u1',
  email: 'priya@gmail.example',
  name: 'Priya',
  role: 'user',
  balance: 0,
  isAdmin: false,
  hasPassword: false,
};

describe('readAuthCallback', () => {
  it('signs in with token, auth=google and the user JSON', () => {
    const search = `?${new URLSearchParams({
      token: 'a.b.c',
      auth: 'google',
      user: JSON.stringify(USER),
      redirect: '/hindi/kundli',
    })}`;
    expect(readAuthCallback(search, true)).toEqual({
      kind: 'success',
      token: 'a.b.c',
      user: USER,
      redirect: '/hindi/kundli',
    });
  });

  it('signs nobody in from a tab that did not start a Google sign-in (a link someone sent)', () => {
    const search = `?${new URLSearchParams({ token: 'a.b.c', auth: 'google', user: JSON.stringify(USER) })}`;
    expect(readAuthCallback(search, false)).toEqual({ kind: 'error', messageKey: 'otherError' });
  });

  it('keeps a redirect only when it is a path of this site', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const search = `?${new URLSearchParams({ token: 'a.b.c', auth: 'google', user: JSON.stringify(USER), redirect: target })}`;
      expect(readAuthCallback(search, true)).toMatchObject({ kind: 'success', redirect: null });
    }
  });

  it('maps the error codes of SPEC §8', () => {
    expect(readAuthCallback('?error=google_auth_failed', true)).toEqual({
      kind: 'error',
      messageKey: 'googleFailed',
    });
    expect(readAuthCallback('?error=no_user', true)).toEqual({
      kind: 'error',
      messageKey: 'noUser',
    });
    expect(readAuthCallback('?error=access_denied', true)).toEqual({
      kind: 'error',
      messageKey: 'otherError',
    });
  });

  it('treats a user that does not parse as a processing error', () => {
    expect(readAuthCallback('?token=t&auth=google&user=%7Bnot-json', true)).toEqual({
      kind: 'error',
      messageKey: 'parseError',
    });
    expect(
      readAuthCallback(`?token=t&auth=google&user=${encodeURIComponent('{"id":1}')}`, true),
    ).toEqual({
      kind: 'error',
      messageKey: 'parseError',
    });
  });

  it('does nothing without parameters', () => {
    expect(readAuthCallback('', true)).toEqual({ kind: 'none' });
  });
});
