import {
  AdminSettingsPatchSchema,
  AdminSettingsSchema,
  AdminSettingsVersionListSchema,
  ErrorResponseSchema,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unreachable } from '../../../accounts/http-replies.js';
import {
  listSettingsVersions,
  loadAdminSettings,
  SettingsVersionConflictError,
  saveSettingsVersion,
} from '../../../settings/platform-settings.js';

const guardResponses = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** `/admin/settings`: prices, packages, the consultation offer, GST and analytics, versioned. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        summary: 'The settings, with the number and author of their version',
        response: { 200: AdminSettingsSchema, ...guardResponses },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await loadAdminSettings(app.db)),
  );

  app.patch(
    '/admin/settings',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        summary: 'Save some sections of the settings as a new version (409 on a stale version)',
        body: AdminSettingsPatchSchema,
        response: {
          200: AdminSettingsSchema,
          400: ErrorResponseSchema,
          409: ErrorResponseSchema,
          ...guardResponses,
        },
      },
    },
    async (request, reply) => {
      const { user: admin } = request.account ?? unreachable();
      try {
        const saved = await app.db.transaction().execute((trx) =>
          saveSettingsVersion(trx, {
            actorId: admin.id,
            basedOn: request.body.version,
            sections: request.body.settings,
          }),
        );
        app.platformSettings.replace(saved.settings);
        return saved;
      } catch (error) {
        if (!(error instanceof SettingsVersionConflictError)) throw error;
        return reply.code(409).send({
          message: `The settings were saved as version ${error.latest} after version ${request.body.version}`,
          code: 'conflict',
          reason: 'settings_version_stale',
          field: 'version',
        });
      }
    },
  );

  app.get(
    '/admin/settings/versions',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        summary: 'The saved versions of the settings, newest first (fifty)',
        response: { 200: AdminSettingsVersionListSchema, ...guardResponses },
      },
    },
    async () => ({ versions: await listSettingsVersions(app.db) }),
  );
};
