import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Starting the built server (`packages/server/dist/server.js`, what `npm start` runs) as a
 * child process, for the tests and benches that need a real process: the browser tests'
 * server, the memory bench, the two-servers-on-one-DATA_DIR test. Imports nothing of the
 * server's sources, so the web's e2e folder can use it too.
 */
export const BUILT_SERVER_ENTRY = fileURLToPath(new URL('../dist/server.js', import.meta.url));

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Builds the server and the packages it imports from the current sources (`tsc -b`: a no-op
 * after `npm run typecheck`), so a child process or an engine worker thread runs exactly the
 * code under test and not a stale build. For a `beforeAll` with a long timeout.
 */
export function buildServer(): void {
  execFileSync(
    process.execPath,
    [path.join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'packages/server'],
    { cwd: REPO_ROOT, stdio: 'inherit' },
  );
  if (!existsSync(BUILT_SERVER_ENTRY)) {
    throw new Error(`${BUILT_SERVER_ENTRY} is missing: run \`npx tsc -b packages/server\` first`);
  }
}

/** A port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
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

export interface BuiltServer {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  /** Everything it wrote to standard output and error so far. */
  output(): string;
  /** Resolves with the exit code (null when ended by a signal). */
  readonly exited: Promise<number | null>;
  /** SIGTERM, then waits for the exit; nothing when it has already exited. */
  stop(): Promise<void>;
}

/**
 * Starts the built server on `port` of 127.0.0.1 (a free one by default) with the embedded
 * database in `dataDir`; `env` adds to or overrides the variables (NODE_ENV, LOG_LEVEL,
 * ADMIN_…).
 */
export async function startBuiltServer(
  dataDir: string,
  env: Readonly<Record<string, string>> = {},
  port?: number,
): Promise<BuiltServer> {
  port ??= await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [BUILT_SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
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
  return {
    child,
    baseUrl,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until `/api/health` answers 200 (the server listens once its places are loaded). */
export async function waitUntilHealthy(server: BuiltServer, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`Server exited:\n${server.output()}`);
    try {
      if ((await fetch(`${server.baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server not healthy within ${timeoutMs / 1000} s:\n${server.output()}`);
}
