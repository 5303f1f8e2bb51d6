import type { PGlite } from '@electric-sql/pglite';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { AsyncLock } from './async-lock.js';

type Command = PostgresQueryResult<unknown>['command'];
const ROW_CHANGING_COMMANDS = ['INSERT', 'UPDATE', 'DELETE', 'MERGE'] as const satisfies Command[];

function isRowChangingCommand(
  command: string | undefined,
): command is (typeof ROW_CHANGING_COMMANDS)[number] {
  return (ROW_CHANGING_COMMANDS as readonly (string | undefined)[]).includes(command);
}

// Kysely reads `command` only to decide whether `rowCount` is an affected-row count; every
// other command (CREATE, BEGIN…) is reported as SELECT so that it is not.
function toCommand(command: string | undefined): Command {
  return isRowChangingCommand(command) ? command : 'SELECT';
}

/**
 * The single connection to PGlite, lent to one holder at a time. PGlite is one Postgres
 * backend: if two requests shared it, one request's `begin`/`commit` would wrap the other's
 * statements. So the pool lends this client under an exclusive lock, like a `pg.Pool` of size 1.
 */
class PGliteClient implements PostgresPoolClient {
  readonly #pglite: PGlite;
  #release: (() => void) | null = null;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  lend(release: () => void): this {
    this.#release = release;
    return this;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') {
      throw new Error('Streaming queries (cursors) are not supported on the embedded database');
    }
    if (this.#release === null) {
      return Promise.reject(new Error('Query on a PGlite connection that was released'));
    }
    return this.#run<R>(sqlOrCursor, parameters);
  }

  async #run<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    const result = await this.#pglite.query<R>(sql, [...parameters]);
    return {
      rows: result.rows,
      rowCount: result.affectedRows ?? 0,
      command: toCommand(result.command),
    };
  }

  release(): void {
    const release = this.#release;
    this.#release = null;
    release?.();
  }
}

export interface PGlitePoolOptions {
  /** Close the PGlite instance when Kysely is destroyed (false when the caller owns it). */
  readonly closeOnEnd: boolean;
  /** Runs once the pool has ended (and closed PGlite), e.g. to release the data directory. */
  readonly afterEnd?: () => Promise<void>;
}

/**
 * A `pg.Pool` look-alike over one PGlite instance, for Kysely's `PostgresDialect`. `connect()`
 * waits until the previous holder released the connection, so transactions of concurrent
 * requests run one after the other instead of interleaving.
 */
export function createPGlitePool(pglite: PGlite, options: PGlitePoolOptions): PostgresPool {
  const lock = new AsyncLock();
  const client = new PGliteClient(pglite);
  let ended = false;

  return {
    async connect() {
      if (ended) throw new Error('The embedded database has been closed');
      const release = await lock.acquire();
      if (ended) {
        release();
        throw new Error('The embedded database has been closed');
      }
      return client.lend(release);
    },
    async end() {
      if (ended) return;
      ended = true;
      // Waiting for the lock lets the statement in flight finish before the database closes.
      const release = await lock.acquire();
      try {
        if (options.closeOnEnd) await pglite.close();
      } finally {
        release();
        await options.afterEnd?.();
      }
    },
  };
}
