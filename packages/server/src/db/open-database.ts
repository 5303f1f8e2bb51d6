import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
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

/**
 * PostgreSQL's default of 128 MB of shared buffers suits a server shared by many connections;
 * the embedded database has one connection and a few small tables, and every buffer it touches
 * stays resident in PGlite's WebAssembly memory (about 110 MB more at rest). The operating
 * system's page cache still keeps the files.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

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
  onConnectionError: (error: Error) => void = () => {},
): Promise<AppDatabase> {
  if (config.databaseUrl !== undefined) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      connectionTimeoutMillis: 10_000,
    });
    keepConnectionErrorsFromCrashing(pool, onConnectionError);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const lock = await acquireDataDirLock(config.dataDir);
  let pglite: PGlite;
  try {
    const dataDir = embeddedDatabaseDir(config.dataDir);
    await mkdir(dataDir, { recursive: true });
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await initializeInChildProcess(dataDir);
    pglite = await PGlite.create({
      dataDir,
      parsers: PGLITE_PARSERS,
      startParams: PGLITE_START_PARAMS,
    });
  } catch (error) {
    await lock.release();
    throw error;
  }
  const pool = createPGlitePool(pglite, { closeOnEnd: true, afterEnd: () => lock.release() });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * A connection the server closes (a restart, an administrator's `pg_terminate_backend`) emits
 * `error` on its client, and an `error` event nobody listens to ends the process. The query
 * in flight on it fails with the same error (its transaction is rolled back by the server)
 * and the pool drops the client, so here it is only reported.
 */
export function keepConnectionErrorsFromCrashing(
  pool: pg.Pool,
  onConnectionError: (error: Error) => void,
): void {
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
}

const execFileAsync = promisify(execFile);

/**
 * Creates the cluster in `dataDir` (PGlite's initdb) in a short-lived Node process. Done in
 * this process, initdb leaves about 450 MB behind that neither PGlite nor the garbage collector
 * gives back to the system (a second WebAssembly instance, the cluster as a tarball); the
 * child takes it away when it exits, and this process then opens the cluster as at any restart.
 */
async function initializeInChildProcess(dataDir: string): Promise<void> {
  const pgliteUrl = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const script = `const { PGlite } = await import(${JSON.stringify(pgliteUrl.href)});
await (await PGlite.create({ dataDir: process.argv[1] })).close();`;
  await execFileAsync(process.execPath, ['--input-type=module', '--eval', script, dataDir]);
}
