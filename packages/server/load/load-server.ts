import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type BenchServer, startBenchServer } from '../bench/http/http-load.js';

// The server `npm run load` and `npm run soak` measure: the production build on PostgreSQL
// and Redis. LOAD_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/jyotish_load,
// dropped and created afresh), LOAD_REDIS_URL (default redis://127.0.0.1:6379, its keys under a
// prefix of the run's own).

export const DATABASE_URL =
  process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/jyotish_load';
const REDIS_URL = process.env.LOAD_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const ADMIN = { email: 'load-admin@example.in', password: 'monsoon-lantern-over-kochi-77' };

/** Drops and creates the load database on its server, so every run starts empty. */
async function freshDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^\w+$/.test(name)) throw new Error(`LOAD_DATABASE_URL names no plain database: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

/**
 * The built server as `npm start` runs it in production, on a fresh load database and Redis:
 * 127.0.0.1 on the rate-limit allow list and the per-account write budget lifted, because
 * capacity is measured, not the limits (one account makes every recharge of a connection).
 */
export async function startLoadServer(): Promise<BenchServer> {
  await freshDatabase(DATABASE_URL);
  return startBenchServer({
    DATABASE_URL,
    REDIS_URL,
    RATE_LIMIT_REDIS_PREFIX: `jyotish-load:${randomBytes(4).toString('hex')}:`,
    RATE_LIMIT_ACCOUNT_WRITES_PER_MINUTE: '1000000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: '0',
  });
}

/**
 * The body of the `index`-th kundli a load asks for: a different birth each (a day of
 * 1950–1999, a minute of the day, a latitude across India), so no cache answers it.
 */
export function kundliBody(index: number): string {
  const minute = (index * 97) % 1440;
  return JSON.stringify({
    birthDate: `19${String(50 + (index % 50)).padStart(2, '0')}-0${1 + (index % 9)}-1${index % 10}`,
    birthTime: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
    latitude: Number((8 + (index % 250) * 0.1).toFixed(2)),
    longitude: 77.2,
  });
}

/** What the place search is asked in turn: prefixes and whole names, as people type them. */
export const PLACE_QUERIES = [
  'Chen',
  'Mumbai',
  'Del',
  'Kolk',
  'Varanasi',
  'Pune',
  'Hyd',
  'Bengaluru',
];
