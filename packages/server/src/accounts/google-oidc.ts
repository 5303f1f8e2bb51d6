import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { z } from 'zod';
import type { GoogleConfig } from '../config.js';

/** The endpoints of an OpenID Connect provider, from its discovery document. */
const DiscoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  jwks_uri: z.string(),
});
type Discovery = z.infer<typeof DiscoverySchema>;

const TokenAnswerSchema = z.object({ id_token: z.string() });

/** Algorithms an ID token may be signed with: asymmetric only, never `none` or HS*. */
const ID_TOKEN_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];

export interface OidcChallenge {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

export function createChallenge(): OidcChallenge {
  const random = () => randomBytes(32).toString('base64url');
  return { state: random(), nonce: random(), codeVerifier: random() };
}

function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** What the server learns about a person from a verified ID token. */
export interface OidcIdentity {
  readonly issuer: string;
  readonly subject: string;
  readonly email: string | null;
  readonly name: string | null;
}

/**
 * A client of one OpenID Connect provider (Google by default) using the authorization-code
 * flow with state, nonce and PKCE (S256). Discovery and keys are fetched on first use.
 */
export class OidcClient {
  private discovery: Promise<Discovery> | undefined;
  private jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  constructor(
    private readonly config: GoogleConfig & { clientId: string },
    private readonly redirectUri: string,
  ) {}

  private discover(): Promise<Discovery> {
    // No redirects followed (here or at the token endpoint): the provider's answers come from
    // the configured addresses or not at all.
    this.discovery ??= fetch(`${this.config.issuer}/.well-known/openid-configuration`, {
      redirect: 'error',
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`OIDC discovery answered ${response.status}`);
        const discovery = DiscoverySchema.parse(await response.json());
        // A document naming another issuer would have ID tokens checked against that one.
        if (discovery.issuer !== this.config.issuer) {
          throw new Error(
            `OIDC discovery names the issuer ${discovery.issuer}, not ${this.config.issuer}`,
          );
        }
        return discovery;
      })
      .catch((error: unknown) => {
        this.discovery = undefined;
        throw error;
      });
    return this.discovery;
  }

  /** The provider's authorization URL for this challenge. */
  async authorizationUrl(challenge: OidcChallenge): Promise<string> {
    const { authorization_endpoint } = await this.discover();
    const url = new URL(authorization_endpoint);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.config.clientId,
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      state: challenge.state,
      nonce: challenge.nonce,
      code_challenge: codeChallengeOf(challenge.codeVerifier),
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  /**
   * Exchanges the code for an ID token and verifies it: signature by the provider's keys,
   * issuer, audience (our client id), expiry and the nonce of this sign-in. Throws otherwise.
   */
  async identify(code: string, challenge: OidcChallenge): Promise<OidcIdentity> {
    const discovery = await this.discover();
    const credentials = Buffer.from(
      `${encodeURIComponent(this.config.clientId)}:${encodeURIComponent(this.config.clientSecret ?? '')}`,
    ).toString('base64');
    const response = await fetch(discovery.token_endpoint, {
      method: 'POST',
      redirect: 'error',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${credentials}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: this.redirectUri,
        code_verifier: challenge.codeVerifier,
      }),
    });
    if (!response.ok) throw new Error(`OIDC token endpoint answered ${response.status}`);
    const { id_token } = TokenAnswerSchema.parse(await response.json());
    this.jwks ??= createRemoteJWKSet(new URL(discovery.jwks_uri));
    const { payload } = await jwtVerify(id_token, this.jwks, {
      issuer: discovery.issuer,
      audience: this.config.clientId,
      algorithms: ID_TOKEN_ALGORITHMS,
      requiredClaims: ['exp', 'iat', 'sub', 'nonce'],
    });
    if (payload.nonce !== challenge.nonce) throw new Error('OIDC nonce mismatch');
    return identityOf(discovery.issuer, payload);
  }
}

function identityOf(issuer: string, payload: JWTPayload): OidcIdentity {
  if (typeof payload.sub !== 'string') throw new Error('OIDC ID token without subject');
  const email =
    typeof payload.email === 'string' && payload.email_verified === true ? payload.email : null;
  return {
    issuer,
    subject: payload.sub,
    email,
    name: typeof payload.name === 'string' ? payload.name : null,
  };
}
