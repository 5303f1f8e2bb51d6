import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.js';
import { acquireDataDirLock } from './data-dir-lock.js';
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
 * otherwise the embedded PGlite under `<dataDir>/pg` (created on first use). The embedded
 * database is opened only under the exclusive lock on `dataDir` (two servers writing one PGlite
 * directory corrupt it), released when the database is destroyed.
 *
 * @throws {DataDirLockedError} when another server uses the embedded database of `dataDir`.
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
  const lock = await acquireDataDirLock(config.dataDir);
  let pglite: PGlite;
  try {
    const dataDir = embeddedDatabaseDir(config.dataDir);
    await mkdir(dataDir, { recursive: true });
    pglite = await PGlite.create({ dataDir, parsers: PGLITE_PARSERS });
  } catch (error) {
    await lock.release();
    throw error;
  }
  const pool = createPGlitePool(pglite, { closeOnEnd: true, afterEnd: () => lock.release() });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
