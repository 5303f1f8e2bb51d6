import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { AdminArticleResponseSchema, AuthResponseSchema } from '@jyotish/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { balanceOf, walletOf } from '../src/wallet/ledger.js';
import { checkLedger } from '../src/wallet/ledger-check.js';
import { createServerDatabase, createTempDir, createTestConfig } from './helper.js';
import {
  bearer,
  rechargeThroughSandbox,
  signInAdmin,
  signUpUser,
  WALLET_TEST_PASSWORD,
} from './wallet-helper.js';

// Issue 22: the backup and restore that docs/deployment.md tells an operator to run, run
// here: `pg_dump --format=custom` of a database the server has written (an account, a
// recharge through the sandbox with its ledger, a cover image), `pg_restore` into an empty
// database, and a server started on the copy finds it all: the password signs in, the wallet
// holds ₹500 and the ledger balances, the image is served. PostgreSQL pass only.

const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { adminEmail: 'backup-admin@example.in', adminPassword: 'saffron-lotus-2030' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const apps: App[] = [];

async function startApp(url: string): Promise<App> {
  const app = await buildApp(await createTestConfig({ databaseUrl: url, ...ADMIN }));
  apps.push(app);
  return app;
}

/** Every table's row count: what the copy must hold as much of. */
async function rowCounts(app: App): Promise<Record<string, number>> {
  const tables = await app.db.introspection.getTables();
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await app.db
      .selectFrom(table.name as 'app_user')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table.name] = Number(row.count);
  }
  return counts;
}

afterAll(async () => {
  for (const app of apps) await app.close();
});

describe.skipIf(!serverUrl)('backup and restore (docs/deployment.md)', () => {
  it('restores a pg_dump into an empty database that a server then runs on, with nothing missing', async () => {
    const originalUrl = await createServerDatabase(serverUrl ?? '', 'jyotish_backup');
    const original = await startApp(originalUrl);
    const user = await signUpUser(original, 'backup@example.in');
    await rechargeThroughSandbox(original, user.token);
    const admin = await signInAdmin(original, ADMIN.adminEmail, ADMIN.adminPassword);
    const uploaded = await original.inject({
      method: 'POST',
      url: '/api/admin/articles/12/cover',
      payload: PNG,
      headers: { 'content-type': 'image/png', ...bearer(admin) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const cover = AdminArticleResponseSchema.parse(uploaded.json()).article.coverImage ?? '';
    const before = await rowCounts(original);

    // What the operator runs (docs/deployment.md, "Backups").
    const dump = path.join(await createTempDir('jyotish-backup-'), 'jyotish.dump');
    execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, originalUrl]);
    const restoredUrl = await createServerDatabase(serverUrl ?? '', 'jyotish_backup');
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, dump]);

    const restored = await startApp(restoredUrl);
    expect(await rowCounts(restored)).toEqual(before);
    const login = await restored.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'backup@example.in', password: WALLET_TEST_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(AuthResponseSchema.parse(login.json()).user.id).toBe(user.id);
    expect(await balanceOf(restored.db, walletOf(user.id))).toBe(50_000);
    expect((await checkLedger(restored.db)).problems).toEqual([]);
    const served = await restored.inject({ url: cover });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // The session token issued before the backup still works on the copy (same JWT secret).
    const me = await restored.inject({ url: '/api/auth/me', headers: bearer(user.token) });
    expect(me.statusCode, me.body).toBe(200);
  }, 60_000);
});
