import { type Kysely, sql } from 'kysely';

/**
 * An administrator's own text for one sign's horoscope of one period and language
 * (`src/horoscopes/`): it replaces the generated sections; the facts stay the computed ones.
 * Keyed by the period's first day, so a day's override covers that day only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table horoscope_override (
      period text not null check (period in ('daily', 'weekly', 'monthly', 'yearly')),
      sign text not null,
      start_date text not null,
      language text not null,
      sections jsonb not null,
      updated_by uuid not null references app_user (id),
      updated_at timestamptz not null default now(),
      primary key (period, sign, start_date, language)
    )`.execute(db);
}
