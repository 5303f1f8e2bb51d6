/**
 * Reads the `exp` claim of a JWT without verifying it: the server verifies every call, the
 * browser only needs to know whether asking is worth it.
 * Returns the claims object, or null when the token is not a decodable JWT.
 */
export function decodeJwtClaims(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || !payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
    return claims as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * SPEC §4: a token is expired when its `exp` (seconds since the epoch) is not after `nowMs`
 * (milliseconds since the epoch); a malformed token counts as expired; a token without
 * `exp` never expires.
 */
export function isTokenExpired(token: string, nowMs: number): boolean {
  const claims = decodeJwtClaims(token);
  if (!claims) return true;
  if (!('exp' in claims) || claims.exp === undefined) return false;
  const { exp } = claims;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return true;
  return exp * 1000 <= nowMs;
}

/** Where the auth state machine goes from a stored token, before any network call. */
export type StoredTokenVerdict = 'missing' | 'expired' | 'check';

export function judgeStoredToken(token: string | null, nowMs: number): StoredTokenVerdict {
  if (!token) return 'missing';
  return isTokenExpired(token, nowMs) ? 'expired' : 'check';
}
