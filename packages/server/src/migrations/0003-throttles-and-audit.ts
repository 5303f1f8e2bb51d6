import { type Kysely, sql } from 'kysely';

/**
 * Throttles count attempts in one row per (scope, subject), updated by a single atomic
 * statement before the guarded work runs, instead of one row per failure counted afterwards:
 * parallel requests can no longer all pass the check before any of them is recorded.
 * Also: the addresses each account has signed in from, and the audit log of administrators.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_failure').execute();

  await db.schema
    .createTable('throttle_counter')
    .addColumn('scope', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('window_started_at', 'timestamptz', (column) => column.notNull())
    .addColumn('last_attempt_at', 'timestamptz', (column) => column.notNull())
    .addColumn('next_attempt_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('throttle_counter_pkey', ['scope', 'subject'])
    .execute();

  await db.schema
    .createTable('known_login_address')
    .addColumn('account', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('last_seen_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('known_login_address_pkey', ['account', 'address'])
    .execute();

  await db.schema
    .createTable('audit_event')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('actor_id', 'uuid', (column) =>
      column.references('app_user.id').onDelete('set null'),
    )
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('target', 'text')
    .addColumn('details', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('audit_event_at_idx').on('audit_event').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['audit_event', 'known_login_address', 'throttle_counter']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema
    .createTable('auth_failure')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('scope', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('auth_failure_lookup_idx')
    .on('auth_failure')
    .columns(['scope', 'subject', 'at'])
    .execute();
}
