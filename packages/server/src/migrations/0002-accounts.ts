import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_user')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) =>
      column.notNull().defaultTo('user').check(sql`role in ('user', 'astrologer', 'admin')`),
    )
    .addColumn('password_hash', 'text')
    .addColumn('google_issuer', 'text')
    .addColumn('google_subject', 'text')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .addColumn('balance', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('last_login_at', 'timestamptz')
    .execute();
  // E-mail addresses are unique whatever their case; Google identities by issuer and subject.
  await sql`create unique index app_user_email_key on app_user (lower(email))`.execute(db);
  await db.schema
    .createIndex('app_user_google_key')
    .on('app_user')
    .columns(['google_issuer', 'google_subject'])
    .unique()
    .execute();

  await db.schema
    .createTable('user_session')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('method', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('user_session_user_idx')
    .on('user_session')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('password_reset')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

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

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('to_address', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('text_body', 'text', (column) => column.notNull())
    .addColumn('html_body', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('oidc_login')
    .addColumn('state', 'text', (column) => column.primaryKey())
    .addColumn('nonce', 'text', (column) => column.notNull())
    .addColumn('code_verifier', 'text', (column) => column.notNull())
    .addColumn('redirect', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('birth_profile')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('relation', 'text', (column) => column.notNull())
    .addColumn('gender', 'text', (column) => column.notNull())
    .addColumn('birth_date', 'text', (column) => column.notNull())
    .addColumn('birth_time', 'text', (column) => column.notNull())
    .addColumn('birth_place', 'text', (column) => column.notNull())
    .addColumn('latitude', 'double precision', (column) => column.notNull())
    .addColumn('longitude', 'double precision', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('birth_profile_user_idx')
    .on('birth_profile')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'birth_profile',
    'oidc_login',
    'mail_outbox',
    'auth_failure',
    'password_reset',
    'user_session',
    'app_user',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
