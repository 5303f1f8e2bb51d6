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
    expect(readAuthCallback(search)).toEqual({
      kind: 'success',
      token: 'a.b.c',
      user: USER,
      redirect: '/hindi/kundli',
    });
  });

  it('maps the error codes of SPEC §8', () => {
    expect(readAuthCallback('?error=google_auth_failed')).toEqual({
      kind: 'error',
      messageKey: 'googleFailed',
    });
    expect(readAuthCallback('?error=no_user')).toEqual({ kind: 'error', messageKey: 'noUser' });
    expect(readAuthCallback('?error=access_denied')).toEqual({
      kind: 'error',
      messageKey: 'otherError',
    });
  });

  it('treats a user that does not parse as a processing error', () => {
    expect(readAuthCallback('?token=t&auth=google&user=%7Bnot-json')).toEqual({
      kind: 'error',
      messageKey: 'parseError',
    });
    expect(readAuthCallback(`?token=t&auth=google&user=${encodeURIComponent('{"id":1}')}`)).toEqual(
      {
        kind: 'error',
        messageKey: 'parseError',
      },
    );
  });

  it('does nothing without parameters', () => {
    expect(readAuthCallback('')).toEqual({ kind: 'none' });
  });
});
