import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EngineHealth } from '@jyotish/contract';
import { EphemerisError } from '@jyotish/engine';
import { Piscina } from 'piscina';
import {
  type EngineTask,
  type EngineTaskArgs,
  type EngineTaskName,
  type EngineTaskOutcome,
  type EngineTaskResult,
  runEngineTask,
} from './engine-tasks.js';

/**
 * Worker threads run JavaScript, so the pool always starts the built worker: the one beside
 * this module in `dist`, and, when this module runs from its TypeScript source (Vitest), the
 * one `tsc -b` wrote to `dist` from the same sources (tests that start threads build first,
 * `buildServer` in `test/built-server.ts`).
 */
export const ENGINE_WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? '../../dist/charts/engine-worker.js' : './engine-worker.js',
  import.meta.url,
);

/**
 * Whether sweph keeps its state per thread here. Swiss Ephemeris is compiled with
 * thread-local state except on macOS and Windows (`TLS` in its `sweodef.h`), where worker
 * threads would share one ephemeris and race over its ayanamsa and caches.
 */
export const EPHEMERIS_STATE_PER_THREAD =
  process.platform !== 'darwin' && process.platform !== 'win32';

/** Seconds a client refused by a full queue is asked to wait: a queue drains in well under that. */
export const ENGINE_BUSY_RETRY_AFTER_SECONDS = 2;

/** Thrown by {@link EnginePool.run} when every thread is busy and the queue is full. */
export class EngineBusyError extends Error {
  override readonly name = 'EngineBusyError';
}

export interface EnginePoolOptions {
  /** Worker threads; 0 runs every task inline on the calling thread. */
  readonly threads: number;
  /** Tasks that may wait for a free thread; one more is refused with {@link EngineBusyError}. */
  readonly queueLimit: number;
  /** The worker module; the built `engine-worker.js` unless a test brings a slower one. */
  readonly workerUrl?: URL | undefined;
}

export interface EnginePool {
  /** Runs an engine entry point on a worker thread (or inline without threads). */
  run<N extends EngineTaskName>(name: N, ...args: EngineTaskArgs<N>): Promise<EngineTaskResult<N>>;
  health(): EngineHealth;
  /** Lets the running and queued tasks finish, then stops the threads. */
  close(): Promise<void>;
}

function resultOf<N extends EngineTaskName>(outcome: EngineTaskOutcome<N>): EngineTaskResult<N> {
  if ('ephemerisError' in outcome) throw new EphemerisError(outcome.ephemerisError);
  return outcome.value;
}

function createInlinePool(queueLimit: number): EnginePool {
  return {
    async run(name, ...args) {
      return resultOf(runEngineTask({ name, args }));
    },
    health: () => ({ threads: 0, busyThreads: 0, queued: 0, queueLimit, utilization: 0 }),
    async close() {},
  };
}

/**
 * A pool of `threads` worker threads, all started at once and kept (a task never waits for a
 * thread to load the engine), taking at most `threads + queueLimit` tasks at a time: the
 * count is kept here rather than by Piscina's `maxQueue`, so what is refused is exactly what
 * {@link EngineHealth} reports as full.
 */
export function createEnginePool({
  threads,
  queueLimit,
  workerUrl,
}: EnginePoolOptions): EnginePool {
  if (threads === 0) return createInlinePool(queueLimit);
  const filename = workerUrl ?? ENGINE_WORKER_URL;
  if (!existsSync(fileURLToPath(filename))) {
    throw new Error(
      `The engine worker ${fileURLToPath(filename)} is not built: run \`npm run build\` (or set ENGINE_THREADS=0)`,
    );
  }
  const piscina = new Piscina<EngineTask, EngineTaskOutcome>({
    filename: filename.href,
    minThreads: threads,
    maxThreads: threads,
  });
  let inFlight = 0;
  return {
    async run<N extends EngineTaskName>(name: N, ...args: EngineTaskArgs<N>) {
      if (inFlight >= threads + queueLimit) {
        throw new EngineBusyError('Every engine thread is busy and the queue is full');
      }
      inFlight += 1;
      try {
        const outcome = (await piscina.run({ name, args })) as EngineTaskOutcome<N>;
        return resultOf(outcome);
      } finally {
        inFlight -= 1;
      }
    },
    health: () => ({
      threads,
      busyThreads: Math.min(inFlight, threads),
      queued: Math.max(0, inFlight - threads),
      queueLimit,
      // Piscina's own `utilization` divides its run times by 1000 once too often (5.3.2).
      utilization:
        piscina.completed === 0
          ? 0
          : (piscina.histogram.runTime.mean * piscina.completed) / (piscina.duration * threads),
    }),
    close: () => piscina.close(),
  };
}
