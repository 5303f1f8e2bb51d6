import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bench, describe } from 'vitest';
import { startBuiltServer, waitUntilHealthy } from '../../server/test/built-server.js';

const GOAL_MB = 350;
/** Long enough for V8's idle-time GC to drop the gazetteer's load garbage (about 30 s). */
const REST_MS = 35_000;
const SEARCHES = ['del', 'mumb', 'London', 'वाराणसी', 'Hyderabad, Sindh'];
/** What a few minutes of real use adds: sign-ups and sign-ins (argon2id, zxcvbn), kundlis. */
const SIGN_UPS = 10;
const PASSWORD = 'saffron monsoon over the deccan 42';
const KUNDLI = {
  name: 'Test',
  gender: 'male',
  birthDate: '1990-05-15',
  birthTime: '10:30',
  latitude: 28.6139,
  longitude: 77.209,
};

/** A field of /proc/<pid>/status in MB (`VmRSS`: resident now, `VmHWM`: the peak). */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Math.round(Number(kilobytes) / 1024);
}

async function post(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${response.status} for ${url}: ${await response.text()}`);
  await response.arrayBuffer();
}

/** Sign-ups, two sign-ins each, and a kundli each: the work that grows the process most. */
async function signUpSignInAndCompute(baseUrl: string): Promise<void> {
  for (let index = 0; index < SIGN_UPS; index++) {
    const email = `memory-${index}@example.in`;
    await post(`${baseUrl}/api/auth/signup`, {
      name: `Person ${index}`,
      email,
      password: PASSWORD,
    });
    await Promise.all([
      post(`${baseUrl}/api/auth/login`, { email, password: PASSWORD }),
      post(`${baseUrl}/api/auth/login`, { email, password: PASSWORD }),
      post(`${baseUrl}/api/kundli`, KUNDLI),
    ]);
  }
}

/**
 * Starts the built server as `npm start` does (fresh embedded database), waits until it
 * answers and has loaded the gazetteer, searches a few places, and reads the process's
 * resident memory from /proc: right away, after {@link REST_MS} of rest, and at rest again after
 * some use.
 */
async function measureServerMemory(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jyotish-memory-'));
  const server = await startBuiltServer(dataDir, {
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    // As `npm start` runs it (root package.json): glibc keeps a malloc arena per thread that
    // ever allocated (argon2id hashes 19 MiB on libuv's threads) and rarely gives it back.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  });
  const { baseUrl } = server;
  try {
    const pid = server.child.pid;
    if (pid === undefined) throw new Error('the server did not start');
    // The server listens once the gazetteer is loaded, so health means places too.
    await waitUntilHealthy(server);
    for (const query of SEARCHES) {
      const response = await fetch(
        `${baseUrl}/api/locations/search?query=${encodeURIComponent(query)}`,
      );
      if (!response.ok) throw new Error(`${response.status} for ${query}`);
      await response.arrayBuffer();
    }
    const afterSearches = statusMb(pid, 'VmRSS');
    await new Promise((resolve) => setTimeout(resolve, REST_MS));
    const atRest = statusMb(pid, 'VmRSS');
    await signUpSignInAndCompute(baseUrl);
    await new Promise((resolve) => setTimeout(resolve, REST_MS));
    const atRestAfterUse = statusMb(pid, 'VmRSS');
    console.log(
      `server resident memory at rest: ${atRest} MB (goal < ${GOAL_MB} MB); ` +
        `${afterSearches} MB right after start and ${SEARCHES.length} place searches; ` +
        `${atRestAfterUse} MB at rest after ${SIGN_UPS} sign-ups, ${2 * SIGN_UPS} sign-ins and ` +
        `${SIGN_UPS} kundlis; peak ${statusMb(pid, 'VmHWM')} MB`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('built server memory (VmRSS of the server process, printed)', () => {
  bench('start, load places, search, rest', measureServerMemory, {
    iterations: 1,
    time: 0,
    warmupIterations: 0,
    warmupTime: 0,
  });
});
