import {
  ADMIN_MESSAGES,
  ADMIN_PAYMENTS_PAGE_SIZE,
  AdminPaymentsQuerySchema,
  AdminPaymentsSchema,
  ErrorResponseSchema,
  PaymentIdParamsSchema,
  PromoCodeInputSchema,
  PromoCodeListSchema,
  PromoCodeSchema,
  RefundRequestSchema,
  RefundSchema,
  WALLET_MESSAGES,
  WalletAdjustmentRequestSchema,
  WalletAdjustmentResponseSchema,
  WalletQuerySchema,
  WalletSchema,
  WalletSettingsSchema,
  WalletUserParamsSchema,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unreachable } from '../../../accounts/http-replies.js';
import { findUserById } from '../../../accounts/users.js';
import { recordAuditEvent } from '../../../audit/audit-log.js';
import { csvDocument, sendCsv } from '../../../csv/csv.js';
import { listAdminPayments } from '../../../payments/admin-payments.js';
import { createPromoCode, presentPromoCode } from '../../../payments/promo-codes.js';
import { refundPayment } from '../../../payments/refunds.js';
import { moneyRefusal } from '../../../payments/refusals.js';
import { saveSettingsVersion } from '../../../settings/platform-settings.js';
import { adjustWallet } from '../../../wallet/adjustments.js';
import { walletHistory } from '../../../wallet/wallet-history.js';
import { loadWalletSettings } from '../../../wallet/wallet-settings.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
/** The most rows one CSV export of payments holds. */
const PAYMENTS_CSV_LIMIT = 10_000;

/**
 * Money administration, role admin only: wallet adjustments, refunds, promo codes, the
 * packages with the GST rate and the seller on receipts, and the payments (paged, as CSV). Every change
 * is in the audit log, written in the same transaction as the change.
 */
