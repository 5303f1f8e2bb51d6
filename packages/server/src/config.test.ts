import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTempDir } from '../test/helper.js';
import { loadConfig } from './config.js';
import { ConfigError } from './config-error.js';
import { REPO_ROOT } from './repo-paths.js';

const SECRET = 'a-jwt-secret-of-at-least-thirty-two-characters';

function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('fills in the defaults', async () => {
    const dataDir = await createTempDir();
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET });
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      redisUrl: undefined,
      seedDemo: true,
      jwtSecret: SECRET,
      dataDir,
      webDistDir: path.join(REPO_ROOT, 'packages', 'web', 'dist'),
      logLevel: 'info',
      nodeEnv: 'development',
      adminEmail: undefined,
      adminPassword: undefined,
      smtpUrl: undefined,
      google: {
        clientId: undefined,
        clientSecret: undefined,
        issuer: 'https://accounts.google.com',
      },
      analyticsMeasurementId: undefined,
      requestTimeoutMs: 10_000,
      maxConnections: 10_000,
      healthReservedConnections: 100,
      trustProxy: [],
      rateLimits: {
        chartsPerMinute: 30,
        writesPerAddressPerMinute: 60,
        writesPerAccountPerMinute: 120,
        allowList: [],
        redisKeyPrefix: 'jyotish:rate-limit:',
      },
      jobs: { concurrency: 4, pollMs: 1000, leaseMs: 300_000, retryBaseMs: 30_000 },
      // One engine thread per core (this is Linux, where sweph keeps its state per thread).
      charts: {
        engineThreads: availableParallelism(),
        engineQueueLimit: 100,
        panchangCacheSize: 1000,
      },
      // The sandbox gateway, its secret generated into DATA_DIR (checked below).
      payments: { razorpay: undefined, sandboxSecret: expect.any(String) },
    });
    expect(availableParallelism()).toBeGreaterThan(0);
    const secretFile = path.join(dataDir, 'payment-sandbox-secret');
    expect(readFileSync(secretFile, 'utf8').trim()).toBe(config.payments.sandboxSecret);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).payments.sandboxSecret).toBe(
      config.payments.sandboxSecret,
    );
  });

  it('chooses Razorpay only with all three of its keys, and names what is missing', async () => {
    const dataDir = await createTempDir();
    const razorpay = {
      RAZORPAY_KEY_ID: 'rzp_test_1',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
    };
    expect(
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, ...razorpay }).payments.razorpay,
    ).toEqual({
      keyId: 'rzp_test_1',
      keySecret: 'key-secret',
      webhookSecret: 'webhook-secret',
      apiUrl: 'https://api.razorpay.com',
    });
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, RAZORPAY_KEY_ID: 'rzp_test_1' }),
    ).toThrow(
      /RAZORPAY_KEY_ID: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, PAYMENT_SANDBOX_SECRET: 'short' }),
    ).toThrow(/PAYMENT_SANDBOX_SECRET: must be at least 32 characters long/);
  });

  it('reads the account variables: first admin, SMTP and Google sign-in', async () => {
    const config = loadConfig({
      DATA_DIR: await createTempDir(),
      JWT_SECRET: SECRET,
      ADMIN_EMAIL: 'root@jyotish.example',
      ADMIN_PASSWORD: 'a long admin passphrase',
      SMTP_URL: 'smtps://mailer:pw@smtp.example:465',
      GOOGLE_CLIENT_ID: 'client-1',
      GOOGLE_CLIENT_SECRET: 'secret-1',
      GOOGLE_ISSUER: 'http://127.0.0.1:4999/',
      ANALYTICS_MEASUREMENT_ID: 'G-JY0TISH25',
    });
    expect(config).toMatchObject({
      analyticsMeasurementId: 'G-JY0TISH25',
      adminEmail: 'root@jyotish.example',
      adminPassword: 'a long admin passphrase',
      smtpUrl: 'smtps://mailer:pw@smtp.example:465',
      google: { clientId: 'client-1', clientSecret: 'secret-1', issuer: 'http://127.0.0.1:4999' },
    });
    expect(configError({ DATA_DIR: '/tmp', JWT_SECRET: SECRET, ADMIN_PASSWORD: 'short' })).toMatch(
      /ADMIN_PASSWORD: must be at least 8 characters long/,
    );
    expect(configError({ DATA_DIR: '/tmp', JWT_SECRET: SECRET, SMTP_URL: 'http://x' })).toMatch(
      /SMTP_URL: must be a URL starting with smtp:\/\/ or smtps:\/\//,
    );
  });

  it('reads every variable', async () => {
    const dataDir = await createTempDir();
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://jyotish:pw@db:5432/jyotish',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_URL: 'https://jyotish.example/',
      JWT_SECRET: SECRET,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      REQUEST_TIMEOUT_MS: '5000',
      MAX_CONNECTIONS: '2000',
      HEALTH_RESERVED_CONNECTIONS: '20',
      RATE_LIMIT_CHARTS_PER_MINUTE: '10',
      RATE_LIMIT_WRITES_PER_MINUTE: '20',
      RATE_LIMIT_ACCOUNT_WRITES_PER_MINUTE: '40',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8',
      RATE_LIMIT_ALLOWLIST: ' 10.0.0.7 , ::ffff:192.0.2.1,',
      RATE_LIMIT_REDIS_PREFIX: 'staging:',
      JOBS_CONCURRENCY: '0',
      JOBS_POLL_MS: '250',
      JOBS_LEASE_MS: '60000',
      JOBS_RETRY_BASE_MS: '5000',
      ENGINE_THREADS: '3',
      ENGINE_QUEUE_LIMIT: '12',
      PANCHANG_CACHE_SIZE: '0',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://jyotish:pw@db:5432/jyotish',
      redisUrl: 'redis://cache:6379',
      publicUrl: 'https://jyotish.example',
      logLevel: 'warn',
      nodeEnv: 'production',
      requestTimeoutMs: 5000,
      maxConnections: 2000,
      healthReservedConnections: 20,
      trustProxy: ['10.0.0.0/8', '127.0.0.1', 'fd00::/8'],
      rateLimits: {
        chartsPerMinute: 10,
        writesPerAddressPerMinute: 20,
        writesPerAccountPerMinute: 40,
        // Written as the limiter sees addresses: an IPv4-mapped IPv6 address as IPv4.
        allowList: ['10.0.0.7', '192.0.2.1'],
        redisKeyPrefix: 'staging:',
      },
      jobs: { concurrency: 0, pollMs: 250, leaseMs: 60_000, retryBaseMs: 5000 },
      charts: { engineThreads: 3, engineQueueLimit: 12, panchangCacheSize: 0 },
    });
  });

  it('derives the public URL from PORT when PUBLIC_URL is unset', async () => {
    const config = loadConfig({
      PORT: '4100',
      DATA_DIR: await createTempDir(),
      JWT_SECRET: SECRET,
    });
    expect(config.publicUrl).toBe('http://localhost:4100');
  });

  it('keeps data under <repo>/data by default, and resolves a relative DATA_DIR from the repo root', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(loadConfig({ JWT_SECRET: SECRET, DATA_DIR: 'var/state' }).dataDir).toBe(
      path.join(REPO_ROOT, 'var', 'state'),
    );
    expect(JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).name).toBe(
      'jyotish',
    );
  });

  it('reads ENGINE_THREADS=0 as inline, and an empty one as one thread per core', async () => {
    const dataDir = await createTempDir();
    const inline = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, ENGINE_THREADS: '0' });
    expect(inline.charts.engineThreads).toBe(0);
    const blank = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, ENGINE_THREADS: ' ' });
    expect(blank.charts.engineThreads).toBe(availableParallelism());
  });

  it('treats empty variables as unset', async () => {
    const config = loadConfig({
      PORT: '',
      DATABASE_URL: '',
      DATA_DIR: await createTempDir(),
      JWT_SECRET: SECRET,
    });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: must be a whole number between 0 and 65535'],
    [{ PORT: '70000' }, 'PORT: must be a whole number between 0 and 65535'],
    [
      { DATABASE_URL: 'mysql://db/jyotish' },
      'DATABASE_URL: must be a URL starting with postgres:// or postgresql://',
    ],
    [
      { REDIS_URL: 'localhost:6379' },
      'REDIS_URL: must be a URL starting with redis:// or rediss://',
    ],
    [
      { PUBLIC_URL: 'jyotish.example' },
      'PUBLIC_URL: must be a URL starting with http:// or https://',
    ],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET: must be at least 32 characters long'],
    [
      { ANALYTICS_MEASUREMENT_ID: 'UA-1234-1' },
      'ANALYTICS_MEASUREMENT_ID: must be a GA4 measurement id, G-XXXXXXX',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV: must be one of development, production, test'],
    [{ REQUEST_TIMEOUT_MS: '0' }, 'REQUEST_TIMEOUT_MS: must be a whole number between 1000 and'],
    [{ MAX_CONNECTIONS: '1.5' }, 'MAX_CONNECTIONS: must be a whole number between 2 and'],
    [
      { RATE_LIMIT_CHARTS_PER_MINUTE: '0' },
      'RATE_LIMIT_CHARTS_PER_MINUTE: must be a whole number between 1 and',
    ],
    [
      { RATE_LIMIT_ALLOWLIST: '10.0.0.1,monitoring.example' },
      'RATE_LIMIT_ALLOWLIST: must list IP addresses, comma-separated',
    ],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      'TRUST_PROXY: must list IP addresses or CIDR ranges, comma-separated',
    ],
    [
      { TRUST_PROXY: 'proxy.internal' },
      'TRUST_PROXY: must list IP addresses or CIDR ranges, comma-separated',
    ],
    [{ JOBS_CONCURRENCY: '-1' }, 'JOBS_CONCURRENCY: must be a whole number between 0 and 64'],
    [{ JOBS_POLL_MS: '5' }, 'JOBS_POLL_MS: must be a whole number between 10 and'],
    [{ ENGINE_THREADS: '-1' }, 'ENGINE_THREADS: must be a whole number between 0 and 256'],
    [{ ENGINE_THREADS: 'all' }, 'ENGINE_THREADS: must be a whole number between 0 and 256'],
    [{ ENGINE_THREADS: '257' }, 'ENGINE_THREADS: must be a whole number between 0 and 256'],
    [{ ENGINE_QUEUE_LIMIT: '2.5' }, 'ENGINE_QUEUE_LIMIT: must be a whole number between 0 and'],
    [{ PANCHANG_CACHE_SIZE: '-5' }, 'PANCHANG_CACHE_SIZE: must be a whole number between 0 and'],
    [
      { MAX_CONNECTIONS: '50', HEALTH_RESERVED_CONNECTIONS: '50' },
      'HEALTH_RESERVED_CONNECTIONS: must be less than MAX_CONNECTIONS',
    ],
  ])('rejects %o, naming the variable', (env, expected) => {
    expect(configError({ JWT_SECRET: SECRET, ...env })).toContain(expected);
  });

  it('names every invalid variable at once', () => {
    const message = configError({ PORT: 'x', LOG_LEVEL: 'loud', JWT_SECRET: SECRET });
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('PORT:');
    expect(message).toContain('LOG_LEVEL:');
  });
});

