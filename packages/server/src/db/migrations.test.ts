import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helper.js';
import { MIGRATIONS, migrateToLatest } from './migrations.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

describe('migrations', () => {
  it('lists every file of src/migrations, in order', () => {
    const files = readdirSync(new URL('../migrations/', import.meta.url))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(Object.keys(MIGRATIONS)).toEqual(files);
    expect(files[0]).toBe('0001-app-settings');
  });

  it('have created app_setting with its columns', async () => {
    const { rows } = await sql<{ column_name: string; data_type: string; is_nullable: string }>`
      select column_name, data_type, is_nullable from information_schema.columns
      where table_name = 'app_setting' and table_schema = current_schema()
      order by ordinal_position`.execute(database.db);
    expect(rows).toEqual([
      { column_name: 'key', data_type: 'text', is_nullable: 'NO' },
      { column_name: 'value', data_type: 'jsonb', is_nullable: 'NO' },
      { column_name: 'updated_at', data_type: 'timestamp with time zone', is_nullable: 'NO' },
    ]);
  });

  it('are recorded, so a second run applies nothing', async () => {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(
      database.db,
    );
    expect(rows.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS));
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('give app_setting a JSON value and an automatic timestamp', async () => {
    const before = Date.now();
    await database.db
      .insertInto('app_setting')
      .values({ key: 'chat.freeMinutes', value: JSON.stringify({ minutes: 5, enabled: true }) })
      .execute();
    const row = await database.db
      .selectFrom('app_setting')
      .selectAll()
      .where('key', '=', 'chat.freeMinutes')
      .executeTakeFirstOrThrow();
    expect(row.value).toEqual({ minutes: 5, enabled: true });
    expect(row.updated_at).toBeInstanceOf(Date);
    expect(Math.abs(row.updated_at.getTime() - before)).toBeLessThan(60_000);
  });
});
