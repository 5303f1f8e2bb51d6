import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK_FILE_NAME } from '../src/db/data-dir-lock.js';
import { REPO_ROOT } from '../src/repo-paths.js';
import { createTempDir } from './helper.js';

/** What `npm start` runs; `tsc -b packages/server` (part of `npm run typecheck`) writes it. */
const SERVER_ENTRY = path.join(REPO_ROOT, 'packages', 'server', 'dist', 'server.js');

interface RunningServer {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  output(): string;
  /** Resolves with the exit code (null when ended by a signal). */
  readonly exited: Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function startServer(dataDir: string): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      // The embedded database: the lock applies to it only.
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const server = { child, baseUrl, output: () => output, exited };
  started.push(server);
  return server;
}

async function waitForHealth(server: RunningServer): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`Server exited:\n${server.output()}`);
    try {
      if ((await fetch(`${server.baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server not healthy within 60 s:\n${server.output()}`);
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
let first: RunningServer | undefined;
const started: RunningServer[] = [];

beforeAll(() => {
  // Built from the current sources (a no-op after `npm run typecheck`), so the child runs
  // exactly the code under test and not a stale build.
  execFileSync(
    process.execPath,
    [path.join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'packages/server'],
    { cwd: REPO_ROOT, stdio: 'inherit' },
  );
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npx tsc -b packages/server\` first`);
  }
}, 180_000);

afterAll(async () => {
  for (const server of started) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
});

describe('two servers started on one DATA_DIR (embedded database)', () => {
  it('the second exits at once, naming the directory and the running server’s pid', async () => {
    dataDir = await createTempDir('jyotish-two-servers-');
    first = await startServer(dataDir);
    await waitForHealth(first);

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
