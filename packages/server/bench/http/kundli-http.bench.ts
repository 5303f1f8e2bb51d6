import { KundliRequestSchema, KundliResponseSchema } from '@jyotish/contract';
import { computeKundli, computeSaturnIngresses, sadeSati } from '@jyotish/engine';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { computeBirthChart } from '../../src/charts/birth-chart.js';
import { responseSerializerCompiler } from '../../src/response-serializer.js';
import { presentKundli } from '../../src/routes/api/kundli/kundli-presenter.js';
import { type BenchServer, describeLoad, runLoad, startBenchServer } from './http-load.js';

// The full kundli as a client waits for it (over HTTP: validation, engine, presenter,
// serialisation, the socket), beside its parts timed in process on the same births; and the
// sade sati answer over HTTP beside its engine alone.
let server: BenchServer;
beforeAll(async () => {
  server = await startBenchServer();
});
afterAll(async () => {
  await server?.stop();
});

const DAY_MS = 86_400_000;
/** Distinct births: a day every 37 days over 1900–2099, a minute of the day, a place across India. */
function birthAt(index: number) {
  const date = new Date(Date.UTC(1900, 0, 1) + ((index * 37) % 73_000) * DAY_MS);
  const minute = (index * 97) % 1440;
  return {
    birthDate: date.toISOString().slice(0, 10),
    birthTime: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
    latitude: Number((8 + (index % 250) * 0.1).toFixed(2)),
    longitude: Number((69 + (Math.floor(index / 250) % 25)).toFixed(2)),
  };
}

const kundliCall = (offset: number) => (index: number) => ({
  method: 'POST' as const,
  path: '/api/kundli',
  body: birthAt(offset + index),
});

function perRun(runs: number, work: (index: number) => void): number {
  const start = performance.now();
  for (let index = 0; index < runs; index++) work(index);
  return (performance.now() - start) / runs;
}

describe('the full kundli and sade sati over HTTP beside their parts in process', () => {
  bench(
    'POST /api/kundli and /api/sade-sati, 8 connections',
    async () => {
      await runLoad(server.baseUrl, kundliCall(100_000), { requests: 300 });
      const overHttp = await runLoad(server.baseUrl, kundliCall(0), { requests: 2000 });

      const fullOverHttp = await runLoad(
        server.baseUrl,
        (index) => ({
          ...kundliCall(300_000)(index),
          body: { ...birthAt(300_000 + index), dashaLevels: 3 },
        }),
        { requests: 500 },
      );
      const pratyantarOverHttp = await runLoad(
        server.baseUrl,
        (index) => ({
          method: 'POST' as const,
          path: '/api/kundli/pratyantar-dasha',
          body: { birth: birthAt(400_000 + index), mahaLord: 'venus', antarLord: 'moon' },
        }),
        { requests: 1000 },
      );

      // In process, on the same kind of births: the engine, the presenter and the serialiser
      // production uses, with the default dasha (maha and antar) and with all three levels.
      const inProcess = (dashaLevels: 2 | 3) => {
        const births = Array.from({ length: 300 }, (_, index) =>
          KundliRequestSchema.parse({
            ...birthAt(50_000 + index),
            timezone: 'Asia/Kolkata',
            dashaLevels,
          }),
        );
        const charts = births.map((birth) => computeBirthChart(birth));
        const present = (index: number) => {
          const birth = births[index];
          const chart = charts[index];
          if (!birth || !chart) throw new Error('no birth');
          return presentKundli(
            { ...birth, timezoneSource: 'request' },
            chart.zoned,
            chart.used,
            chart.kundli,
          );
        };
        perRun(births.length, (index) => serialize(present(index)));
        const engineMs = perRun(births.length, (index) => {
          const birth = births[index];
          const chart = charts[index];
          if (birth && chart) {
            computeKundli(
              { utcMs: chart.used.utcMs, latitude: birth.latitude, longitude: birth.longitude },
              { dashaLevels },
            );
          }
        });
        const presenterMs = perRun(births.length, present);
        const answers = births.map((_, index) => present(index));
        const serialiseMs = perRun(answers.length, (index) => serialize(answers[index]));
        return (
          `in process, dasha to level ${dashaLevels}, per chart: engine ${engineMs.toFixed(3)} ms, ` +
          `presenter ${presenterMs.toFixed(3)} ms, serialisation ${serialiseMs.toFixed(3)} ms`
        );
      };
      const serialize = responseSerializerCompiler({ checked: false })({
        schema: KundliResponseSchema,
        method: 'POST',
        url: '/api/kundli',
        httpStatus: '200',
      });
      const defaultInProcess = inProcess(2);
      const fullInProcess = inProcess(3);

      await runLoad(server.baseUrl, (index) => sadeSatiCall(200_000 + index), { requests: 8 });
      const sadeSatiOverHttp = await runLoad(server.baseUrl, sadeSatiCall, { requests: 1000 });
      const lifetime = 100 * 365.25 * DAY_MS;
      const sadeSatiEngineMs = perRun(1000, (index) => {
        const birthMs = Date.UTC(1900, 0, 1) + index * 37 * DAY_MS;
        sadeSati(1 + (index % 12), birthMs, birthMs + lifetime);
      });
      const directMs = perRun(3, (index) => {
        const birthMs = Date.UTC(1900, 0, 1) + index * 37 * DAY_MS;
        computeSaturnIngresses(birthMs, birthMs + lifetime);
      });

      console.log(
        [
          describeLoad('kundli over HTTP (default: maha and antar dasha)', overHttp),
          describeLoad('kundli over HTTP with all 729 pratyantars (dashaLevels 3)', fullOverHttp),
          describeLoad('one antardasha’s pratyantars over HTTP', pratyantarOverHttp),
          defaultInProcess,
          fullInProcess,
          describeLoad('sade sati over HTTP', sadeSatiOverHttp),
          `in process: sade sati for 100 years ${sadeSatiEngineMs.toFixed(3)} ms (Saturn's ingresses from the table); the same ingresses from the ephemeris ${directMs.toFixed(1)} ms`,
        ].join('\n'),
      );
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});

function sadeSatiCall(index: number) {
  return { method: 'POST' as const, path: '/api/sade-sati', body: { birth: birthAt(index) } };
}
