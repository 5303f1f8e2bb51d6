import {
  type CurrentUser,
  CurrentUserSchema,
  GOOGLE_SIGN_IN_SECONDS,
  STORAGE_KEYS,
  sitePathOrNull,
} from '@jyotish/contract';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

/** The message key of each callback error code (SPEC §8); any other code is `otherError`. */
export type CallbackErrorKey = 'googleFailed' | 'noUser' | 'otherError' | 'parseError';

export type CallbackOutcome =
  | {
      readonly kind: 'success';
      readonly token: string;
      readonly user: CurrentUser;
      readonly redirect: string | null;
    }
  | { readonly kind: 'error'; readonly messageKey: CallbackErrorKey }
  | { readonly kind: 'none' };

function errorKeyOf(code: string): CallbackErrorKey {
  if (code === 'google_auth_failed') return 'googleFailed';
  if (code === 'no_user') return 'noUser';
  return 'otherError';
}

/** Noted when "Continue with Google" is pressed: this tab started a sign-in. */
export function markGoogleSignInStarted(now = Date.now()): void {
  writeStorage(STORAGE_KEYS.googleSignIn, String(now), 'session');
}

/** Whether this tab started a Google sign-in within the server's time for one. */
export function googleSignInStartedHere(now = Date.now()): boolean {
  const started = Number(readStorage(STORAGE_KEYS.googleSignIn, 'session'));
  return started > 0 && started <= now && now - started <= GOOGLE_SIGN_IN_SECONDS * 1000;
}

export function forgetGoogleSignIn(): void {
  removeStorage(STORAGE_KEYS.googleSignIn, 'session');
}

/**
 * Reads the query of `/auth-success` (SPEC §2 "Sign-in callback"): `token`, `auth=google` and
 * `user` (JSON) sign in; `error` names what went wrong; a `user` that does not parse is a
 * processing error. Nothing recognisable means the page was opened by hand.
 *
 * A token is taken only when this tab started a Google sign-in (`startedHere`): otherwise the
 * link was made by someone else, who would sign the reader into the sender's account and see
 * what they then save (login CSRF). The redirect is kept only when it is a path of this site.
 */
export function readAuthCallback(search: string, startedHere: boolean): CallbackOutcome {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  if (error) return { kind: 'error', messageKey: errorKeyOf(error) };
  const token = params.get('token');
  const userJson = params.get('user');
  if (!token || params.get('auth') !== 'google' || userJson === null) return { kind: 'none' };
  if (!startedHere) return { kind: 'error', messageKey: 'otherError' };
  try {
    const parsed = CurrentUserSchema.safeParse(JSON.parse(userJson));
    if (!parsed.success) return { kind: 'error', messageKey: 'parseError' };
    const redirect = sitePathOrNull(params.get('redirect'));
    return { kind: 'success', token, user: parsed.data, redirect };
  } catch {
    return { kind: 'error', messageKey: 'parseError' };
  }
}
