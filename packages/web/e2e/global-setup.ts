import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startBuiltServer, waitUntilHealthy } from '../../server/test/built-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The administrator the server was started with (ADMIN_EMAIL, ADMIN_PASSWORD). */
    admin: { email: string; password: string };
  }
}

const ADMIN = { email: 'admin@e2e.example', password: 'vermilion kestrel above the ghats 81' };

/**
 * Starts the built server (`npm run build` output, exactly what `npm start` runs) on a free
 * port with a fresh embedded database, for the browser tests.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jyotish-e2e-'));
  const server = await startBuiltServer(dataDir, {
    NODE_ENV: 'production',
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
    rmSync(dataDir, { recursive: true, force: true });
  };
}
