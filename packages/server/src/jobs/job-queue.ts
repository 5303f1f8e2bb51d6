import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, JobStateColumn, JobTable, JsonValue } from '../db/schema.js';
import type { JobKind } from './job-kind.js';

/** The database or a transaction of the caller: a job enqueued in one commits with it. */
export type JobExecutor = Kysely<Database>;

export type JobRow = Selectable<JobTable>;

/** Errors longer than this are cut: a stack of HTML from a proxy must not bloat the table. */
const LAST_ERROR_MAX_LENGTH = 2000;

function seconds(milliseconds: number) {
  return sql`make_interval(secs => ${milliseconds / 1000})`;
}

/**
 * Adds a job, due at once or after `delayMs`. Inside a caller's transaction (pass it as `db`)
 * the job exists only if that transaction commits: a welcome mail for a user row that was
 * rolled back is never sent. Returns the job's id.
 */
export async function enqueueJob<Payload>(
  db: JobExecutor,
  job: JobKind<Payload>,
  payload: Payload,
  options: { readonly delayMs?: number } = {},
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto('job')
    .values({
      id,
      kind: job.kind,
      payload: JSON.stringify(job.payload.parse(payload)),
      max_attempts: job.maxAttempts,
      ...(options.delayMs ? { run_at: sql<Date>`now() + ${seconds(options.delayMs)}` } : {}),
    })
    .execute();
  return id;
}

/**
 * Takes up to `limit` due jobs of the given kinds for `workerId`, oldest due first, and leases
 * them for `leaseMs`: each try is counted when it starts, so a try whose runner dies still
 * counts. `FOR UPDATE SKIP LOCKED` lets runners claim in parallel on PostgreSQL without
 * waiting for or taking each other's rows; on PGlite the one connection serialises them.
 */
export async function claimJobs(
  db: JobExecutor,
  claim: {
    readonly workerId: string;
    readonly kinds: readonly string[];
    readonly limit: number;
    readonly leaseMs: number;
  },
): Promise<JobRow[]> {
  if (claim.limit <= 0 || claim.kinds.length === 0) return [];
  const { rows } = await sql<JobRow>`
    with due as (
      select id from job
      where state in ('queued', 'retrying') and run_at <= now() and kind in (${sql.join(claim.kinds)})
      order by run_at, id
      limit ${claim.limit}
      for update skip locked
    )
    update job set
      state = 'running',
      attempts = job.attempts + 1,
      locked_by = ${claim.workerId},
      locked_until = now() + ${seconds(claim.leaseMs)},
      updated_at = now()
    from due
    where job.id = due.id
    returning job.*`.execute(db);
  return rows;
}

/**
 * Running jobs whose lease has passed (their runner died or hung) go back to `retrying`, due
 * now, or to `dead` if that was their last try. Returns how many were taken back.
 */
export async function recoverStaleJobs(db: JobExecutor): Promise<number> {
  const result = await sql`
    with stale as (
      select id from job
      where state = 'running' and locked_until < now()
      for update skip locked
    )
    update job set
      state = case when job.attempts >= job.max_attempts then 'dead' else 'retrying' end,
      finished_at = case when job.attempts >= job.max_attempts then now() end,
      last_error = 'The runner ' || coalesce(job.locked_by, '?') || ' did not finish within its lease',
      run_at = now(),
      locked_by = null,
      locked_until = null,
      updated_at = now()
    from stale
    where job.id = stale.id`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Records a job's success, if `workerId` still holds it (a runner whose lease ran out and whose
 * job was taken by another records nothing). `payload`, when given, replaces the stored one.
 */
export async function markJobSucceeded(
  db: JobExecutor,
  job: { readonly id: string; readonly workerId: string; readonly payload?: JsonValue },
): Promise<boolean> {
  const result = await db
    .updateTable('job')
    .set({
      state: 'succeeded',
      finished_at: sql`now()`,
      updated_at: sql`now()`,
      locked_by: null,
      locked_until: null,
      ...(job.payload !== undefined ? { payload: JSON.stringify(job.payload) } : {}),
    })
    .where('id', '=', job.id)
    .where('state', '=', 'running')
    .where('locked_by', '=', job.workerId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, LAST_ERROR_MAX_LENGTH);
}

/**
 * Records a failed try: the job is due again after `retryDelayMs`, or dead if that was its
 * last try. Returns the new state, or null if `workerId` no longer held the job.
 */
export async function markJobFailed(
  db: JobExecutor,
  job: {
    readonly id: string;
    readonly workerId: string;
    readonly error: unknown;
    readonly retryDelayMs: number;
  },
): Promise<'retrying' | 'dead' | null> {
  const row = await db
    .updateTable('job')
    .set({
      state: sql<JobStateColumn>`case when attempts >= max_attempts then 'dead' else 'retrying' end`,
      finished_at: sql`case when attempts >= max_attempts then now() end`,
      run_at: sql`now() + ${seconds(job.retryDelayMs)}`,
      last_error: errorText(job.error),
      locked_by: null,
      locked_until: null,
      updated_at: sql`now()`,
    })
    .where('id', '=', job.id)
    .where('state', '=', 'running')
    .where('locked_by', '=', job.workerId)
    .returning('state')
    .executeTakeFirst();
  return row?.state === 'retrying' || row?.state === 'dead' ? row.state : null;
}

/**
 * Puts a dead job back in the queue with all its tries again (an administrator's decision
 * once the cause is fixed). Its last error is kept until the next try. `not_dead` when the job
 * exists in another state.
 */
export async function requeueDeadJob(
  db: JobExecutor,
  id: string,
): Promise<JobRow | 'not_found' | 'not_dead'> {
  const row = await db
    .updateTable('job')
    .set({
      state: 'queued',
      attempts: 0,
      run_at: sql`now()`,
      finished_at: null,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('state', '=', 'dead')
    .returningAll()
    .executeTakeFirst();
  if (row) return row;
  const exists = await db.selectFrom('job').select('id').where('id', '=', id).executeTakeFirst();
  return exists ? 'not_dead' : 'not_found';
}

/** Deletes jobs that succeeded more than `olderThanMs` ago; returns how many. */
export async function pruneSucceededJobs(db: JobExecutor, olderThanMs: number): Promise<number> {
  const result = await db
    .deleteFrom('job')
    .where('state', '=', 'succeeded')
    .where('finished_at', '<', sql<Date>`now() - ${seconds(olderThanMs)}`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A page of jobs, newest first, for administrators. */
export async function listJobs(
  db: JobExecutor,
  filter: {
    readonly state?: JobStateColumn | undefined;
    readonly kind?: string | undefined;
    readonly limit: number;
    readonly offset: number;
  },
): Promise<{ rows: JobRow[]; total: number }> {
  let query = db.selectFrom('job');
  if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
