import { describe, expect, it } from 'vitest';
import { loginRedirectFor } from './auth-redirect';

describe('loginRedirectFor', () => {
  it('sends an English visitor to /login and keeps path and query to come back to', () => {
    expect(loginRedirectFor('/dashboard/bookings', '?page=2')).toEqual({
      loginPath: '/login',
      returnTo: '/dashboard/bookings?page=2',
    });
  });

  it('keeps the language of the page', () => {
    expect(loginRedirectFor('/hindi/dashboard', '')).toEqual({
      loginPath: '/hindi/login',
      returnTo: '/hindi/dashboard',
    });
    expect(loginRedirectFor('/telugu/chat/42', '').loginPath).toBe('/telugu/login');
  });
});
