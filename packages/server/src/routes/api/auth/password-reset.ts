import {
  AcknowledgementSchema,
  ErrorResponseSchema,
  LANGUAGES,
  type Language,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError, tooManyAttempts } from '../../../accounts/http-replies.js';
import { MAIL_JOB } from '../../../accounts/mail-job.js';
import {
  consumePasswordReset,
  createPasswordReset,
  passwordResetAccount,
} from '../../../accounts/password-resets.js';
import { hashPassword, weakPasswordMessage } from '../../../accounts/passwords.js';
import { endUserSessions } from '../../../accounts/sessions.js';
import {
  RESET_REQUESTS_PER_ACCOUNT,
  RESET_REQUESTS_PER_ADDRESS,
  takeAttempt,
} from '../../../accounts/throttle.js';
import { findUserByEmail } from '../../../accounts/users.js';

function languageOf(value: string): Language {
  return LANGUAGES.find((language) => language === value) ?? 'en';
}

/**
 * Password reset by e-mail. The request answers 202 whether or not the account exists, so it
 * tells nobody which e-mails have accounts; the mailed link works once, for 30 minutes.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/password-reset/request',
    {
      schema: {
        summary: 'E-mail a password-reset link',
        body: PasswordResetRequestSchema,
        response: {
          202: AcknowledgementSchema,
          400: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      for (const [rule, subject] of [
        [RESET_REQUESTS_PER_ADDRESS, request.ip],
        [RESET_REQUESTS_PER_ACCOUNT, request.body.email.toLowerCase()],
      ] as const) {
        const attempt = await takeAttempt(app.db, rule, subject);
        if (!attempt.allowed) return tooManyAttempts(reply, attempt.retryAfter);
      }

      const user = await findUserByEmail(app.db, request.body.email);
      if (user && user.disabled_at === null) {
        const language = request.body.language ?? languageOf(user.language);
        // The link and its mail are written together: no mailed token without its row.
        await app.db.transaction().execute(async (trx) => {
          const token = await createPasswordReset(trx, user.id);
          await app.jobs.enqueue(
            MAIL_JOB,
            { kind: 'password-reset', to: user.email, language, variables: { token } },
            { db: trx },
          );
        });
        app.jobs.wake();
      }
      return reply.code(202).send({ ok: true as const });
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      schema: {
        summary: 'Set a new password with a reset link’s token',
        body: PasswordResetConfirmSchema,
        response: { 200: AcknowledgementSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const invalidLink = fieldError('token', 'resetLinkInvalid');
      const account = await passwordResetAccount(app.db, token);
      if (!account) return reply.code(400).send(invalidLink);
      const weak = await weakPasswordMessage(password, account);
      if (weak) return reply.code(400).send(fieldError('password', 'weakPassword'));
      const userId = await consumePasswordReset(app.db, token);
      if (!userId) return reply.code(400).send(invalidLink);
      await app.db
        .updateTable('app_user')
        .set({ password_hash: await hashPassword(password) })
        .where('id', '=', userId)
        .execute();
      // Whoever knew the old password is signed out everywhere.
      await endUserSessions(app.db, userId);
      return reply.send({ ok: true as const });
    },
  );
};