describe('the JWT secret when JWT_SECRET is unset', () => {
  it('is generated once into <dataDir>/jwt-secret, owner-readable only, and reused', async () => {
    const dataDir = path.join(await createTempDir(), 'fresh');
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');

    expect(first.jwtSecret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: await createTempDir() }).jwtSecret).not.toBe(first.jwtSecret);
  });

  it('is not written when JWT_SECRET is set', async () => {
    const dataDir = await createTempDir();
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('is refused when the file holds something too short to be one', async () => {
    const dataDir = await createTempDir();
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'abc\n');
    expect(configError({ DATA_DIR: dataDir })).toContain('jwt-secret holds no usable secret');
  });
});

describe('SEED_DEMO', () => {
  it('seeds the demo astrologers on the embedded database, on a server only when asked', async () => {
    const dataDir = await createTempDir();
    const base = { DATA_DIR: dataDir, JWT_SECRET: SECRET };
    const server = { ...base, DATABASE_URL: 'postgres://127.0.0.1/jyotish' };
    expect(loadConfig(base).seedDemo).toBe(true);
    expect(loadConfig({ ...base, SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig(server).seedDemo).toBe(false);
    expect(loadConfig({ ...server, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(() => loadConfig({ ...base, SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO: must be 0 or 1/);
  });
});
