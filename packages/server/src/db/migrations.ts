import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import * as appSettings from '../migrations/0001-app-settings.js';
import * as accounts from '../migrations/0002-accounts.js';
import * as throttlesAndAudit from '../migrations/0003-throttles-and-audit.js';
import * as jobs from '../migrations/0004-jobs.js';
import * as wallet from '../migrations/0005-wallet.js';
import * as consultations from '../migrations/0006-consultations.js';
import * as freeQuestions from '../migrations/0007-free-questions.js';
import * as horoscopeOverrides from '../migrations/0008-horoscope-overrides.js';
import * as contactAndAccountDeletion from '../migrations/0009-contact-and-account-deletion.js';
import * as reports from '../migrations/0010-reports.js';
import * as articles from '../migrations/0011-articles.js';
import * as siteSearch from '../migrations/0012-site-search.js';
import * as analyticsEvents from '../migrations/0013-analytics-events.js';
import * as settingVersions from '../migrations/0014-setting-versions.js';
import * as freeQuestionDesk from '../migrations/0015-free-question-desk.js';
import * as astrologerListing from '../migrations/0016-astrologer-listing.js';
import * as media from '../migrations/0017-media.js';
import type { AppDatabase } from './schema.js';

/**
 * Every migration, by name, in the order they apply. Listed by hand rather than read from the
 * folder so they are bundled by `tsc` and checked by the compiler; a test fails when a file in
 * `src/migrations/` is missing here.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-app-settings': appSettings,
  '0002-accounts': accounts,
  '0003-throttles-and-audit': throttlesAndAudit,
  '0004-jobs': jobs,
  '0005-wallet': wallet,
  '0006-consultations': consultations,
  '0007-free-questions': freeQuestions,
  '0008-horoscope-overrides': horoscopeOverrides,
  '0009-contact-and-account-deletion': contactAndAccountDeletion,
  '0010-reports': reports,
  '0011-articles': articles,
  '0012-site-search': siteSearch,
  '0013-analytics-events': analyticsEvents,
  '0014-setting-versions': settingVersions,
  '0015-free-question-desk': freeQuestionDesk,
  '0016-astrologer-listing': astrologerListing,
  '0017-media': media,
};

const provider: MigrationProvider = {
  getMigrations: async () => ({ ...MIGRATIONS }),
};

/** Applies every pending migration; returns the names applied now. Throws if one fails. */
export async function migrateToLatest(db: AppDatabase): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one; pinning it
  // to the connection's own schema keeps databases that share a server (one schema per test
  // file, or per deployment) from seeing each other's migrations.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({ db, provider, migrationTableSchema: rows[0]?.schema });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? '(setup)'} failed`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((r) => r.migrationName);
}
