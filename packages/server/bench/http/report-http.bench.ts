import { KundliRequestSchema } from '@jyotish/contract';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { buildReportContent } from '../../src/reports/build-report.js';
import { inlineReportCharts } from '../../src/reports/inline-report-charts.js';
import { prepareReportChart } from '../../src/reports/report-chart.js';
import { typesetInChildProcess } from '../../src/reports/typeset/typeset-child.js';
import { type BenchServer, percentile, startBenchServer } from './http-load.js';

// Method: what a buyer of the Hindi life report waits for, on the built server with the
// embedded database: the purchase (`POST /api/reports`: validation, the chart checked, the
// wallet charged, the job queued) and then the report ready (polled every 25 ms, as the
// results page polls every second); beside its parts in process, the chart with its
// 82 sections and the PDF typeset in a process of its own (the built
// `typeset-process.js`, as the server runs it), with that process's peak memory; beside the
// anchor of the same run, the free kundli over HTTP. Each report is for another birth date,
// so nothing is served from a cache.

const REPORTS = 6;
const KUNDLIS = 30;
const POLL_MS = 25;
const TYPESET_PROCESS = new URL('../../dist/reports/typeset/typeset-process.js', import.meta.url);

let server: BenchServer;
let token: string;

const birthOn = (index: number) => ({
  name: 'Asha Verma',
  gender: 'female',
  birthDate: `19${70 + index}-0${1 + (index % 9)}-1${index % 9}`,
  birthTime: '10:30',
  latitude: 28.6139,
  longitude: 77.209,
});

async function call(method: string, path: string, body?: unknown) {
  const start = performance.now();
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': crypto.randomUUID(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return { ms: performance.now() - start, json };
}

function summary(label: string, values: readonly number[], unit = 'ms'): string {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return `  ${label}: mean ${mean.toFixed(0)} ${unit}, p50 ${percentile(sorted, 0.5).toFixed(0)} ${unit}, max ${sorted.at(-1)?.toFixed(0)} ${unit}`;
}

beforeAll(async () => {
  server = await startBenchServer();
  const signup = await fetch(`${server.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      email: 'reports@example.in',
      password: 'jamun-veranda-2045',
    }),
  });
  token = ((await signup.json()) as { token: string }).token;
  // ₹2,000 of credit and ₹300 of bonus buys four reports: three recharges cover the six.
  for (let recharge = 0; recharge < 3; recharge += 1) {
    const order = await call('POST', '/api/wallet/recharge', { packageId: 'inr-2000' });
    const { id } = (order.json as { order: { id: string } }).order;
    const paid = await call('POST', `/api/payments/sandbox/orders/${id}/pay`, {
      outcome: 'success',
    });
    await call('POST', '/api/payments/verify', paid.json);
  }
});
afterAll(async () => {
  await server?.stop();
});

describe('the Hindi life report, bought over HTTP, beside its parts and the kundli', () => {
  bench(
    'POST /api/reports → ready; chart and content; PDF in its process; POST /api/kundli',
    async () => {
      const purchase: number[] = [];
      const ready: number[] = [];
      for (let index = 0; index < REPORTS; index += 1) {
        const start = performance.now();
        const bought = await call('POST', '/api/reports', {
          type: 'life',
          lang: 'hi',
          birth: birthOn(index),
        });
        purchase.push(bought.ms);
        const { id } = (bought.json as { report: { id: string } }).report;
        for (;;) {
          const { json } = await call('GET', `/api/reports/${id}`);
          const { status } = (json as { report: { status: string } }).report;
          if (status === 'ready') break;
          if (status === 'failed') throw new Error(`report ${id} failed`);
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
        ready.push(performance.now() - start);
      }

      const charts = inlineReportCharts();
      const content: number[] = [];
      const typeset: number[] = [];
      const peak: number[] = [];
      const atStart: number[] = [];
      for (let index = 0; index < REPORTS; index += 1) {
        const start = performance.now();
        const birth = KundliRequestSchema.parse(birthOn(index + REPORTS));
        const chart = await prepareReportChart(charts, { birth }, Date.now());
        const report = buildReportContent('life', chart, 'hi', 'bench');
        content.push(performance.now() - start);
        const typesetStart = performance.now();
        const pdf = await typesetInChildProcess(report, TYPESET_PROCESS);
        typeset.push(performance.now() - typesetStart);
        peak.push(pdf.peakRss / 2 ** 20);
        atStart.push(pdf.baselineRss / 2 ** 20);
      }

      const kundli: number[] = [];
      for (let index = 0; index < KUNDLIS; index += 1) {
        kundli.push((await call('POST', '/api/kundli', birthOn(index % 9))).ms);
      }

      console.log(
        [
          `Hindi life report (82 sections), ${REPORTS} reports, one at a time:`,
          summary('POST /api/reports, the purchase answered', purchase),
          summary('purchase to report ready (what the buyer waits for)', ready),
          summary('in process: chart and 82 sections', content),
          summary('in process: PDF typeset in its own process, spawn included', typeset),
          summary('typesetting process peak resident memory', peak, 'MiB'),
          summary('typesetting process resident memory at its start', atStart, 'MiB'),
          summary('anchor: POST /api/kundli', kundli),
        ].join('\n'),
      );
    },
    { iterations: 1, warmupIterations: 0, time: 0 },
  );
});
