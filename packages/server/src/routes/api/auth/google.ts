import { timingSafeEqual } from 'node:crypto';
import {
  AUTH_MESSAGES,
  AuthProvidersSchema,
  ErrorResponseSchema,
  GOOGLE_SIGN_IN_SECONDS,
  GoogleStartQuerySchema,
  localizePath,
  sitePathOrNull,
  splitLanguagePrefix,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { createChallenge, OidcClient, type OidcIdentity } from '../../../accounts/google-oidc.js';
import { startSession } from '../../../accounts/sessions.js';
import {
  findUserByEmail,
  insertUser,
  presentCurrentUser,
  type UserRow,
} from '../../../accounts/users.js';
import type { AppDatabase } from '../../../db/schema.js';

/** How long a started Google sign-in may take before its state is refused. */
const LOGIN_TTL_SECONDS = GOOGLE_SIGN_IN_SECONDS;

/** Only a path of this site: `//evil.example` and `https://…` would leave it. */
export function safeRedirect(value: string | undefined): string {
  return sitePathOrNull(value) ?? '/';
}

type LandingError = 'google_auth_failed' | 'no_user';

/** `/auth-success` in the language of the page the sign-in started from. */
function landingPathFor(redirect: string): string {
  const { language } = splitLanguagePrefix(redirect.split('?', 1)[0] ?? '/');
  return localizePath('/auth-success', language);
}

function failurePath(redirect: string, error: LandingError): string {
  return `${landingPathFor(redirect)}?${new URLSearchParams({ error })}`;
}

/** One cookie's value from a `Cookie` header, or undefined. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const [key = '', ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function sameText(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The account of a Google identity: by issuer and subject, or a new one; never by e-mail. */
async function accountOf(db: AppDatabase, identity: OidcIdentity): Promise<UserRow | undefined> {
  const known = await db
    .selectFrom('app_user')
    .selectAll()
    .where('google_issuer', '=', identity.issuer)
    .where('google_subject', '=', identity.subject)
    .executeTakeFirst();
  if (known) return known;
  // An e-mail already used by another account is not taken over: that needs its password.
  if (!identity.email || (await findUserByEmail(db, identity.email))) return undefined;
  return insertUser(db, {
    email: identity.email,
    name: identity.name ?? identity.email.split('@')[0] ?? identity.email,
    passwordHash: null,
    google: { issuer: identity.issuer, subject: identity.subject },
  });
}

/**
 * Sign-in with Google (OpenID Connect, authorization code with state, nonce and PKCE). The
 * start stores the challenge server-side and gives the browser its state in a cookie; the
 * callback is taken only with that cookie (so a callback URL of someone else's sign-in, sent
 * to a victim, signs the victim into nothing) and consumes the challenge once (so a replayed
 * callback fails), then lands on the web's `/auth-success` page with a token or an error code.
 */
export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { google, publicUrl, jwtSecret } = app.config;
  const https = publicUrl.startsWith('https:');
  // `__Host-` (https only): no subdomain can set or overwrite it.
  const stateCookieName = https ? '__Host-jyotish-google-state' : 'jyotish-google-state';
  // Lax: sent on the top-level navigation back from Google, not on other sites' requests.
  const stateCookie = (value: string, maxAge: number) =>
    `${stateCookieName}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;
  const clientId = google.clientId;
  const client = clientId
    ? new OidcClient({ ...google, clientId }, `${publicUrl}/api/auth/google/callback`)
    : undefined;

  app.get(
    '/auth/providers',
    {
      schema: {
        summary: 'Sign-in methods besides e-mail (the page hides the Google button without it)',
        response: { 200: AuthProvidersSchema },
      },
    },
    async () => ({ google: client !== undefined }),
  );

  app.get(
    '/auth/google',
    {
      schema: {
        summary: 'Start signing in with Google',
        querystring: GoogleStartQuerySchema,
        response: { 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!client) {
        return reply.code(503).send({
          message: AUTH_MESSAGES.googleNotConfigured,
          code: 'service_unavailable',
          reason: 'google_not_configured',
        });
      }
      const challenge = createChallenge();
      await app.db
        .deleteFrom('oidc_login')
        .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${LOGIN_TTL_SECONDS})`)
        .execute();
      await app.db
        .insertInto('oidc_login')
        .values({
          state: challenge.state,
          nonce: challenge.nonce,
          code_verifier: challenge.codeVerifier,
          redirect: safeRedirect(request.query.redirect),
        })
        .execute();
      let authorizationUrl: string;
      try {
        authorizationUrl = await client.authorizationUrl(challenge);
      } catch (error) {
        // The provider cannot be reached or its discovery document is refused.
        request.log.error({ err: error }, 'Google sign-in could not start');
        const redirect = safeRedirect(request.query.redirect);
        return reply.redirect(failurePath(redirect, 'google_auth_failed'), 302);
      }
      reply.header('set-cookie', stateCookie(challenge.state, LOGIN_TTL_SECONDS));
      return reply.redirect(authorizationUrl, 302);
    },
  );

  app.get(
    '/auth/google/callback',
    {
      schema: {
        summary: 'Google’s redirect back after signing in',
        querystring: z.object({
          code: z.string().max(2000).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      // Every answer of the callback is single-use; the successful one carries the session token.
      reply.header('cache-control', 'no-store');
      const { code, state } = request.query;
      const browserState = cookieValue(request.headers.cookie, stateCookieName);
      reply.header('set-cookie', stateCookie('', 0));
      const startedHere =
        state !== undefined && browserState !== undefined && sameText(state, browserState);
      const login = startedHere
        ? await app.db
            .updateTable('oidc_login')
            .set({ used_at: sql`now()` })
            .where('state', '=', state)
            .where('used_at', 'is', null)
            .where(
              'created_at',
              '>',
              sql<Date>`now() - make_interval(secs => ${LOGIN_TTL_SECONDS})`,
            )
            .returningAll()
            .executeTakeFirst()
        : undefined;
      const redirect = login?.redirect ?? '/';
      const successPath = landingPathFor(redirect);
      const fail = (error: LandingError) => reply.redirect(failurePath(redirect, error), 302);

      if (!client || !login || !code) return fail('google_auth_failed');
      let identity: OidcIdentity;
      try {
        identity = await client.identify(code, {
          state: login.state,
          nonce: login.nonce,
          codeVerifier: login.code_verifier,
        });
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in refused');
        return fail('google_auth_failed');
      }
      const user = await accountOf(app.db, identity);
      if (!user || user.disabled_at !== null) return fail('no_user');
      const token = await startSession(app.db, user.id, 'google', jwtSecret);
      const query = new URLSearchParams({
        token,
        auth: 'google',
        user: JSON.stringify(await presentCurrentUser(app.db, user)),
        redirect,
      });
      return reply.redirect(`${successPath}?${query}`, 302);
    },
  );
};
