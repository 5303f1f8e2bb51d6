import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTempDir } from '../../test/helper.js';
import {
  acquireDataDirLock,
  DATA_DIR_LOCK_FILE_NAME,
  DataDirLockedError,
} from './data-dir-lock.js';

const HOST = os.hostname();

function lockFileOf(dataDir: string): string {
  return path.join(dataDir, DATA_DIR_LOCK_FILE_NAME);
}

/** The pid of a process that has run and exited. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (pid === undefined) throw new Error('could not start a short-lived process');
  return pid;
}

async function refusal(promise: Promise<unknown>): Promise<DataDirLockedError> {
  const error = await promise.then(
    () => new Error('expected the lock to be refused'),
    (reason: unknown) => reason,
  );
  if (error instanceof DataDirLockedError) return error;
  throw error;
}

describe('acquireDataDirLock', () => {
  it('creates the lock file with this pid and host, and deletes it on release', async () => {
    const dataDir = await createTempDir();
    const lock = await acquireDataDirLock(dataDir);
    expect(lock.file).toBe(lockFileOf(dataDir));
    expect(readFileSync(lock.file, 'utf8')).toBe(`${process.pid}\n${HOST}\n`);

    await lock.release();
    expect(existsSync(lock.file)).toBe(false);
    const again = await acquireDataDirLock(dataDir);
    await again.release();
  });

  it('refuses a lock held by a running process, naming the directory and its pid', async () => {
    const dataDir = await createTempDir();
    // The test runner's parent process: running, and not this process.
    const holder = `${process.ppid}\n${HOST}\n`;
    writeFileSync(lockFileOf(dataDir), holder);

    const error = await refusal(acquireDataDirLock(dataDir));

    expect(error.holder.pid).toBe(process.ppid);
    expect(error.message).toContain(`DATA_DIR ${dataDir} is in use`);
    expect(error.message).toContain(`(pid ${process.ppid})`);
    expect(readFileSync(lockFileOf(dataDir), 'utf8')).toBe(holder);
  });

  it('refuses a second claim by this same process (two apps on one directory)', async () => {
    const dataDir = await createTempDir();
    const lock = await acquireDataDirLock(dataDir);
    try {
      expect((await refusal(acquireDataDirLock(dataDir))).holder.pid).toBe(process.pid);
    } finally {
      await lock.release();
    }
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const dataDir = await createTempDir();
    writeFileSync(lockFileOf(dataDir), `${deadPid()}\n${HOST}\n`);

    const lock = await acquireDataDirLock(dataDir);

    expect(readFileSync(lock.file, 'utf8')).toBe(`${process.pid}\n${HOST}\n`);
    await lock.release();
  });

  it('takes over a lock with its own pid left by an earlier process (a restarted container)', async () => {
    const dataDir = await createTempDir();
    writeFileSync(lockFileOf(dataDir), `${process.pid}\n${HOST}\n`);
    const lock = await acquireDataDirLock(dataDir);
    await lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('respects a lock written on another host, whose process it cannot check', async () => {
    const dataDir = await createTempDir();
    writeFileSync(lockFileOf(dataDir), `${process.pid}\nother-host\n`);
    const error = await refusal(acquireDataDirLock(dataDir));
    expect(error.message).toContain(`(pid ${process.pid} on host other-host)`);
  });

  it('lets exactly one of twenty processes racing for a dead lock win, in each of 50 rounds', async () => {
    // One round lets a naive takeover (unlink, then create) through only now and then.
    for (let round = 0; round < 50; round++) {
      const dataDir = await createTempDir();
      const dead = 999_999;
      writeFileSync(lockFileOf(dataDir), `${dead}\n${HOST}\n`);
      // Twenty simulated processes of this host; all but the dead one are running.
      const isRunning = (pid: number) => pid !== dead;
      const pids = Array.from({ length: 20 }, (_, index) => 10_000 + index);

      const results = await Promise.allSettled(
        pids.map((pid) => acquireDataDirLock(dataDir, { pid, isRunning })),
      );

      const winners = pids.filter((_, index) => results[index]?.status === 'fulfilled');
      expect(winners, `round ${round}`).toHaveLength(1);
      expect(readFileSync(lockFileOf(dataDir), 'utf8')).toBe(`${winners[0]}\n${HOST}\n`);
      for (const result of results) {
        if (result.status === 'rejected') {
          expect(result.reason).toBeInstanceOf(DataDirLockedError);
          expect(result.reason.holder.pid).toBe(winners[0]);
        }
      }
      expect(existsSync(`${lockFileOf(dataDir)}.takeover`)).toBe(false);
    }
  });

  it('lets exactly one of twenty processes starting at once on a fresh directory win', async () => {
    const dataDir = path.join(await createTempDir(), 'data');
    const pids = Array.from({ length: 20 }, (_, index) => 20_000 + index);

    const results = await Promise.allSettled(
      pids.map((pid) => acquireDataDirLock(dataDir, { pid, isRunning: () => true })),
    );

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });
});
