import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { type App, type AppDependencies, buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import { migrateToLatest } from '../src/db/migrations.js';
import { keepConnectionErrorsFromCrashing, PGLITE_PARSERS } from '../src/db/open-database.js';
import { createPGlitePool } from '../src/db/pglite-pool.js';
import type { AppDatabase, Database } from '../src/db/schema.js';
import { checkLedger } from '../src/wallet/ledger-check.js';
import { createWebFixture } from './web-fixture.js';

const cleanups: (() => Promise<void>)[] = [];

// Registered when a test file imports this module (once per file, as Vitest isolates files),
// so whatever a file's hooks or tests created is released after that file, newest first.
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

export interface TestDatabase {
  readonly db: AppDatabase;
  /** `pglite` in memory, or `postgres` when TEST_DATABASE_URL names a server. */
  readonly kind: 'pglite' | 'postgres';
  /** The schema created for this database on the PostgreSQL server (postgres only). */
  readonly schema: string | null;
}

/**
 * A fresh, migrated database, destroyed after the calling test file: in-memory PGlite (a copy
 * of the run's migrated template, `pglite-template.ts`), or, when `TEST_DATABASE_URL` is set,
 * a new schema `test_<random>` on that server (dropped).
 */
export async function createTestDatabase(
  options: { readonly checkLedgerAfter?: boolean } = {},
): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const database = url ? await createPostgresSchema(url) : await createPGliteDatabase();
  await migrateToLatest(database.db);
  // Whatever a test file did with money, the ledger it leaves must balance
  // (`npm run ledger:check`); checked before the database goes. Runs before its destruction
  // (cleanups run newest first).
  if (options.checkLedgerAfter !== false) {
    cleanups.push(async () => {
      const report = await checkLedger(database.db);
      if (report.problems.length > 0) {
        throw new Error(`The ledger does not balance:\n  ${report.problems.join('\n  ')}`);
      }
    });
  }
  return database;
}

async function createPGliteDatabase(): Promise<TestDatabase> {
  const template = inject('pgliteTemplate');
  const pglite = await PGlite.create({
    parsers: PGLITE_PARSERS,
    ...(template ? { loadDataDir: new Blob([await readFile(template)]) } : {}),
  });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: createPGlitePool(pglite, { closeOnEnd: true }) }),
  });
  cleanups.push(() => db.destroy());
  return { db, kind: 'pglite', schema: null };
}

async function createPostgresSchema(url: string): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(url, `create schema ${schema}`);
  const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${schema}` });
  keepConnectionErrorsFromCrashing(pool, () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  cleanups.push(async () => {
    await db.destroy();
    await runAdminStatement(url, `drop schema ${schema} cascade`);
  });
  return { db, kind: 'postgres', schema };
}

/**
 * A new, empty database `<prefix>_<random>` on the PostgreSQL server of `serverUrl` (for a
 * test that needs a whole database: other processes on it, a dump and restore), dropped with
 * its connections after the calling test file; returns its URL.
 */
export async function createServerDatabase(serverUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await runAdminStatement(serverUrl, `create database ${name}`);
  cleanups.push(() => runAdminStatement(serverUrl, `drop database if exists ${name} with (force)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function runAdminStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A temporary directory, removed after the calling test file. */
export async function createTempDir(prefix = 'jyotish-test-'): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

export const TEST_PUBLIC_URL = 'https://jyotish.test';

/** What the payment sandbox signs with in tests, so a test can sign (and forge) webhooks. */
export const TEST_SANDBOX_SECRET = 'test-sandbox-secret-that-is-long-enough-0123';

/**
 * A configuration for tests: https public URL, a temporary data directory, a tiny fixture
 * build of the web app, logs silent unless `TEST_LOG_LEVEL` says otherwise.
 */
