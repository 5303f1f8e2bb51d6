import { mkdir, readFile, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/** `<dataDir>/server.lock`: the pid and host name of the server using the embedded database. */
export const DATA_DIR_LOCK_FILE_NAME = 'server.lock';

/** The process named in a lock file. */
export interface LockHolder {
  readonly pid: number;
  readonly hostname: string;
}

/** Refusal to start: another server (or this process already) holds the data directory. */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';

  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    const where = holder.hostname === os.hostname() ? '' : ` on host ${holder.hostname}`;
    super(
      `DATA_DIR ${dataDir} is in use by another Jyotish server (pid ${holder.pid}${where}); ` +
        'two servers on one embedded database would corrupt it. Stop that server, or give ' +
        'this one its own DATA_DIR or a DATABASE_URL. If no Jyotish server runs as pid ' +
        `${holder.pid}, delete ${lockFile}.`,
    );
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Deletes the lock file if it still names this holder; later calls do nothing. */
  release(): Promise<void>;
}

export interface DataDirLockOptions {
  /** The holder to write; this process unless a test plays several processes. */
  readonly pid?: number;
  readonly hostname?: string;
  /** Whether a process of this host runs; `process.kill(pid, 0)` unless a test says. */
  readonly isRunning?: (pid: number) => boolean;
}

/** Lock files (with their holder's pid) claimed by this process and not yet released. */
const claimedHere = new Set<string>();

/** Attempts before giving up on a lock file that keeps changing under us. */
const MAX_ATTEMPTS = 200;
/** A lock file without a readable pid is given this long to get one (its creator is writing). */
const UNREADABLE_GRACE_ATTEMPTS = 10;
const RETRY_DELAY_MS = 20;
/** A takeover takes milliseconds; a takeover directory this old was left by a crash. */
const ABANDONED_TAKEOVER_MS = 10_000;

/**
 * Takes the exclusive lock on `dataDir` that keeps a second server from opening the same
 * embedded database. The lock file is created atomically (`wx`) with the holder's pid and host
 * name. A lock whose holder has died (kill -9, a crash, a power cut) is taken over; two
 * processes racing for the same dead lock take turns through a takeover directory (`mkdir` is
 * atomic) and re-read the file before replacing it, so exactly one wins.
 *
 * A lock naming this process's own pid that this process has not claimed comes from an earlier
 * life of the same pid (a restarted container, where the server is always pid 1) and is taken
 * over; a lock written on another host cannot be checked and is respected.
 *
 * @throws {DataDirLockedError} when a running process holds the lock.
 */
export async function acquireDataDirLock(
  dataDir: string,
  options: DataDirLockOptions = {},
): Promise<DataDirLock> {
  const me: LockHolder = {
    pid: options.pid ?? process.pid,
    hostname: options.hostname ?? os.hostname(),
  };
  const isRunning = options.isRunning ?? isProcessRunning;
  const file = path.join(dataDir, DATA_DIR_LOCK_FILE_NAME);
  const claim = `${me.pid} ${file}`;
  if (claimedHere.has(claim)) throw new DataDirLockedError(dataDir, file, me);
  claimedHere.add(claim);
  try {
    await mkdir(dataDir, { recursive: true });
    await takeLockFile(dataDir, file, me, (holder) => isHeld(holder, me, isRunning));
  } catch (error) {
    claimedHere.delete(claim);
    throw error;
  }

  let released = false;
  return {
    file,
    async release() {
      if (released) return;
      released = true;
      try {
        const current = await readLockFile(file);
        if (current !== null && isSameHolder(parseHolder(current), me)) await unlink(file);
      } finally {
        claimedHere.delete(claim);
      }
    },
  };
}

async function takeLockFile(
  dataDir: string,
  file: string,
  me: LockHolder,
  isHeldByOther: (holder: LockHolder) => boolean,
): Promise<void> {
  const content = formatHolder(me);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (await createExclusively(file, content)) return;
    const existing = await readLockFile(file);
    if (existing === null) continue; // released meanwhile
    const holder = parseHolder(existing);
    if (holder === null) {
      // Between its creator's open and write, or half-written by a crash: wait, then replace.
      if (attempt < UNREADABLE_GRACE_ATTEMPTS) {
        await delay(RETRY_DELAY_MS);
        continue;
      }
    } else if (isHeldByOther(holder)) {
      throw new DataDirLockedError(dataDir, file, holder);
    }
    if (await replaceStaleLock(file, existing, content, isHeldByOther)) return;
    await delay(RETRY_DELAY_MS);
  }
  throw new Error(`Could not take the lock ${file}: it kept changing`);
}

/**
 * Replaces a dead holder's lock file, inside the takeover directory so that only one process
 * at a time does it. Returns false when the lock file changed meanwhile (someone else took it
 * over or a fresh server created it): the caller looks again.
 */
async function replaceStaleLock(
  file: string,
  staleContent: string,
  content: string,
  isHeldByOther: (holder: LockHolder) => boolean,
): Promise<boolean> {
  const takeover = `${file}.takeover`;
  try {
    await mkdir(takeover);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    await removeIfAbandoned(takeover);
    return false;
  }
  try {
    const current = await readLockFile(file);
    if (current !== staleContent) return false;
    // The same content might name a pid reused by a server that has just started.
    const holder = parseHolder(current);
    if (holder !== null && isHeldByOther(holder)) return false;
    await unlink(file);
    return await createExclusively(file, content);
  } finally {
    await rmdir(takeover);
  }
}

/**
 * A takeover directory outlives its process only if that process died within the
 * milliseconds of a takeover; an old one is removed so that later starts are not blocked.
 */
async function removeIfAbandoned(takeover: string): Promise<void> {
  try {
    const { mtimeMs } = await stat(takeover);
    if (Date.now() - mtimeMs > ABANDONED_TAKEOVER_MS) await rmdir(takeover);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}

function isHeld(holder: LockHolder, me: LockHolder, isRunning: (pid: number) => boolean): boolean {
  if (holder.hostname !== me.hostname) return true;
  // Not claimed by this process (checked before): an earlier process that had our pid.
  if (holder.pid === me.pid) return false;
  return isRunning(holder.pid);
}

function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return errorCode(error) === 'EPERM';
  }
}

async function createExclusively(file: string, content: string): Promise<boolean> {
  try {
    await writeFile(file, content, { flag: 'wx', mode: 0o644 });
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
}

async function readLockFile(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

function formatHolder(holder: LockHolder): string {
  return `${holder.pid}\n${holder.hostname}\n`;
}

function parseHolder(content: string): LockHolder | null {
  const [pidLine, hostname] = content.split('\n');
  if (pidLine === undefined || !/^[1-9]\d*$/.test(pidLine) || !hostname) return null;
  return { pid: Number(pidLine), hostname };
}

function isSameHolder(a: LockHolder | null, b: LockHolder): boolean {
  return a !== null && a.pid === b.pid && a.hostname === b.hostname;
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}
