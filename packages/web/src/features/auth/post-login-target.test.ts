import { describe, expect, it } from 'vitest';
import { postLoginTarget } from './post-login-target';

describe('postLoginTarget', () => {
  it('prefers the saved auth_redirect, then the redirect query', () => {
    expect(postLoginTarget('/hindi/profile?tab=2', '?redirect=/kundli')).toBe(
      '/hindi/profile?tab=2',
    );
    expect(postLoginTarget(null, '?redirect=%2Fkundli-matching')).toBe('/kundli-matching');
  });

  it('ignores / and anything that would leave the site', () => {
    expect(postLoginTarget('/', '?redirect=/')).toBeNull();
    expect(postLoginTarget('//evil.example', '?redirect=https://evil.example')).toBeNull();
    expect(postLoginTarget(null, '?redirect=/\\evil.example')).toBeNull();
    expect(postLoginTarget('/', '?redirect=/panchang')).toBe('/panchang');
  });
});
