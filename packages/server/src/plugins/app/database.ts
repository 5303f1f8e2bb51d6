import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { migrateToLatest } from '../../db/migrations.js';
import { openDatabase } from '../../db/open-database.js';
import type { AppDatabase } from '../../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The application database (Kysely), migrated to the latest schema. */
    db: AppDatabase;
  }
}

export interface DatabasePluginOptions {
  readonly config: AppConfig;
  /** A database opened by the caller (tests), who also closes it; else one is opened here. */
  readonly database?: AppDatabase | undefined;
}

/**
 * Decorates `app.db`. The app always runs on a migrated schema: pending migrations are applied
 * before the server accepts requests. A database opened here is closed when the app closes,
 * after the in-flight requests have finished.
 */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { config, database }) => {
    const db =
      database ??
      (await openDatabase(config, (error) =>
        app.log.error({ err: error }, 'database connection lost'),
      ));
    try {
      const applied = await migrateToLatest(db);
      if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    } catch (error) {
      if (database === undefined) await db.destroy();
      throw error;
    }
    if (database === undefined) {
      app.addHook('onClose', async () => {
        await db.destroy();
      });
    }
    app.decorate('db', db);
  },
  { name: 'database' },
);
