import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK_FILE_NAME } from '../src/db/data-dir-lock.js';
import {
  type BuiltServer,
  buildServer,
  startBuiltServer,
  waitUntilHealthy,
} from './built-server.js';
import { createTempDir } from './helper.js';

async function startServer(dataDir: string): Promise<BuiltServer> {
  // The embedded database (DATABASE_URL empty): the lock applies to it only.
  const server = await startBuiltServer(dataDir, { NODE_ENV: 'test' });
  started.push(server);
  return server;
}

function withinMs<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms),
    ),
  ]);
}

let dataDir: string;
let first: BuiltServer | undefined;
const started: BuiltServer[] = [];

beforeAll(buildServer, 180_000);

afterAll(async () => {
  for (const server of started) await server.stop();
});

describe('two servers started on one DATA_DIR (embedded database)', () => {
  it('the second exits at once, naming the directory and the running server’s pid', async () => {
    dataDir = await createTempDir('jyotish-two-servers-');
    first = await startServer(dataDir);
    await waitUntilHealthy(first);

    const second = await startServer(dataDir);
    const code = await withinMs(second.exited, 10_000, 'the second server’s exit');

    expect(code).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use`);
    expect(second.output()).toContain(`(pid ${first.child.pid})`);
    // The first server was left alone and still answers.
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);
    expect(existsSync(path.join(dataDir, DATA_DIR_LOCK_FILE_NAME))).toBe(true);
  });

  it('releases the lock when the server shuts down on SIGTERM', async () => {
    if (first === undefined) throw new Error('the first server did not start');
    first.child.kill('SIGTERM');
    expect(await withinMs(first.exited, 15_000, 'the shutdown')).toBe(0);
    expect(existsSync(path.join(dataDir, DATA_DIR_LOCK_FILE_NAME))).toBe(false);
  });
});
