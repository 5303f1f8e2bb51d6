import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startBuiltServer, waitUntilHealthy } from '../../server/test/built-server.js';
import { secretsInLog } from './log-secrets.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The administrator the server was started with (ADMIN_EMAIL, ADMIN_PASSWORD). */
    admin: { email: string; password: string };
  }
}

const LEDGER_CHECK = new URL('../../server/dist/ledger-check.js', import.meta.url).pathname;

const ADMIN = { email: 'admin@e2e.example', password: 'vermilion kestrel above the ghats 81' };

const SERVER_LOG = new URL('../../../test-results/e2e-server.log', import.meta.url).pathname;

/**
 * Starts the built server (`npm run build` output, exactly what `npm start` runs) on a free
 * port with a fresh embedded database, for the browser tests.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jyotish-e2e-'));
  // Known secrets, so that the log of the whole run can be searched for them afterwards.
  const secrets = {
    'JWT secret': randomBytes(32).toString('base64url'),
    'payment sandbox secret': randomBytes(32).toString('base64url'),
    "administrator's password": ADMIN.password,
  };
  const server = await startBuiltServer(dataDir, {
    NODE_ENV: 'production',
    // Production's own level: every request and every refusal is logged.
    LOG_LEVEL: 'info',
    JWT_SECRET: secrets['JWT secret'],
    PAYMENT_SANDBOX_SECRET: secrets['payment sandbox secret'],
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Every browser of the suite is this one address, and it computes far more than 30
    // charts a minute: exempt it from the per-address limits, as a load-testing host is.
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
  });
  await waitUntilHealthy(server);
  const { baseUrl } = server;
  project.provide('baseUrl', baseUrl);
  project.provide('admin', ADMIN);

  return async () => {
    await server.stop();
    // The server's log of the whole browser suite (sign-ups, sign-ins, resets, recharges,
    // chats, admin work) holds no secret and no token; kept in test-results/ for reading.
    const log = server.output();
    mkdirSync(dirname(SERVER_LOG), { recursive: true });
    writeFileSync(SERVER_LOG, log);
    const leaks = secretsInLog(log, secrets);
    if (leaks.length > 0) {
      throw new Error(`The server's log (${SERVER_LOG}) holds ${leaks.join(', ')}`);
    }
    process.stdout.write(
      `e2e server log: ${log.split('\n').length} lines, no secret or token (${SERVER_LOG})\n`,
    );
    try {
      // Whatever money the browsers moved, the ledger they leave must balance: the same
      // `npm run ledger:check` an operator runs, on this server's embedded database.
      const report = execFileSync(process.execPath, [LEDGER_CHECK], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      process.stdout.write(`e2e ${report}`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}
