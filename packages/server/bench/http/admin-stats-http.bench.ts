import { afterAll, beforeAll, bench, describe } from 'vitest';
import { type BenchServer, describeLoad, runLoad, startBenchServer } from './http-load.js';

// Method: what an administrator waits for when the dashboard opens, on the built server with
// the embedded database: `GET /api/admin/stats` for the last 7 and the last 30 days (every
// figure counted in SQL from the accounts, payments, chats, reports and the ledger when asked),
// after USERS sign-ups (the most one address may make in an hour) each paying RECHARGES
// recharges through the sandbox and receiving one administrator's adjustment; one request at a
// time, beside the anchor of the same run,
// `GET /api/health` (one trivial query): the floor of any answer that touches the database.

const USERS = 20;
const RECHARGES = 10;
const REQUESTS = 100;
const ADMIN = { email: 'bench-admin@example.in', password: 'saffron-lantern-2044-bench' };

let server: BenchServer;
let adminToken: string;

async function call(path: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify(body),
  });
  const json: unknown = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** An IST calendar day, `days` before today. */
function istDay(daysAgo: number): string {
  const ist = new Date(Date.now() + 5.5 * 3_600_000 - daysAgo * 86_400_000);
  return ist.toISOString().slice(0, 10);
}

beforeAll(async () => {
  server = await startBenchServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  adminToken = ((await call('/api/auth/login', ADMIN)) as { token: string }).token;
  for (let user = 0; user < USERS; user += 1) {
    const { token, user: account } = (await call('/api/auth/signup', {
      name: `Bench ${user}`,
      email: `bench-${user}@example.in`,
      password: 'tamarind-lantern-2044',
    })) as { token: string; user: { id: string } };
    for (let recharge = 0; recharge < RECHARGES; recharge += 1) {
      const order = (await call('/api/wallet/recharge', { packageId: 'inr-100' }, token)) as {
        order: { id: string };
      };
      const paid = await call(
        `/api/payments/sandbox/orders/${order.order.id}/pay`,
        { outcome: 'success' },
        token,
      );
      await call('/api/payments/verify', paid, token);
    }
    await call(
      `/api/admin/wallets/${account.id}/adjustments`,
      { amount: 1_000, reason: 'Bench goodwill credit' },
      adminToken,
    );
  }
}, 600_000);
afterAll(async () => {
  await server?.stop();
});

describe('the admin dashboard’s figures over HTTP, beside /api/health', () => {
  bench(
    'GET /api/admin/stats (7 and 30 days); GET /api/health',
    async () => {
      const auth = { authorization: `Bearer ${adminToken}` };
      const stats = (days: number) => () => ({
        method: 'GET' as const,
        path: `/api/admin/stats?from=${istDay(days - 1)}&to=${istDay(0)}`,
        headers: auth,
      });
      const healthCall = () => ({ method: 'GET' as const, path: '/api/health' });
      await runLoad(server.baseUrl, stats(30), { requests: 10, connections: 1 });
      const week = await runLoad(server.baseUrl, stats(7), { requests: REQUESTS, connections: 1 });
      const month = await runLoad(server.baseUrl, stats(30), {
        requests: REQUESTS,
        connections: 1,
      });
      const health = await runLoad(server.baseUrl, healthCall, {
        requests: REQUESTS,
        connections: 1,
      });
      console.log(
        [
          `${USERS} users, each with ${RECHARGES} sandbox recharges and an adjustment`,
          describeLoad('GET /api/admin/stats, 7 days, 1 connection', week),
          describeLoad('GET /api/admin/stats, 30 days, 1 connection', month),
          describeLoad('GET /api/health (anchor), 1 connection', health),
          `  30 days of figures cost ${(month.perRequestMs / health.perRequestMs).toFixed(1)}× the anchor`,
        ].join('\n'),
      );
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
