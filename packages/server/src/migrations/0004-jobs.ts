import { type Kysely, sql } from 'kysely';

/**
 * The background-job queue (`src/jobs/`): one row per job, claimed with `FOR UPDATE SKIP
 * LOCKED` so several runners (processes or instances) never take the same row. A row holds
 * its own retry schedule (`run_at`, `attempts`), its lease while running (`locked_until`) and
 * the last error, so the table alone says what happened.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('payload', 'jsonb', (column) => column.notNull())
    .addColumn('state', 'text', (column) =>
      column
        .notNull()
        .defaultTo('queued')
        .check(sql`state in ('queued', 'running', 'succeeded', 'retrying', 'dead')`),
    )
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (column) =>
      column.notNull().check(sql`max_attempts >= 1`),
    )
    .addColumn('run_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  // What the runners look for at every poll: due jobs, and running jobs whose lease ran out.
  await sql`create index job_due_idx on job (run_at) where state in ('queued', 'retrying')`.execute(
    db,
  );
  await sql`create index job_lease_idx on job (locked_until) where state = 'running'`.execute(db);
  // The admin list (newest first, by state) and the pruning of old finished jobs.
  await db.schema.createIndex('job_created_at_idx').on('job').column('created_at').execute();
  await db.schema.createIndex('job_state_idx').on('job').columns(['state', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job').execute();
}
