import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestConfig, createTestDatabase } from '../../test/helper.js';
import { buildApp } from '../app.js';
import { DATA_DIR_LOCK_FILE_NAME, DataDirLockedError } from './data-dir-lock.js';

describe('the embedded database (no DATABASE_URL)', () => {
  it('lives under <dataDir>/pg, keeps data across restarts, closes with the app', async () => {
    const config = await createTestConfig({ databaseUrl: undefined });

    const first = await buildApp(config);
    await first.ready();
    expect(existsSync(path.join(config.dataDir, 'pg', 'PG_VERSION'))).toBe(true);
    await first.db
      .insertInto('app_setting')
      .values({ key: 'site.banner', value: JSON.stringify('Navratri offers') })
      .execute();
    await first.close();
    await expect(sql`select 1`.execute(first.db)).rejects.toThrow();
    expect(existsSync(path.join(config.dataDir, DATA_DIR_LOCK_FILE_NAME))).toBe(false);

    const second = await buildApp(config);
    try {
      const row = await second.db
        .selectFrom('app_setting')
        .select('value')
        .where('key', '=', 'site.banner')
        .executeTakeFirst();
      expect(row?.value).toBe('Navratri offers');
      // Sized for one connection: PostgreSQL's default 128 MB would stay resident.
      const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(
        second.db,
      );
      expect(rows[0]?.shared_buffers).toBe('16MB');
      const health = await second.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ status: 'ok', database: 'up' });
    } finally {
      await second.close();
    }
  });

  it('is refused to a second app on the same DATA_DIR while the first has it open', async () => {
    const config = await createTestConfig({ databaseUrl: undefined });
    const first = await buildApp(config);
    try {
      await expect(buildApp(config)).rejects.toThrow(DataDirLockedError);
      const health = await first.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ status: 'ok', database: 'up' });
    } finally {
      await first.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL server (DATABASE_URL)', () => {
  it('is used through pg when DATABASE_URL is set', async () => {
    const { schema } = await createTestDatabase();
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.searchParams.set('options', `-c search_path=${schema}`);
    const app = await buildApp(await createTestConfig({ databaseUrl: url.toString() }));
    try {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
        app.db,
      );
      expect(rows[0]?.schema).toBe(schema);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ status: 'ok', database: 'up' });
    } finally {
      await app.close();
    }
  });
});