export const adminWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireAdmin = app.requireRole('admin');

  app.get(
    '/admin/wallets/:userId',
    {
      preHandler: requireAdmin,
      schema: {
        summary: "A user's wallet: balance and history, newest first",
        params: WalletUserParamsSchema,
        querystring: WalletQuerySchema,
        response: { 200: WalletSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await findUserById(app.db, request.params.userId);
      if (!user) {
        return reply.code(404).send({
          message: ADMIN_MESSAGES.userNotFound,
          code: 'not_found',
          reason: 'user_not_found',
        });
      }
      return reply
        .header('cache-control', 'no-store')
        .send(await walletHistory(app.db, user.id, request.query));
    },
  );

  app.post(
    '/admin/wallets/:userId/adjustments',
    {
      preHandler: [requireAdmin, app.idempotent],
      preSerialization: app.idempotentAnswer,
      schema: {
        summary: 'Credit or debit a wallet (promotional credit or a correction)',
        params: WalletUserParamsSchema,
        body: WalletAdjustmentRequestSchema,
        response: { 200: WalletAdjustmentResponseSchema, ...errors, 422: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { user: admin } = request.account ?? unreachable();
      const user = await findUserById(app.db, request.params.userId);
      if (!user) {
        return reply.code(404).send({
          message: ADMIN_MESSAGES.userNotFound,
          code: 'not_found',
          reason: 'user_not_found',
        });
      }
      try {
        const key = request.headers['idempotency-key'];
        return await adjustWallet(app.db, {
          userId: user.id,
          amount: request.body.amount,
          reason: request.body.reason,
          adminId: admin.id,
          idempotencyKey: typeof key === 'string' ? key : undefined,
        });
      } catch (error) {
        const refusal = moneyRefusal(error);
        if (refusal?.status !== 409) throw error;
        return reply.code(409).send(refusal.body);
      }
    },
  );

  app.post(
    '/admin/payments/:paymentId/refunds',
    {
      preHandler: [requireAdmin, app.idempotent],
      preSerialization: app.idempotentAnswer,
      schema: {
        summary: 'Refund all or part of a payment, to the wallet or to its source',
        params: PaymentIdParamsSchema,
        body: RefundRequestSchema,
        response: {
          200: RefundSchema,
          ...errors,
          422: ErrorResponseSchema,
          502: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { user: admin } = request.account ?? unreachable();
      try {
        return await refundPayment(app.db, app.paymentGateway, {
          ...request.body,
          paymentId: request.params.paymentId,
          adminId: admin.id,
        });
      } catch (error) {
        const refusal = moneyRefusal(error);
        if (!refusal || refusal.status === 422) throw error;
        if (refusal.status === 502) request.log.error({ err: error }, 'gateway refund failed');
        return reply.code(refusal.status).send(refusal.body);
      }
    },
  );

  app.get(
    '/admin/payments',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Payments with their refunds, newest first, fifty a page, by e-mail or id',
        querystring: AdminPaymentsQuerySchema,
        response: { 200: AdminPaymentsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { payments, total } = await listAdminPayments(app.db, request.query);
      return reply.header('cache-control', 'no-store').send({
        payments,
        total,
        page: request.query.page,
        pageSize: ADMIN_PAYMENTS_PAGE_SIZE,
      });
    },
  );

  app.get(
    '/admin/payments.csv',
    {
      preHandler: requireAdmin,
      schema: {
        summary: `Payments as CSV (the same search, at most ${PAYMENTS_CSV_LIMIT.toLocaleString('en')} rows, newest first)`,
        querystring: AdminPaymentsQuerySchema.omit({ page: true }),
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { payments } = await listAdminPayments(
        app.db,
        { ...request.query, page: 1 },
        PAYMENTS_CSV_LIMIT,
      );
      const csv = csvDocument(
        [
          'captured_at',
          'payment_id',
          'receipt_id',
          'gateway',
          'user_email',
          'amount_paise',
          'credit_paise',
          'gst_paise',
          'refunded_paise',
        ],
        payments.map((p) => [
          p.capturedAt,
          p.paymentId,
          p.receiptId,
          p.gateway,
          p.userEmail,
          p.amount,
          p.credit,
          p.gst,
          p.refunded,
        ]),
      );
      return sendCsv(reply, 'payments.csv', csv);
    },
  );

  app.get(
    '/admin/promo-codes',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Promo codes, newest first',
        response: { 200: PromoCodeListSchema, ...errors },
      },
    },
    async () => {
      const rows = await app.db
        .selectFrom('promo_code')
        .selectAll()
        .orderBy('created_at', 'desc')
        .execute();
      return { promoCodes: rows.map(presentPromoCode) };
    },
  );

  app.post(
    '/admin/promo-codes',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Create a promo code giving bonus credit on recharges',
        body: PromoCodeInputSchema,
        response: { 201: PromoCodeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user: admin } = request.account ?? unreachable();
      const created = await app.db.transaction().execute(async (trx) => {
        const code = await createPromoCode(trx, request.body, admin.id);
        if (code) {
          await recordAuditEvent(trx, {
            actorId: admin.id,
            action: 'promo_code.create',
            target: code.id,
            details: { code: code.code, kind: code.kind, value: code.value },
          });
        }
        return code;
      });
      if (!created) {
        return reply.code(409).send({
          message: WALLET_MESSAGES.promoCodeTaken,
          code: 'conflict',
          reason: 'promo_code_taken',
          field: 'code',
        });
      }
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/admin/wallet/settings',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Recharge packages, GST rate and the seller on receipts',
        response: { 200: WalletSettingsSchema, ...errors },
      },
    },
    async () => loadWalletSettings(app.db),
  );

  app.put(
    '/admin/wallet/settings',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Change the recharge packages, GST rate or the seller on receipts',
        body: WalletSettingsSchema,
        response: { 200: WalletSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const { user: admin } = request.account ?? unreachable();
      // A version of the settings like any save of /admin/settings, audited the same way.
      const saved = await app.db.transaction().execute((trx) =>
        saveSettingsVersion(trx, {
          actorId: admin.id,
          basedOn: 'latest',
          sections: { wallet: request.body },
        }),
      );
      app.platformSettings.replace(saved.settings);
      return request.body;
    },
  );
};
