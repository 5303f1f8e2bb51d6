import { localizePath, STORAGE_KEYS, splitLanguagePrefix } from '@jyotish/contract';
import { writeStorage } from './storage';

/**
 * Where a visitor who opened a signed-in page is sent (the sign-in page in the page's
 * language) and what is saved under `auth_redirect` to come back to after signing in.
 */
export function loginRedirectFor(pathname: string, search: string) {
  const { language } = splitLanguagePrefix(pathname);
  return { loginPath: localizePath('/login', language), returnTo: `${pathname}${search}` };
}

export function saveAuthRedirect(returnTo: string): void {
  writeStorage(STORAGE_KEYS.authRedirect, returnTo);
}
