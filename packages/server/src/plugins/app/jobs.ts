import fp from 'fastify-plugin';
import { type JobHandler, type JobKind, registeredJobHandler } from '../../jobs/job-kind.js';
import { enqueueJob, type JobExecutor } from '../../jobs/job-queue.js';
import { JobRunner } from '../../jobs/job-runner.js';

/** The background jobs of this process: enqueue one, register a kind's handler. */
export interface JobQueue {
  /**
   * Adds a job and wakes this process's runner. Pass the caller's transaction as `db` to
   * enqueue with its writes; then call `wake()` after the commit, since a runner woken before
   * it cannot see the job yet and would otherwise only find it at its next poll.
   */
  enqueue<Payload>(
    job: JobKind<Payload>,
    payload: Payload,
    options?: { readonly db?: JobExecutor; readonly delayMs?: number },
  ): Promise<string>;
  wake(): void;
  /** Registered while the app loads; the runner starts once the app is ready. */
  register<Payload>(handler: JobHandler<Payload>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** Running jobs get this long to finish when the server shuts down. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Decorates `app.jobs` and runs this process's job runner from `onReady` to `onClose` (after
 * the requests in flight have finished, before the database closes): it stops claiming, lets
 * the running jobs finish, and a job still running after the grace time is taken back by a
 * runner once its lease has passed.
 */
export const jobsPlugin = fp(
  async (app) => {
    const runner = new JobRunner({
      ...app.config.jobs,
      shutdownGraceMs: SHUTDOWN_GRACE_MS,
      db: app.db,
      log: app.log.child({ component: 'jobs' }),
    });
    app.decorate('jobs', {
      async enqueue(job, payload, { db = app.db, delayMs } = {}) {
        const id = await enqueueJob(db, job, payload, delayMs === undefined ? {} : { delayMs });
        runner.wake();
        return id;
      },
      wake: () => runner.wake(),
      register: (handler) => runner.register(registeredJobHandler(handler)),
    } satisfies JobQueue);
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
