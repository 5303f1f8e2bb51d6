import { loadConfig } from './config.js';
import { ConfigError } from './config-error.js';
import { migrateToLatest } from './db/migrations.js';
import { openDatabase } from './db/open-database.js';
import { checkLedger } from './wallet/ledger-check.js';

/**
 * `npm run ledger:check`: proves the ledger balanced on the database the server would use
 * (`DATABASE_URL`, else the embedded one in `DATA_DIR`, which a running server holds: stop it
 * first). Prints what it checked; exits 1 on any difference, 2 when it could not look.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrateToLatest(db);
    const report = await checkLedger(db);
    process.stdout.write(
      `Ledger: ${report.accounts} accounts, ${report.transfers} transfers, balances sum to ${report.total} paise\n`,
    );
    for (const problem of report.problems) process.stdout.write(`  ✗ ${problem}\n`);
    process.stdout.write(
      report.problems.length === 0
        ? 'Balanced: every balance equals the sum of its transfers.\n'
        : `${report.problems.length} difference(s) found.\n`,
    );
    return report.problems.length === 0 ? 0 : 1;
  } finally {
    await db.destroy();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 2;
}
