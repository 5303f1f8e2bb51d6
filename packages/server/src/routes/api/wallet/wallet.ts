import {
  ErrorResponseSchema,
  RechargePackagesSchema,
  RechargeRequestSchema,
  RechargeResponseSchema,
  WalletQuerySchema,
  WalletSchema,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unreachable } from '../../../accounts/http-replies.js';
import { createRechargeOrder } from '../../../payments/orders.js';
import { moneyRefusal } from '../../../payments/refusals.js';
import { walletHistory } from '../../../wallet/wallet-history.js';
import { loadWalletSettings, rechargePackages } from '../../../wallet/wallet-settings.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };

/** The signed-in user's wallet: balance and history, the packages sold, a recharge. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wallet',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'My wallet: balance and history, newest first',
        querystring: WalletQuerySchema,
        response: { 200: WalletSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const wallet = await walletHistory(app.db, user.id, request.query);
      return reply.header('cache-control', 'no-store').send(wallet);
    },
  );

  app.get(
    '/wallet/packages',
    {
      schema: {
        summary: 'The recharge packages, with GST added on top',
        response: { 200: RechargePackagesSchema },
      },
    },
    async () => rechargePackages(await loadWalletSettings(app.db)),
  );

  app.post(
    '/wallet/recharge',
    {
      preHandler: [app.requireUser, app.idempotent],
      preSerialization: app.idempotentAnswer,
      schema: {
        summary: 'Start a recharge: an order to pay at the gateway',
        body: RechargeRequestSchema,
        response: {
          200: RechargeResponseSchema,
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
          502: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      try {
        const order = await createRechargeOrder(app.db, app.paymentGateway, {
          userId: user.id,
          packageId: request.body.packageId,
          promoCode: request.body.promoCode,
          now: new Date(),
        });
        return reply.header('cache-control', 'no-store').send({ order });
      } catch (error) {
        const refusal = moneyRefusal(error);
        if (!refusal) throw error;
        if (refusal.status === 502) request.log.error({ err: error }, 'gateway order failed');
        return reply.code(refusal.status).send(refusal.body);
      }
    },
  );
};