export async function createTestConfig(overrides: Partial<AppConfig> = {}): Promise<AppConfig> {
  const webDistDir = await createWebFixture();
  cleanups.push(() => rm(webDistDir, { recursive: true, force: true }));
  return {
    port: 0,
    host: '127.0.0.1',
    publicUrl: TEST_PUBLIC_URL,
    databaseUrl: undefined,
    redisUrl: undefined,
    seedDemo: false,
    jwtSecret: 'test-jwt-secret-that-is-long-enough-0123456789',
    dataDir: await createTempDir('jyotish-data-'),
    webDistDir,
    logLevel: parseLogLevel(process.env.TEST_LOG_LEVEL),
    nodeEnv: 'test',
    adminEmail: undefined,
    adminPassword: undefined,
    smtpUrl: undefined,
    google: { clientId: undefined, clientSecret: undefined, issuer: 'https://accounts.google.com' },
    analyticsMeasurementId: undefined,
    requestTimeoutMs: 10_000,
    maxConnections: 10_000,
    healthReservedConnections: 100,
    trustProxy: [],
    // Test files fire hundreds of charts and writes from one address at one app; the rate
    // limit tests set small budgets of their own.
    rateLimits: {
      chartsPerMinute: 100_000,
      writesPerAddressPerMinute: 100_000,
      writesPerAccountPerMinute: 100_000,
      allowList: [],
      redisKeyPrefix: `jyotish-test:${randomBytes(6).toString('hex')}:`,
    },
    // Short waits, so a test sees a job (a mail) run and retried within milliseconds.
    jobs: { concurrency: 4, pollMs: 100, leaseMs: 60_000, retryBaseMs: 10 },
    // Inline: a worker thread runs the built engine, so only the tests of the pool, which
    // build first, start threads.
    charts: { engineThreads: 0, engineQueueLimit: 100, panchangCacheSize: 1000 },
    payments: { razorpay: undefined, sandboxSecret: TEST_SANDBOX_SECRET },
    ...overrides,
  };
}

function parseLogLevel(value: string | undefined): AppConfig['logLevel'] {
  const levels: readonly AppConfig['logLevel'][] = [
    'fatal',
    'error',
    'warn',
    'info',
    'debug',
    'trace',
  ];
  return levels.find((level) => level === value) ?? 'silent';
}

/**
 * Waits until no job is queued, running or waiting for its retry: whatever the requests of a
 * test enqueued (a mail) has run by the app's job runner. Production answers before its mails
 * are sent; tests that read the outbox wait here instead of making sending synchronous.
 */
export async function settleJobs(db: AppDatabase, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await db
      .selectFrom('job')
      .select(['kind', 'state'])
      .where('state', 'in', ['queued', 'running', 'retrying'])
      .execute();
    if (pending.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`Jobs still pending after ${timeoutMs} ms: ${JSON.stringify(pending)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let fileDatabase: Promise<TestDatabase> | undefined;

/**
 * The test file's own database: created by the first call in a file, shared by the apps that
 * file builds (starting PGlite takes a second or two), destroyed after the file.
 */
export function fileTestDatabase(): Promise<TestDatabase> {
  fileDatabase ??= createTestDatabase();
  return fileDatabase;
}

/**
 * `buildApp` with {@link createTestConfig} and, unless another is given, the file's database
 * ({@link fileTestDatabase}); closed after the calling test file. The app is not yet ready,
 * so a test may add routes before its first `inject`.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  dependencies: AppDependencies = {},
): Promise<App> {
  const config = await createTestConfig(overrides);
  const database = dependencies.database ?? (await fileTestDatabase()).db;
  const app = await buildApp(config, { ...dependencies, database });
  cleanups.push(() => app.close());
  return app;
}

/** New Delhi as the place query of the almanac routes. */
export const DELHI_PLACE_QUERY = 'latitude=28.6139&longitude=77.209';

/**
 * Place queries every almanac route refuses with 400, each with the field its message names:
 * a latitude beyond ±90, a longitude beyond ±180, a zone the runtime does not know.
 */
export const BAD_PLACE_QUERIES: readonly (readonly [query: string, field: string])[] = [
  ['latitude=91&longitude=77', 'latitude'],
  ['latitude=28&longitude=181', 'longitude'],
  [`${DELHI_PLACE_QUERY}&timezone=Mars/Olympus`, 'timezone'],
];
