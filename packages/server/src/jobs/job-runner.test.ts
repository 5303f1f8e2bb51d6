import { sql } from 'kysely';
import { pino } from 'pino';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../../test/helper.js';
import { defineJobKind, type JobHandler, registeredJobHandler } from './job-kind.js';
import { claimJobs, enqueueJob, pruneSucceededJobs } from './job-queue.js';
import { JobRunner, type JobRunnerOptions } from './job-runner.js';

let database: TestDatabase;
const runners: JobRunner[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop();
});

const log = pino({ level: 'silent' });

function startRunner<Payload>(
  handlers: readonly JobHandler<Payload>[],
  options: Partial<JobRunnerOptions> = {},
): JobRunner {
  const runner = new JobRunner({
    db: database.db,
    log,
    concurrency: 4,
    pollMs: 20,
    leaseMs: 60_000,
    retryBaseMs: 40,
    shutdownGraceMs: 5000,
    ...options,
  });
  for (const handler of handlers) runner.register(registeredJobHandler(handler));
  runners.push(runner);
  runner.start();
  return runner;
}

async function until(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const jobRow = (id: string) =>
  database.db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('a job that throws', () => {
  it('is tried again after a doubling delay, and is dead after its last try', async () => {
    const job = defineJobKind({ kind: 'test.always-fails', payload: z.object({}), maxAttempts: 3 });
    const triedAt: number[] = [];
    // Jitter pinned at its top: the delays are the whole 40 ms, then 80 ms.
    startRunner(
      [
        {
          job,
          run: async () => {
            triedAt.push(performance.now());
            throw new Error(`refused, try ${triedAt.length}`);
          },
        },
      ],
      { random: () => 0.999_999 },
    );
    const id = await enqueueJob(database.db, job, {});
    await until(async () => (await jobRow(id)).state === 'dead');
    const row = await jobRow(id);
    expect(row).toMatchObject({
      state: 'dead',
      attempts: 3,
      max_attempts: 3,
      last_error: 'Error: refused, try 3',
      locked_by: null,
      locked_until: null,
    });
    expect(row.finished_at).toBeInstanceOf(Date);
    expect(triedAt).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = triedAt;
    expect(second - first).toBeGreaterThanOrEqual(38);
    expect(third - second).toBeGreaterThanOrEqual(78);
    // Dead is final: no runner takes it again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(triedAt).toHaveLength(3);
  });

  it('succeeds on a later try and keeps the error it recovered from', async () => {
    const job = defineJobKind({ kind: 'test.fails-once', payload: z.object({}), maxAttempts: 5 });
    let tries = 0;
    startRunner([
      {
        job,
        run: async () => {
          tries += 1;
          if (tries === 1) throw new Error('SMTP 421');
        },
      },
    ]);
    const id = await enqueueJob(database.db, job, {});
    await until(async () => (await jobRow(id)).state === 'succeeded');
    expect(await jobRow(id)).toMatchObject({ attempts: 2, last_error: 'Error: SMTP 421' });
  });

  it("fails with the schema's error when its payload is not what its kind expects", async () => {
    const job = defineJobKind({
      kind: 'test.typed',
      payload: z.object({ to: z.string() }),
      maxAttempts: 1,
    });
    startRunner([{ job, run: async () => undefined }]);
    const id = crypto.randomUUID();
    await database.db
      .insertInto('job')
      .values({ id, kind: job.kind, payload: JSON.stringify({ to: 7 }), max_attempts: 1 })
      .execute();
    await until(async () => (await jobRow(id)).state === 'dead');
    expect((await jobRow(id)).last_error).toMatch(/^ZodError: /);
  });
});

describe('two runners on one database', () => {
  it('never run the same job twice: 300 jobs, each run exactly once', async () => {
    const job = defineJobKind({
      kind: 'test.count',
      payload: z.object({ n: z.number() }),
      maxAttempts: 1,
    });
    const runs = new Map<number, string[]>();
    const handlerFor = (runner: string): JobHandler<{ n: number }> => ({
      job,
      run: async ({ n }) => {
        runs.set(n, [...(runs.get(n) ?? []), runner]);
        // Holds the job a moment, as real work does, so the runners overlap.
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
    });
    const count = 300;
    await Promise.all(Array.from({ length: count }, (_, n) => enqueueJob(database.db, job, { n })));
    startRunner([handlerFor('a')], { workerId: 'runner-a' });
    startRunner([handlerFor('b')], { workerId: 'runner-b' });
    await until(async () => {
      const { total } = await database.db
        .selectFrom('job')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where('kind', '=', job.kind)
        .where('state', '=', 'succeeded')
        .executeTakeFirstOrThrow();
      return Number(total) === count;
    });
    expect(runs.size).toBe(count);
    expect([...runs.values()].filter((runners) => runners.length !== 1)).toEqual([]);
    const byRunner = [...runs.values()].flat();
    console.info(
      `${database.kind}: runner a ran ${byRunner.filter((r) => r === 'a').length} jobs, b ${byRunner.filter((r) => r === 'b').length}`,
    );
    expect(new Set(byRunner)).toEqual(new Set(['a', 'b']));
  });
});

describe('a runner that died', () => {
  it('leaves its job to be taken again once the lease has passed', async () => {
    const job = defineJobKind({ kind: 'test.orphan', payload: z.object({}), maxAttempts: 3 });
    const id = await enqueueJob(database.db, job, {});
    // A runner claims the job and dies: no success, no failure recorded, a 1 ms lease.
    const [claimed] = await claimJobs(database.db, {
      workerId: 'dead-runner',
      kinds: [job.kind],
      limit: 1,
      leaseMs: 1,
    });
    expect(claimed).toMatchObject({ id, state: 'running', attempts: 1, locked_by: 'dead-runner' });
    let runs = 0;
    startRunner([
      {
        job,
        run: async () => {
          runs += 1;
        },
      },
    ]);
    await until(async () => (await jobRow(id)).state === 'succeeded');
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({
      attempts: 2,
      last_error: 'The runner dead-runner did not finish within its lease',
    });
  });

  it('makes its job dead when that was the last try', async () => {
    const job = defineJobKind({ kind: 'test.orphan-last', payload: z.object({}), maxAttempts: 1 });
    const id = await enqueueJob(database.db, job, {});
    await claimJobs(database.db, {
      workerId: 'dead-runner',
      kinds: [job.kind],
      limit: 1,
      leaseMs: 1,
    });
    let runs = 0;
    startRunner([
      {
        job,
        run: async () => {
          runs += 1;
        },
      },
    ]);
    await until(async () => (await jobRow(id)).state === 'dead');
    expect(runs).toBe(0);
  });
});

describe('stopping a runner', () => {
  it('lets the running job finish and claims nothing more', async () => {
    const job = defineJobKind({ kind: 'test.slow', payload: z.object({}), maxAttempts: 1 });
    let started = 0;
    const runner = startRunner([
      {
        job,
        run: async () => {
          started += 1;
          await new Promise((resolve) => setTimeout(resolve, 150));
        },
      },
    ]);
    const first = await enqueueJob(database.db, job, {});
    runner.wake();
    await until(async () => started === 1);
    await runner.stop();
    expect((await jobRow(first)).state).toBe('succeeded');
    const second = await enqueueJob(database.db, job, {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await jobRow(second)).state).toBe('queued');
    expect(started).toBe(1);
  });
});

describe('pruning', () => {
  it('deletes succeeded jobs older than the kept time, and nothing else', async () => {
    const job = defineJobKind({ kind: 'test.prune', payload: z.object({}), maxAttempts: 1 });
    const old = await enqueueJob(database.db, job, {});
    const recent = await enqueueJob(database.db, job, {});
    const deadOld = await enqueueJob(database.db, job, {});
    const finishedDaysAgo = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;
    await database.db
      .updateTable('job')
      .set({ state: 'succeeded', finished_at: finishedDaysAgo(8) })
      .where('id', '=', old)
      .execute();
    await database.db
      .updateTable('job')
      .set({ state: 'succeeded', finished_at: finishedDaysAgo(1) })
      .where('id', '=', recent)
      .execute();
    await database.db
      .updateTable('job')
      .set({ state: 'dead', finished_at: finishedDaysAgo(30) })
      .where('id', '=', deadOld)
      .execute();
    expect(await pruneSucceededJobs(database.db, 7 * 24 * 60 * 60 * 1000)).toBe(1);
    const left = await database.db
      .selectFrom('job')
      .select('id')
      .where('kind', '=', job.kind)
      .execute();
    expect(left.map((row) => row.id).sort()).toEqual([recent, deadOld].sort());
  });
});
