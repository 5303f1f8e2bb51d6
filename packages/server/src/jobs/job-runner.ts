import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { JobsConfig } from '../config.js';
import type { AppDatabase } from '../db/schema.js';
import type { RegisteredJobHandler } from './job-kind.js';
import {
  claimJobs,
  type JobRow,
  markJobFailed,
  markJobSucceeded,
  pruneSucceededJobs,
  recoverStaleJobs,
} from './job-queue.js';
import { retryDelayMs } from './retry-delay.js';

/** Succeeded jobs are kept this long (for the admin list), then deleted. */
const KEEP_SUCCEEDED_JOBS_MS = 7 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface JobRunnerSettings extends JobsConfig {
  /** After `stop()`, how long running jobs may still finish before their signal is aborted. */
  readonly shutdownGraceMs: number;
}

export interface JobRunnerOptions extends JobRunnerSettings {
  readonly db: AppDatabase;
  readonly log: FastifyBaseLogger;
  /** Names this runner in `locked_by`; unique per process by default. */
  readonly workerId?: string;
  /** In [0, 1); the retry jitter (tests pass a fixed one). */
  readonly random?: () => number;
}

/**
 * Claims due jobs and runs them with the handler of their kind, up to `concurrency` at a
 * time. It looks at the table every `pollMs`, at once when `wake()` is called (a job was
 * enqueued in this process) and whenever a running job finishes and frees a slot.
 */
export class JobRunner {
  readonly workerId: string;
  readonly #options: JobRunnerOptions;
  readonly #handlers = new Map<string, RegisteredJobHandler>();
  readonly #running = new Set<Promise<void>>();
  readonly #abort = new AbortController();
  #loop: Promise<void> | null = null;
  #stopping = false;
  #woken = false;
  #sleeping: { resolve: () => void; timer: NodeJS.Timeout } | null = null;
  #lastPruneAt = 0;

  constructor(options: JobRunnerOptions) {
    this.#options = options;
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${crypto.randomUUID()}`;
  }

  /** Adds the handler of one kind; a second handler for the same kind is a programming error. */
  register(handler: RegisteredJobHandler): void {
    if (this.#handlers.has(handler.kind)) {
      throw new Error(`A handler for jobs of kind "${handler.kind}" is already registered`);
    }
    this.#handlers.set(handler.kind, handler);
  }

  start(): void {
    if (this.#loop || this.#options.concurrency === 0) return;
    this.#loop = this.#runLoop();
  }

  /** Look at the table now instead of at the next poll. */
  wake(): void {
    this.#woken = true;
    this.#sleeping?.resolve();
  }

  /**
   * Claims nothing more, waits up to `shutdownGraceMs` for the running jobs, then aborts the
   * signal of those still running (their lease lets another runner take them again later).
   */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.wake();
    await this.#loop;
    if (this.#running.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.#options.shutdownGraceMs);
      });
      await Promise.race([Promise.allSettled([...this.#running]), grace]);
      clearTimeout(timer);
    }
    this.#abort.abort();
  }

  async #runLoop(): Promise<void> {
    while (!this.#stopping) {
      this.#woken = false;
      let claimedAll = false;
      try {
        claimedAll = await this.#runDueJobs();
      } catch (error) {
        this.#options.log.error({ err: error }, 'claiming background jobs failed');
      }
      // A full batch means more may be waiting: look again as soon as a slot frees.
      if (!this.#stopping && !(claimedAll && this.#freeSlots() > 0)) await this.#sleep();
    }
  }

  #freeSlots(): number {
    return this.#options.concurrency - this.#running.size;
  }

  #sleep(): Promise<void> {
    if (this.#woken) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#sleeping?.resolve(), this.#options.pollMs);
      this.#sleeping = {
        timer,
        resolve: () => {
          clearTimeout(timer);
          this.#sleeping = null;
          resolve();
        },
      };
    });
  }

  /**
   * One round: takes back jobs whose lease ran out, prunes old succeeded jobs (hourly), claims
   * as many due jobs as there are free slots and starts them. Returns whether it filled every
   * free slot.
   */
  async #runDueJobs(): Promise<boolean> {
    const { db, log, leaseMs } = this.#options;
    const recovered = await recoverStaleJobs(db);
    if (recovered > 0) log.warn({ jobs: recovered }, 'took back jobs whose runner did not finish');
    if (Date.now() - this.#lastPruneAt > PRUNE_EVERY_MS) {
      this.#lastPruneAt = Date.now();
      const pruned = await pruneSucceededJobs(db, KEEP_SUCCEEDED_JOBS_MS);
      if (pruned > 0) log.info({ jobs: pruned }, 'pruned old succeeded jobs');
    }
    const limit = this.#freeSlots();
    if (limit <= 0) return false;
    const claimed = await claimJobs(db, {
      workerId: this.workerId,
      kinds: [...this.#handlers.keys()],
      limit,
      leaseMs,
    });
    for (const job of claimed) {
      const running = this.#runJob(job).finally(() => {
        this.#running.delete(running);
        this.wake();
      });
      this.#running.add(running);
    }
    return claimed.length === limit;
  }

  async #runJob(job: JobRow): Promise<void> {
    const { db, retryBaseMs } = this.#options;
    const log = this.#options.log.child({
      jobId: job.id,
      jobKind: job.kind,
      attempt: job.attempts,
    });
    const handler = this.#handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for jobs of kind "${job.kind}"`);
      await handler.run(job.payload, {
        jobId: job.id,
        attempt: job.attempts,
        signal: this.#abort.signal,
        log,
      });
      const recorded = await markJobSucceeded(db, {
        id: job.id,
        workerId: this.workerId,
        ...(handler.redactOnSuccess ? { payload: handler.redactOnSuccess(job.payload) } : {}),
      });
      if (!recorded) log.warn('job finished after its lease had passed to another runner');
    } catch (error) {
      const delay = retryDelayMs(job.attempts, retryBaseMs, this.#options.random ?? Math.random);
      try {
        const state = await markJobFailed(db, {
          id: job.id,
          workerId: this.workerId,
          error,
          retryDelayMs: delay,
        });
        if (state === 'dead') log.error({ err: error }, 'job failed its last try: dead');
        else log.warn({ err: error, retryInMs: delay }, 'job failed; it will be tried again');
      } catch (recordError) {
        // The lease will run out and another round take the job back.
        log.error({ err: recordError, jobError: error }, 'could not record a failed job');
      }
    }
  }
}
