import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.js';
import { createPGlitePool } from './pglite-pool.js';
import type { AppDatabase, Database } from './schema.js';

/**
 * PGlite parses `int8` into a JavaScript number, `pg` into a string; strings are the only
 * lossless choice, so PGlite is told to do as `pg` does and code sees one shape on both.
 */
export const PGLITE_PARSERS = { [types.INT8]: (value: string) => value };

/** `<dataDir>/pg`: where the embedded database keeps its files. */
export function embeddedDatabaseDir(dataDir: string): string {
  return path.join(dataDir, 'pg');
}

/**
 * Opens the application database: the PostgreSQL server at `databaseUrl` when it is set,
 * otherwise the embedded PGlite under `<dataDir>/pg` (created on first use).
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
): Promise<AppDatabase> {
  if (config.databaseUrl !== undefined) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      connectionTimeoutMillis: 10_000,
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const dataDir = embeddedDatabaseDir(config.dataDir);
  await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create({ dataDir, parsers: PGLITE_PARSERS });
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: createPGlitePool(pglite, { closeOnEnd: true }) }),
  });
}
