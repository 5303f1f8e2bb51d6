import { availableParallelism } from 'node:os';
import { afterAll, bench, describe } from 'vitest';
import {
  type BenchServer,
  describeLoad,
  type HttpCall,
  probeUntil,
  runLoad,
  startBenchServer,
} from './http-load.js';

// `/api/health` while the chart endpoints are saturated, with the engine pool (one thread per
// core, the default) and without it (ENGINE_THREADS=0: everything on the event loop).
const servers: BenchServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
});

const pad = (value: number) => String(value).padStart(2, '0');

/** A distinct birth per index (a minute apart, a place 0.01° apart), so no cache helps. */
function birth(index: number) {
  const minutes = index % 1440;
  return {
    birthDate: `19${50 + (index % 50)}-${pad(1 + (index % 12))}-${pad(1 + (index % 28))}`,
    birthTime: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
    latitude: 10 + (index % 2000) * 0.01,
    longitude: 77.2,
  };
}

/** Kundli, panchang and sade sati in turn, each one distinct. */
function chartCall(index: number): HttpCall {
  switch (index % 3) {
    case 0:
      return { method: 'POST', path: '/api/kundli', body: birth(index) };
    case 1: {
      const day = new Date(Date.UTC(2025, 0, 1 + (index % 365))).toISOString().slice(0, 10);
      const latitude = (20 + (index % 1000) * 0.01).toFixed(2);
      return { method: 'GET', path: `/api/panchang?date=${day}&latitude=${latitude}&longitude=72` };
    }
    default:
      return { method: 'POST', path: '/api/sade-sati', body: { birth: birth(index) } };
  }
}

const HEALTH_PATH = '/api/health';
/** Enough for several seconds of saturation, so the health probe's p99 rests on hundreds of answers. */
const LOAD_REQUESTS = 6000;

/**
 * On a machine loaded by other work the embedded database's first start can overrun Fastify's
 * 10 s plugin timeout; such a start is tried again rather than losing the whole run.
 */
async function startServer(env: Record<string, string>, attempts = 3): Promise<BenchServer> {
  try {
    return await startBenchServer(env);
  } catch (error) {
    if (attempts <= 1) throw error;
    return startServer(env, attempts - 1);
  }
}

async function healthUnderLoad(label: string, env: Record<string, string>): Promise<string> {
  const server = await startServer(env);
  servers.push(server);
  await runLoad(server.baseUrl, chartCall, { requests: 60 }); // warm up
  const load = runLoad(server.baseUrl, (index) => chartCall(index + 1000), {
    requests: LOAD_REQUESTS,
    connections: 8,
  });
  const health = await probeUntil(server.baseUrl, HEALTH_PATH, load);
  const lines = [
    describeLoad(`${label}: kundli, panchang, sade sati`, await load),
    describeLoad(`${label}: /api/health meanwhile`, health),
  ];
  await server.stop();
  return lines.join('\n');
}

describe('/api/health while kundli, panchang and sade sati are saturated', () => {
  bench(
    '8 connections of charts, with and without the engine pool',
    async () => {
      const pooled = await healthUnderLoad(`pool of ${availableParallelism()} threads`, {});
      const inline = await healthUnderLoad('inline (ENGINE_THREADS=0)', { ENGINE_THREADS: '0' });
      console.log([pooled, inline].join('\n'));
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
