import {
  ErrorResponseSchema,
  ReceiptIdParamsSchema,
  ReceiptSchema,
  WALLET_MESSAGES,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unreachable } from '../../../accounts/http-replies.js';
import { findReceipt } from '../../../payments/receipts.js';

/** `GET /api/receipts/{id}`: a GST receipt, for its owner and administrators only. */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/receipts/:id',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'An itemised GST receipt of a recharge',
        params: ReceiptIdParamsSchema,
        response: {
          200: ReceiptSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = request.account ?? unreachable();
      const receipt = await findReceipt(app.db, request.params.id, {
        id: user.id,
        isAdmin: user.role === 'admin',
      });
      // Another user's receipt answers exactly like one that does not exist.
      if (!receipt) {
        return reply.code(404).send({
          message: WALLET_MESSAGES.receiptNotFound,
          code: 'not_found',
          reason: 'receipt_not_found',
        });
      }
      return reply.header('cache-control', 'private, no-store').send(receipt);
    },
  );
};
