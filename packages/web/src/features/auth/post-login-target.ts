/** A path of this site: one leading slash, not `//host` or a backslash trick. */
function isInternalPath(value: string | null | undefined): value is string {
  return !!value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

/**
 * Where to go after signing in (SPEC §4): the path saved under `auth_redirect` when a visitor
 * was sent to sign in, else the `redirect` query parameter; `/` counts as no target. Null
 * means "no target": the caller goes home.
 */
export function postLoginTarget(savedRedirect: string | null, search: string): string | null {
  const candidates = [savedRedirect, new URLSearchParams(search).get('redirect')];
  for (const candidate of candidates) {
    if (isInternalPath(candidate) && candidate !== '/') return candidate;
  }
  return null;
}
