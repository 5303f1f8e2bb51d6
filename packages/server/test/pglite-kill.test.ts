import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BuiltServer,
  buildServer,
  startBuiltServer,
  waitUntilHealthy,
} from './built-server.js';
import { createTempDir } from './helper.js';

// Issue 22, faults: the embedded database killed with `kill -9` in the middle of writes. Every
// write the server acknowledged must be there after a restart on the same data directory.

const PASSWORD = 'cardamom-ferry-at-dawn-57';

const started: BuiltServer[] = [];

async function startServer(dataDir: string): Promise<BuiltServer> {
  // The embedded database (DATABASE_URL empty); this host exempt from the sign-ups an
  // address may make in an hour, so that the writes are not refused.
  const server = await startBuiltServer(dataDir, {
    NODE_ENV: 'test',
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
  });
  started.push(server);
  await waitUntilHealthy(server);
  return server;
}

beforeAll(buildServer, 180_000);

afterAll(async () => {
  for (const server of started) await server.stop();
});

// The embedded database alone: in `.ci/run`'s PostgreSQL pass the same test would start the
// same embedded server a second time.
describe.skipIf(process.env.TEST_DATABASE_URL)(
  'the embedded database killed with kill -9 during writes',
  () => {
    it('keeps every acknowledged sign-up after a restart on the same DATA_DIR', async () => {
      const dataDir = await createTempDir('jyotish-kill-');
      const first = await startServer(dataDir);
      const acknowledged: string[] = [];
      let next = 0;
      let killed = false;
      // Four writers sign up one account after another until the process dies under them.
      const writer = async () => {
        while (!killed) {
          const email = `kill-${next++}@example.in`;
          try {
            const response = await fetch(`${first.baseUrl}/api/auth/signup`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ name: 'Kill Test', email, password: PASSWORD }),
            });
            if (response.status === 201) acknowledged.push(email);
            else if (!killed) throw new Error(`sign-up answered ${response.status}`);
          } catch (error) {
            if (!killed) throw error;
          }
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      // Kill once a few dozen are acknowledged: the next ones are in flight.
      while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 20));
      killed = true;
      first.child.kill('SIGKILL');
      await first.exited;
      await Promise.all(writers);
      const sent = next;

      // The dead process left its lock file behind: the restart takes it over.
      const second = await startServer(dataDir);
      const missing: string[] = [];
      for (const email of acknowledged) {
        const login = await fetch(`${second.baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: PASSWORD }),
        });
        if (login.status !== 200) missing.push(`${email}: ${login.status}`);
      }
      expect(missing).toEqual([]);
      expect(acknowledged.length).toBeGreaterThanOrEqual(30);
      expect(sent).toBeGreaterThan(acknowledged.length);
    }, 180_000);
  },
);
