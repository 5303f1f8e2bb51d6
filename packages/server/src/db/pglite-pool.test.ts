import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_PARSERS } from './open-database.js';
import { createPGlitePool } from './pglite-pool.js';

interface CounterDatabase {
  counter: { id: number; value: number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let pglite: PGlite;
let db: Kysely<CounterDatabase>;

beforeAll(async () => {
  pglite = await PGlite.create({ parsers: PGLITE_PARSERS });
  db = new Kysely<CounterDatabase>({
    dialect: new PostgresDialect({ pool: createPGlitePool(pglite, { closeOnEnd: true }) }),
  });
  await sql`create table counter (id int primary key, value int not null)`.execute(db);
  await db.insertInto('counter').values({ id: 1, value: 0 }).execute();
});

afterAll(async () => {
  await db.destroy();
});

describe('Kysely over one PGlite connection', () => {
  it('runs concurrent transactions one after the other, never interleaved', async () => {
    const events: string[] = [];
    // Each transaction reads, waits, then writes read + 1: interleaved, both would read 0
    // and the second begin would land inside the first transaction.
    const increment = (name: string) =>
      db.transaction().execute(async (trx) => {
        events.push(`${name}:begin`);
        const { value } = await trx
          .selectFrom('counter')
          .select('value')
          .where('id', '=', 1)
          .executeTakeFirstOrThrow();
        await sleep(30);
        await trx
          .updateTable('counter')
          .set({ value: value + 1 })
          .where('id', '=', 1)
          .execute();
        events.push(`${name}:commit`);
      });

    await Promise.all([increment('a'), increment('b'), increment('c')]);

    expect(events).toEqual(['a:begin', 'a:commit', 'b:begin', 'b:commit', 'c:begin', 'c:commit']);
    const row = await db
      .selectFrom('counter')
      .select('value')
      .where('id', '=', 1)
      .executeTakeFirst();
    expect(row?.value).toBe(3);
  });

  it('rolls back a failed transaction and lends the connection out again', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('counter').set({ value: 100 }).where('id', '=', 1).execute();
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');

    const row = await db
      .selectFrom('counter')
      .select('value')
      .where('id', '=', 1)
      .executeTakeFirst();
    expect(row?.value).toBe(3);
  });

  it('releases the connection after a failing statement', async () => {
    await expect(sql`select * from no_such_table`.execute(db)).rejects.toThrow(/no_such_table/);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('reports affected rows of inserts, updates and deletes', async () => {
    const inserted = await db
      .insertInto('counter')
      .values([
        { id: 2, value: 0 },
        { id: 3, value: 0 },
      ])
      .executeTakeFirst();
    const updated = await db
      .updateTable('counter')
      .set({ value: 9 })
      .where('id', '>', 1)
      .executeTakeFirst();
    const deleted = await db.deleteFrom('counter').where('id', '>', 1).executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(2n);
    expect(updated.numUpdatedRows).toBe(2n);
    expect(deleted.numDeletedRows).toBe(2n);
  });

  it('returns int8 as a string, as pg does', async () => {
    const { rows } = await sql<{ big: string }>`select 9007199254740993::int8 as big`.execute(db);
    expect(rows[0]?.big).toBe('9007199254740993');
  });

  it('refuses queries once destroyed, and closes PGlite', async () => {
    const own = await PGlite.create();
    const short = new Kysely<CounterDatabase>({
      dialect: new PostgresDialect({ pool: createPGlitePool(own, { closeOnEnd: true }) }),
    });
    await sql`select 1`.execute(short);
    await short.destroy();
    expect(own.closed).toBe(true);
    await expect(sql`select 1`.execute(short)).rejects.toThrow();
  });
});
