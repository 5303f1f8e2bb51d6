import { afterAll, beforeAll, bench, describe } from 'vitest';
import {
  type BenchServer,
  describeLoad,
  percentile,
  runLoad,
  startBenchServer,
} from './http-load.js';

// Method: what a user waits for when they pay, on the built server with the embedded database
// and the sandbox gateway: a whole recharge (create the order, pay on the sandbox checkout,
// verify, which credits the wallet and issues the receipt), one at a time, each step timed;
// then the wallet page's answer (`GET /api/wallet`, 20 lines of a 60-line history) one at a
// time and over 8 connections, beside the anchor of the same run, `GET /api/health` (one
// trivial query): the floor of any answer that touches the database.

const FLOWS = 30;
const PAGES = 200;

let server: BenchServer;
let token: string;

async function post(path: string, body: unknown): Promise<{ ms: number; json: unknown }> {
  const start = performance.now();
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json: unknown = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return { ms: performance.now() - start, json };
}

function summary(label: string, values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return `${label}: mean ${mean.toFixed(1)} ms, p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms`;
}

beforeAll(async () => {
  server = await startBenchServer();
  const signup = await fetch(`${server.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      email: 'bench@example.in',
      password: 'tamarind-lantern-2044',
    }),
  });
  token = ((await signup.json()) as { token: string }).token;
});
afterAll(async () => {
  await server?.stop();
});

describe('a recharge and the wallet page over HTTP, beside /api/health', () => {
  bench(
    'recharge → sandbox pay → verify; GET /api/wallet; GET /api/health',
    async () => {
      const steps = {
        order: [] as number[],
        pay: [] as number[],
        verify: [] as number[],
        total: [] as number[],
      };
      for (let flow = 0; flow < FLOWS; flow += 1) {
        const order = await post('/api/wallet/recharge', { packageId: 'inr-100' });
        const { id } = (order.json as { order: { id: string } }).order;
        const pay = await post(`/api/payments/sandbox/orders/${id}/pay`, { outcome: 'success' });
        const verify = await post('/api/payments/verify', pay.json);
        steps.order.push(order.ms);
        steps.pay.push(pay.ms);
        steps.verify.push(verify.ms);
        steps.total.push(order.ms + pay.ms + verify.ms);
      }
      const auth = { authorization: `Bearer ${token}` };
      const walletCall = () => ({ method: 'GET' as const, path: '/api/wallet', headers: auth });
      const healthCall = () => ({ method: 'GET' as const, path: '/api/health' });
      await runLoad(server.baseUrl, walletCall, { requests: 20, connections: 1 });
      const walletOne = await runLoad(server.baseUrl, walletCall, {
        requests: PAGES,
        connections: 1,
      });
      const healthOne = await runLoad(server.baseUrl, healthCall, {
        requests: PAGES,
        connections: 1,
      });
      const walletMany = await runLoad(server.baseUrl, walletCall, {
        requests: PAGES,
        connections: 8,
      });
      console.log(
        [
          summary(`a whole recharge (${FLOWS}, one at a time)`, steps.total),
          `  ${summary('create the order', steps.order)}`,
          `  ${summary('pay on the sandbox checkout', steps.pay)}`,
          `  ${summary('verify and credit (receipt included)', steps.verify)}`,
          describeLoad('GET /api/wallet, 1 connection', walletOne),
          describeLoad('GET /api/health (anchor), 1 connection', healthOne),
          `  the wallet page costs ${(walletOne.perRequestMs / healthOne.perRequestMs).toFixed(1)}× the anchor`,
          describeLoad('GET /api/wallet, 8 connections', walletMany),
        ].join('\n'),
      );
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
