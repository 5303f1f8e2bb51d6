import { type CurrentUser, CurrentUserSchema } from '@jyotish/contract';

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

/**
 * Reads the query of `/auth-success` (SPEC §2 "Sign-in callback"): `token`, `auth=google` and
 * `user` (JSON) sign in; `error` names what went wrong; a `user` that does not parse is a
 * processing error. Nothing recognisable means the page was opened by hand.
 */
export function readAuthCallback(search: string): CallbackOutcome {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  if (error) return { kind: 'error', messageKey: errorKeyOf(error) };
  const token = params.get('token');
  const userJson = params.get('user');
  if (!token || params.get('auth') !== 'google' || userJson === null) return { kind: 'none' };
  try {
    const parsed = CurrentUserSchema.safeParse(JSON.parse(userJson));
    if (!parsed.success) return { kind: 'error', messageKey: 'parseError' };
    return { kind: 'success', token, user: parsed.data, redirect: params.get('redirect') };
  } catch {
    return { kind: 'error', messageKey: 'parseError' };
  }
}
