import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './built-server.js';

/**
 * A PostgreSQL server of a test's own (initdb into a temporary directory, its own port), for
 * the fault tests that stop and start it: the machine's server, which every other test file
 * uses at the same time, is never touched.
 */
export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`. */
  readonly url: string;
  /** Fast shutdown: open connections are ended with 57P01, new ones refused. */
  stop(): void;
  start(): void;
  /** Stops the server and removes its directory. */
  destroy(): Promise<void>;
}

/** Debian's `/usr/lib/postgresql/<version>/bin` holding initdb, or undefined. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions
    .map((version) => path.join(root, version, 'bin'))
    .find((bin) => existsSync(path.join(bin, 'initdb')));
}

/** The `postgres` account's ids: initdb refuses to run as root. */
function postgresAccount(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  return { uid: id('-u'), gid: id('-g') };
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (bin === undefined) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jyotish-pg-'));
  const account = postgresAccount();
  if (account) await chown(dir, account.uid, account.gid);
  const run = (program: string, args: readonly string[]) => {
    const command = path.join(bin, program);
    const [file, argv] = account
      ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
      : [command, [...args]];
    execFileSync(file, argv, { stdio: 'ignore' });
  };
  const port = await freePort();
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const server: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () =>
      run('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'log'), '-o', options, 'start']),
    stop: () => run('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']),
    async destroy() {
      try {
        server.stop();
      } catch {
        // already stopped
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
  server.start();
  return server;
}
