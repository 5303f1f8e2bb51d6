import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../test/built-server.js';
import { isDatabaseUnavailable } from './database-unavailable.js';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailable', () => {
  it('knows a database server that refuses connections (nothing listening)', async () => {
    const port = await freePort();
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/test` });
    const error = await pool.query('select 1').catch((caught: unknown) => caught);
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('knows a server shutting down, starting up or out of connection slots', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006']) {
      expect(isDatabaseUnavailable(withCode('server says no', code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(new AggregateError([withCode('connect', 'ECONNREFUSED')], 'failed')),
    ).toBe(true);
  });

  it('leaves faults of the request or the code to be what they are', () => {
    // A unique violation, a syntax error, a serialization failure, a plain bug.
    for (const code of ['23505', '42601', '40001']) {
      expect(isDatabaseUnavailable(withCode('query failed', code)), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
