import { normalizeIP } from '@fastify/rate-limit';
import {
  ACCOUNT_DELETION_MESSAGES,
  AcknowledgementSchema,
  AUTH_MESSAGES,
  AuthResponseSchema,
  CurrentUserSchema,
  DeleteAccountRequestSchema,
  type ErrorReason,
  ErrorResponseSchema,
  LoginRequestSchema,
  SignupRequestSchema,
  UpdateMeRequestSchema,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type DeletionRefusal, deleteOwnAccount } from '../../../accounts/account-deletion.js';
import { fieldError, tooManyAttempts, unreachable } from '../../../accounts/http-replies.js';
import {
  admitLoginAttempt,
  recordLoginSuccess,
  rememberLoginAddress,
} from '../../../accounts/login-throttle.js';
import { MAIL_JOB } from '../../../accounts/mail-job.js';
import { hashPassword, verifyPassword, weakPasswordMessage } from '../../../accounts/passwords.js';
import { endSession, endUserSessions, startSession } from '../../../accounts/sessions.js';
import { SIGNUPS_PER_ADDRESS, SIGNUPS_PER_EMAIL, takeAttempt } from '../../../accounts/throttle.js';
import { findUserByEmail, insertUser, presentCurrentUser } from '../../../accounts/users.js';

const DELETION_REASONS: Readonly<Record<DeletionRefusal, ErrorReason>> = {
  balance: 'account_has_balance',
  consultation: 'account_has_open_consultation',
  role: 'account_closed_by_admin',
};

const errorResponses = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/**
 * E-mail and password accounts: `signup`, `login`, `me` (read, rename, delete), `logout`
 * (this session) and `logout-all` (every session of the account).
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.jwtSecret;
  const signupAllowList = new Set(app.config.rateLimits.allowList);

  app.post(
    '/auth/signup',
    {
      schema: {
        summary: 'Create an account with e-mail and password',
        body: SignupRequestSchema,
        response: { 201: AuthResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { name, email, password, language = 'en' } = request.body;
      // Counted before the strength estimate (up to ~45 ms of CPU), the password hash and the
      // welcome mail: what a flood of sign-ups costs. Per e-mail only once the password is
      // acceptable, so a person retrying weak passwords does not use up their address's tries.
      // An allow-listed address (a load-testing or test host, RATE_LIMIT_ALLOWLIST) is exempt
      // from the per-address count, as from the per-minute limits; never from the per-e-mail one.
      if (!signupAllowList.has(normalizeIP(request.ip))) {
        const fromAddress = await takeAttempt(app.db, SIGNUPS_PER_ADDRESS, request.ip);
        if (!fromAddress.allowed) return tooManyAttempts(reply, fromAddress.retryAfter);
      }
      const weak = await weakPasswordMessage(password, { name, email });
      if (weak) return reply.code(400).send(fieldError('password', 'weakPassword'));
      const forEmail = await takeAttempt(app.db, SIGNUPS_PER_EMAIL, email.toLowerCase());
      if (!forEmail.allowed) return tooManyAttempts(reply, forEmail.retryAfter);
      const passwordHash = await hashPassword(password);
      // The welcome mail is enqueued with the account: both exist, or neither.
      const user = await app.db.transaction().execute(async (trx) => {
        const inserted = await insertUser(trx, { email, name, passwordHash, language });
        if (inserted) {
          await app.jobs.enqueue(
            MAIL_JOB,
            {
              kind: 'welcome',
              to: inserted.email,
              language,
              variables: { name: inserted.name },
            },
            { db: trx },
          );
        }
        return inserted;
      });
      app.jobs.wake();
      if (!user) {
        return reply.code(409).send({
          message: AUTH_MESSAGES.emailTaken,
          code: 'conflict',
          reason: 'email_taken',
          field: 'email',
        });
      }
      await rememberLoginAddress(app.db, {
        account: user.email.toLowerCase(),
        address: request.ip,
      });
      const token = await startSession(app.db, user.id, 'password', secret);
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ token, user: await presentCurrentUser(app.db, user) });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        summary: 'Sign in with e-mail and password',
        body: LoginRequestSchema,
        response: { 200: AuthResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const attempt = { account: email.toLowerCase(), address: request.ip };
      // Counted before the password is verified, so parallel guesses cannot outrun the count.
      const admitted = await admitLoginAttempt(app.db, attempt);
      if (!admitted.allowed) return tooManyAttempts(reply, admitted.retryAfter);

      const user = await findUserByEmail(app.db, email);
      const valid = await verifyPassword(user?.password_hash ?? null, password);
      if (!user || !valid) {
        return reply.code(401).send({
          message: AUTH_MESSAGES.invalidCredentials,
          code: 'unauthorized',
          reason: 'invalid_credentials',
        });
      }
      await recordLoginSuccess(app.db, attempt);
      if (user.disabled_at !== null) {
        return reply.code(403).send({
          message: AUTH_MESSAGES.accountDisabled,
          code: 'forbidden',
          reason: 'account_disabled',
        });
      }
      const token = await startSession(app.db, user.id, 'password', secret);
      return reply
        .header('cache-control', 'no-store')
        .send({ token, user: await presentCurrentUser(app.db, user) });
    },
  );

  app.get(
    '/auth/me',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'The signed-in user',
        response: { 200: CurrentUserSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      return reply.header('cache-control', 'no-store').send(await presentCurrentUser(app.db, user));
    },
  );

  app.patch(
    '/auth/me',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Change the signed-in user’s name',
        body: UpdateMeRequestSchema,
        response: { 200: CurrentUserSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const updated = await app.db
        .updateTable('app_user')
        .set({ name: request.body.name })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply
        .header('cache-control', 'no-store')
        .send(await presentCurrentUser(app.db, updated));
    },
  );

  app.delete(
    '/auth/me',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Delete my account and its personal data (what the ledger must keep stays)',
        body: DeleteAccountRequestSchema,
        response: {
          200: AcknowledgementSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      // A password account proves it is its owner at the keyboard, not a borrowed session.
      if (user.password_hash !== null) {
        const password = request.body.password ?? '';
        if (!(await verifyPassword(user.password_hash, password))) {
          return reply.code(400).send(fieldError('password', 'invalidCredentials'));
        }
      }
      const refusal = await deleteOwnAccount(app.db, user.id);
      if (refusal) {
        const reason = DELETION_REASONS[refusal];
        return reply.code(409).send({
          message: ACCOUNT_DELETION_MESSAGES[refusal],
          code: 'conflict',
          reason,
        });
      }
      return reply.header('cache-control', 'no-store').send({ ok: true as const });
    },
  );

  app.post(
    '/auth/logout',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'End this session',
        response: { 200: AcknowledgementSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { sessionId } = request.account ?? unreachable();
      await endSession(app.db, sessionId);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/logout-all',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'End every session of the signed-in user',
        response: { 200: AcknowledgementSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { user } = request.account ?? unreachable();
      await endUserSessions(app.db, user.id);
      return { ok: true as const };
    },
  );
};
