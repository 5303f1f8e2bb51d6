import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../src/db/migrations.js';
import { PGLITE_PARSERS } from '../src/db/open-database.js';
import { createPGlitePool } from '../src/db/pglite-pool.js';
import type { Database } from '../src/db/schema.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory as a tar file; absent when tests use PostgreSQL. */
    pgliteTemplate: string | undefined;
  }
}

/**
 * Global setup of the integration project on PGlite: creates and migrates one database, once
 * a run, and saves its data directory. Each test file's database starts as a copy of it
 * (`createTestDatabase`): PGlite's initdb and the migrations cost about four seconds, paid
 * once instead of by every file. Migrating from nothing is what this setup itself does, so a
 * broken migration still fails the run.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', undefined);
    return;
  }
  const directory = await mkdtemp(path.join(os.tmpdir(), 'jyotish-pglite-template-'));
  const file = path.join(directory, 'data.tar');
  const pglite = await PGlite.create({ parsers: PGLITE_PARSERS });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: createPGlitePool(pglite, { closeOnEnd: true }) }),
  });
  try {
    await migrateToLatest(db);
    const dump = await pglite.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.destroy();
  }
  project.provide('pgliteTemplate', file);
  return () => rm(directory, { recursive: true, force: true });
}
