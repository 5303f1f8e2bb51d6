import { errors, jwtVerify, SignJWT } from 'jose';

/** The only algorithm accepted: a token naming another (`none`, RS256…) is refused. */
const ALGORITHM = 'HS256';
/** `typ` of session tokens; other token kinds signed with the same secret are refused. */
export const SESSION_TOKEN_TYPE = 'session';
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface SessionClaims {
  /** User id. */
  readonly sub: string;
  /** Session id, checked against the database on every request. */
  readonly sid: string;
}

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs a session token valid for {@link SESSION_TTL_SECONDS} from `nowSeconds`. */
export function signSessionToken(
  claims: SessionClaims,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ sid: claims.sid, typ: SESSION_TOKEN_TYPE })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + SESSION_TTL_SECONDS)
    .sign(keyOf(secret));
}

/**
 * The claims of a valid session token, or null for anything else: a bad signature, another
 * algorithm, an expired token, a token without `exp`/`iat`, or one of another `typ`.
 */
export async function verifySessionToken(
  token: string,
  secret: string,
): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    if (payload.typ !== SESSION_TOKEN_TYPE) return null;
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { sub: payload.sub, sid: payload.sid };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
