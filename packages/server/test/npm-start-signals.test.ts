import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTempDir } from './helper.js';

// Regression: stopping `npm start` with `kill <npm pid>` left the server running, orphaned,
// since npm signals its child, the `sh -c` running the script, and the shell passes nothing
// on. The root package.json's real `start` script runs here in a copy of the tree where
// the build step and the server are small stand-ins, so no build is needed.

const ROOT_PACKAGE = new URL('../../../package.json', import.meta.url);

/** Listens on PORT, writes its pid, and on SIGTERM or SIGINT says so, closes and exits 0. */
const STAND_IN_SERVER = `
import { createServer } from 'node:http';
import { writeFileSync } from 'node:fs';
const server = createServer((_, response) => response.end('ok'));
server.listen(Number(process.env.PORT), '127.0.0.1', () => {
  writeFileSync(process.env.PID_FILE, String(process.pid));
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    process.stdout.write('server received ' + signal + '\\n');
    server.close(() => process.exit(0));
  });
}
`;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/`)).ok;
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(condition: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting until ${what}`);
}

async function treeWithRootStartScript(): Promise<string> {
  const { scripts } = JSON.parse(await readFile(ROOT_PACKAGE, 'utf8'));
  const tree = await createTempDir('jyotish-start-');
  await mkdir(path.join(tree, 'scripts'));
  await mkdir(path.join(tree, 'packages/server/dist'), { recursive: true });
  await writeFile(
    path.join(tree, 'package.json'),
    JSON.stringify({
      name: 'start-signals',
      private: true,
      type: 'module',
      scripts: { start: scripts.start, build: 'node -e 0' },
    }),
  );
  await writeFile(path.join(tree, 'scripts/build-if-stale.js'), '');
  await writeFile(path.join(tree, 'packages/server/dist/server.js'), STAND_IN_SERVER);
  return tree;
}

describe('npm start', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops the server when %s is sent to the npm process alone',
    async (signal) => {
      const tree = await treeWithRootStartScript();
      const port = await freePort();
      const pidFile = path.join(tree, 'server.pid');
      const npm: ChildProcess = spawn('npm', ['start'], {
        cwd: tree,
        env: { ...process.env, PORT: String(port), PID_FILE: pidFile },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      npm.stdout?.on('data', (chunk) => {
        output += chunk;
      });
      let npmExited = false;
      npm.on('exit', () => {
        npmExited = true;
      });
      let serverPid = 0;
      try {
        await until(() => answers(port), 'the server answers');
        serverPid = Number(await readFile(pidFile, 'utf8'));

        npm.kill(signal);
        await until(() => npmExited, 'npm has exited');

        await until(() => !isAlive(serverPid), `the server (pid ${serverPid}) has exited`);
        expect(output).toContain(`server received ${signal}`);
        expect(await answers(port)).toBe(false);
      } finally {
        npm.kill('SIGKILL');
        if (serverPid !== 0 && isAlive(serverPid)) process.kill(serverPid, 'SIGKILL');
      }
    },
  );
});
