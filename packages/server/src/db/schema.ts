import type { ColumnType, Kysely } from 'kysely';

export type JsonValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue };

/**
 * `jsonb` columns are written as JSON text (`JSON.stringify(value)`): `pg` would turn a bare
 * JavaScript array into a Postgres array, so passing text is the one form both drivers agree on.
 */
export type JsonColumn<T extends JsonValue = JsonValue> = ColumnType<T, string, string>;

/** Site-wide settings that administrators change at run time (key → JSON value). */
export interface AppSettingTable {
  key: string;
  value: JsonColumn;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Every table of the database, as Kysely sees it; each migration that adds a table extends it. */
export interface Database {
  app_setting: AppSettingTable;
}

export type AppDatabase = Kysely<Database>;
