import { AUTH_MESSAGES, type ErrorResponse, type UserRole } from '@jyotish/contract';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ensureFirstAdmin } from '../../accounts/first-admin.js';
import { mailJobHandler } from '../../accounts/mail-job.js';
import { consoleTransport, type MailTransport, smtpTransport } from '../../accounts/mail-outbox.js';
import { findSessionUser } from '../../accounts/sessions.js';
import { pruneThrottleCounters } from '../../accounts/throttle.js';
import { verifySessionToken } from '../../accounts/tokens.js';
import type { UserRow } from '../../accounts/users.js';
import type { AppConfig } from '../../config.js';

/** Who made a request: set by the guards, for handlers that ran one of them. */
export interface RequestAccount {
  readonly user: UserRow;
  readonly sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries the bearer token of a live session. */
    requireUser: preHandlerAsyncHookHandler;
    /** preHandler: like `requireUser`, then 403 unless the user has one of `roles`. */
    requireRole: (...roles: UserRole[]) => preHandlerAsyncHookHandler;
    /** preHandler: sets `request.account` when a live session's token comes, refuses nobody. */
    identifyUser: preHandlerAsyncHookHandler;
    /** Sends mail through SMTP when configured (undefined: mail stays in the outbox). */
    mailTransport: MailTransport | undefined;
  }
  interface FastifyRequest {
    /** The signed-in account; present after `requireUser` or `requireRole` (or `identifyUser`). */
    account: RequestAccount | null;
  }
}

export interface AuthPluginOptions {
  /** Replaces the SMTP transport (tests). */
  readonly mailTransport?: MailTransport | undefined;
  /** Whether the first start may generate an admin with a printed password (embedded default). */
  readonly generateAdmin: boolean;
}

const UNAUTHORIZED: ErrorResponse = {
  message: AUTH_MESSAGES.signInRequired,
  code: 'unauthorized',
  reason: 'sign_in_required',
};
const FORBIDDEN: ErrorResponse = {
  message: AUTH_MESSAGES.adminRequired,
  code: 'forbidden',
  reason: 'admin_required',
};

function configuredTransport(config: AppConfig): MailTransport | undefined {
  if (config.smtpUrl) return smtpTransport(config.smtpUrl);
  if (config.nodeEnv === 'development') {
    return consoleTransport((text) => process.stderr.write(text));
  }
  return undefined;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The caller's account: a valid token whose session is live and whose account is enabled. */
async function authenticate(
  request: FastifyRequest,
  secret: string,
): Promise<RequestAccount | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await verifySessionToken(token, secret);
  if (!claims) return null;
  const user = await findSessionUser(request.server.db, claims.sid, claims.sub);
  return user ? { user, sessionId: claims.sid } : null;
}

function refuse(reply: FastifyReply, status: 401 | 403) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send(status === 401 ? UNAUTHORIZED : FORBIDDEN);
}

/**
 * The route guards every capability uses. The session is looked up on every request, so a
 * logout, a password reset, a disabled account or a changed role counts from the next request.
 * Also ensures the first administrator exists, provides the mail transport and runs the `mail`
 * jobs with it.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    const secret = app.config.jwtSecret;
    app.decorateRequest('account', null);

    // What a signed-in route answers is that person's (a birth profile, a balance, a report):
    // no browser or proxy cache keeps it, whatever the route adds.
    const requireUser: preHandlerAsyncHookHandler = async (request, reply) => {
      const account = await authenticate(request, secret);
      if (!account) return refuse(reply, 401);
      request.account = account;
      reply.header('cache-control', 'no-store');
    };
    app.decorate('requireUser', requireUser);
    app.decorate('identifyUser', async (request: FastifyRequest) => {
      request.account = await authenticate(request, secret);
    });
    app.decorate('requireRole', (...roles: UserRole[]): preHandlerAsyncHookHandler => {
      return async (request, reply) => {
        const account = await authenticate(request, secret);
        if (!account) return refuse(reply, 401);
        if (!roles.includes(account.user.role)) return refuse(reply, 403);
        request.account = account;
        reply.header('cache-control', 'no-store');
      };
    });
    app.decorate('mailTransport', options.mailTransport ?? configuredTransport(app.config));
    if (!app.mailTransport) {
      app.log.warn('SMTP_URL is not set: mails are kept in the outbox only, and not delivered');
    }
    app.jobs.register(
      mailJobHandler({
        db: app.db,
        transport: app.mailTransport,
        publicUrl: app.config.publicUrl,
      }),
    );
    const pruning = setInterval(
      () =>
        void pruneThrottleCounters(app.db).catch((error: unknown) =>
          app.log.error({ err: error }, 'pruning throttle counters failed'),
        ),
      60 * 60 * 1000,
    ).unref();
    app.addHook('onClose', async () => clearInterval(pruning));

    const outcome = await ensureFirstAdmin(app.db, {
      email: app.config.adminEmail,
      password: app.config.adminPassword,
      generate: options.generateAdmin,
    });
    if (outcome.kind === 'generated') {
      // Printed once, whatever the log level, on purpose: the only way in to a fresh embedded
      // installation. It is not a log line, so it never reaches log collectors.
      process.stderr.write(
        `\nFirst administrator created: ${outcome.email} with the one-time password ${outcome.password}\n` +
          'It is shown only now. Sign in and use "Forgot password?" to choose your own, or set ADMIN_EMAIL and ADMIN_PASSWORD.\n\n',
      );
    }
  },
  { name: 'auth', dependencies: ['database', 'jobs'] },
);
